/**
 * Hero banners (spec 000 §4): advance every 6 s, wrap both ways, previous/next buttons; 'Loading banners...' until
 * there are some. Autoplay pauses while the shopper hovers or focuses the carousel.
 */
import { useEffect, useState } from 'react'
import { HERO_INTERVAL_MS, wrapIndex } from '../../data/catalogue/display'
import type { LinkedImage } from '../../data/views/homeData'
import { ChevronLeft, ChevronRight } from '../../components/ui/Icons'
import { MediaImage } from '../../components/ui/MediaImage'
import styles from './Hero.module.css'

export function HeroCarousel({ slides }: { slides: LinkedImage[] }) {
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
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
        {slides.map((slide, i) => {
          const image = <MediaImage src={slide.image} alt={slide.label} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} width={1600} height={700} />
          return (
            <div key={slide.id} className={styles.heroSlide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} aria-hidden={i !== current} inert={i !== current}>
              {slide.href ? <a href={slide.href}>{image}</a> : image}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
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
