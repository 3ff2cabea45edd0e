/**
 * Blog landing (spec 001 §2): hero carousel, the two newest stories (START READING), browse your favorites
 * (tabs, Load More, sale banner, Most Popular), every story (View Post, Read More), LOOKS, SHOP and Look Around.
 */
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { BlogCard } from '../../components/content/BlogCard'
import { MediaImage } from '../../components/ui/MediaImage'
import type { ImageLink } from '../../data/content/blogLanding'
import { BLOG_LANDING_CARDS, BLOG_PAGE_SIZE, nextVisibleCount } from '../../data/content/blogRules'
import type { Data } from './+data'
import styles from './Blog.module.css'
import { BlogHero } from './BlogHero'
import { Favorites } from './Favorites'

function ImageGrid({ id, title, eyebrow, items, shape }: { id: string; title: string; eyebrow: string; items: ImageLink[]; shape: 'portrait' | 'square' | 'round' }) {
  if (items.length === 0) return null
  return (
    <section className={styles.gridSection} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className="section-title">
          {title}
        </h2>
      </div>
      <ul className={`${styles.imageGrid} ${styles[shape]}`}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href} className={styles.tile}>
              <MediaImage src={item.image} alt="" width={600} height={shape === 'portrait' ? 750 : 600} />
              <span className={styles.tileLabel}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function Page() {
  const data = useData<Data>()
  const [visible, setVisible] = useState(BLOG_PAGE_SIZE)
  const latest = data.cards.slice(0, BLOG_LANDING_CARDS)
  const saleImage = data.shop[0]?.image ?? data.looks[0]?.image ?? null
  return (
    <div className={styles.blog}>
      <h1 className="visually-hidden">The Vitrine Journal: blog</h1>
      <div className="page">
        <BlogHero slides={data.slides} />
      </div>
      <div className={`page ${styles.stack}`}>
        {latest.length > 0 ? (
          <section aria-labelledby="latest-title">
            <div className={styles.sectionHead}>
              <p className="eyebrow">Fresh from the journal</p>
              <h2 id="latest-title" className="section-title">
                Latest stories
              </h2>
            </div>
            <ul className={styles.latest}>
              {latest.map((card, i) => (
                <li key={card.id}>
                  <BlogCard card={card} action="START READING" variant="feature" eager={i === 0} />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className={styles.empty}>Our first stories are on their way. Meanwhile, explore the shop.</p>
        )}

        <Favorites cards={data.cards} categories={data.categories} saleImage={saleImage} />

        {data.cards.length > 0 ? (
          <section id="all-stories" aria-labelledby="all-title">
            <div className={styles.sectionHead}>
              <p className="eyebrow">The journal</p>
              <h2 id="all-title" className="section-title">
                All stories
              </h2>
            </div>
            <ul className={styles.storyGrid4}>
              {data.cards.slice(0, visible).map((card) => (
                <li key={card.id}>
                  <BlogCard card={card} action="View Post" />
                </li>
              ))}
            </ul>
            {visible < data.cards.length ? (
              <div className={styles.more}>
                <button type="button" className="btn btn-outline" onClick={() => setVisible((n) => nextVisibleCount(n))}>
                  Read More
                </button>
              </div>
            ) : null}
          </section>
        ) : null}

        <ImageGrid id="looks-title" title="LOOKS" eyebrow="Complete the look" items={data.looks} shape="portrait" />
        <ImageGrid id="shop-title" title="SHOP" eyebrow="Shop the stories" items={data.shop} shape="square" />
        <ImageGrid id="around-title" title="Look Around" eyebrow="Explore" items={data.lookAround} shape="round" />
      </div>
    </div>
  )
}
