/**
 * Hero banners (spec 000 §4): advance every 6 s, wrap both ways, previous/next buttons; 'Loading banners...' until
 * there are some. Autoplay pauses while the shopper hovers or focuses the carousel. A banner that carries its words
 * as text has them laid out over its picture on a desktop and beneath it on a phone, where words drawn into a wide
 * banner would be a few pixels high; the arrows sit on the picture's sides, never on the words.
 *
 * The static HTML holds the first banner only: the others, the arrows and the dots come with the script that moves
 * them (useHydrated). Until then they could not be reached anyway, and a phone's first load neither parses them nor
 * fetches the other banners' pictures beside the one it paints first.
 */
import { useEffect, useState } from 'react'
import { HERO_INTERVAL_MS, wrapIndex } from '../../data/catalogue/display'
import type { HeroSlide } from '../../data/views/homeData'
import { ChevronLeft, ChevronRight } from '../../components/ui/Icons'
import { MediaImage } from '../../components/ui/MediaImage'
import { useHydrated } from '../../components/ui/useHydrated'
import styles from './Hero.module.css'

/** 'Festive Edit — Up to 40% off': the part after the dash is the accent line. */
function headlineParts(title: string): [string, string | null] {
  const [main = title, ...rest] = title.split(' — ')
  return [main, rest.length > 0 ? rest.join(' — ') : null]
}

function SlideWords({ slide }: { slide: HeroSlide }) {
  if (!slide.title) return null
  const [main, accent] = headlineParts(slide.title)
  return (
    <span className={styles.heroWords}>
      <span className={styles.heroTitle}>
        {main}
        {accent ? <span className={styles.heroAccent}>{accent}</span> : null}
      </span>
      {slide.subtitle ? <span className={styles.heroLead}>{slide.subtitle}</span> : null}
      {slide.cta && slide.href ? <span className={styles.heroCta}>{slide.cta}</span> : null}
    </span>
  )
}

export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const hydrated = useHydrated()
  const count = slides.length
  useEffect(() => {
    if (count < 2 || paused) return
    const timer = window.setInterval(() => setCurrent((i) => wrapIndex(i + 1, count)), HERO_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [count, paused])
  if (count === 0) return <div className={styles.heroEmpty}>Loading banners...</div>
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Featured"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.heroTrack} style={{ transform: `translateX(-${current * 100}%)` }}>
        {(hydrated ? slides : slides.slice(0, 1)).map((slide, i) => {
          // With its words as text, the picture is decoration: the words name the slide and its link.
          const content = (
            <>
              <MediaImage src={slide.image} alt={slide.title ? '' : slide.label} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} width={1600} height={600} />
              <SlideWords slide={slide} />
            </>
          )
          return (
            <div key={slide.id} className={styles.heroSlide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} aria-hidden={i !== current} inert={i !== current}>
              {slide.href ? (
                <a href={slide.href} className={styles.heroLink}>
                  {content}
                </a>
              ) : (
                <div className={styles.heroLink}>{content}</div>
              )}
            </div>
          )
        })}
      </div>
      {hydrated && count > 1 ? (
        <>
          <button type="button" className={`${styles.heroArrow} ${styles.heroPrev}`} onClick={() => setCurrent((i) => wrapIndex(i - 1, count))} aria-label="Previous banner">
            <ChevronLeft />
          </button>
          <button type="button" className={`${styles.heroArrow} ${styles.heroNext}`} onClick={() => setCurrent((i) => wrapIndex(i + 1, count))} aria-label="Next banner">
            <ChevronRight />
          </button>
          <div className={styles.heroDots}>
            {slides.map((slide, i) => (
              <button key={slide.id} type="button" aria-label={`Show banner ${i + 1}`} aria-current={i === current} onClick={() => setCurrent(i)} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
