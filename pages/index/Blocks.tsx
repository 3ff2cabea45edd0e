/** Editorial blocks on the home page: offer banners, the runner strip, Create New Trends, Need help. */
import { useState } from 'react'
import type { HomeData } from '../../data/views/homeData'
import { MediaImage } from '../../components/ui/MediaImage'
import { SearchIcon } from '../../components/ui/Icons'
import styles from './Home.module.css'
import { openPage } from '../../components/ui/openPage'

export function OfferBanners({ banner }: { banner: HomeData['offerBanner'] }) {
  if (!banner) return null
  const images = [banner.left, banner.center, banner.right].filter((src): src is string => Boolean(src))
  return (
    <section className={styles.offerBanners} aria-label="Offers">
      {images.map((src, i) => (
        <a key={i} href={banner.href ?? undefined} className={styles.offerBanner}>
          {/* On a phone the first offer fills the screen below the hero: the page's largest paint, so not lazy. */}
          <MediaImage src={src} alt={`Offer ${i + 1}`} width={600} height={400} loading={i === 0 ? 'eager' : 'lazy'} />
        </a>
      ))}
    </section>
  )
}

export function DiscountBanner({ banner }: { banner: HomeData['discountImage'] }) {
  if (!banner) return null
  return (
    <a href={banner.href ?? undefined} className={styles.discount}>
      <MediaImage src={banner.image} alt="Extra discount on selected categories" width={1600} height={400} />
    </a>
  )
}

export function RunnerStrip({ images }: { images: string[] }) {
  if (images.length === 0) return null
  return (
    <section className={styles.runner} aria-label="Highlights">
      {images.map((src, i) => (
        <MediaImage key={i} src={src} alt="" width={1600} height={240} />
      ))}
    </section>
  )
}

export function TrendsBlock() {
  return (
    <section className={styles.trends} aria-labelledby="create-new-trends">
      <div>
        <p className="eyebrow">The Vitrine journal</p>
        <h2 id="create-new-trends" className={styles.trendsTitle}>
          Create New Trends
        </h2>
        <p className={styles.trendsText}>Styling notes from our ateliers: how to drape a handloom saree, pair a chanderi kurta, and build a festive wardrobe that lasts.</p>
        <a href="/blog" className="btn">
          Explore Our Blog
        </a>
      </div>
    </section>
  )
}

/** Help search acts only on non-empty trimmed text, and goes to the FAQ without the text (spec 000 §2). */
export function HelpBlock() {
  const [text, setText] = useState('')
  const submit = () => {
    if (text.trim()) openPage('/faq')
  }
  return (
    <section className={styles.help} aria-labelledby="need-help">
      <h2 id="need-help" className="section-title">
        Need help?
      </h2>
      <p>Orders, returns, sizing or shipping: search our help centre.</p>
      <form
        className={styles.helpForm}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <label htmlFor="help-search" className="visually-hidden">
          Search help
        </label>
        <input id="help-search" className="input" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="How can we help?" />
        <button type="submit" className="btn" aria-label="Search help">
          <SearchIcon size={18} />
        </button>
      </form>
    </section>
  )
}
