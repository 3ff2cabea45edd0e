/**
 * The blog's hero carousel (spec 001 §2, §9): three fixed slides, autoplay every 3000 ms, looping, with
 * clickable pagination. Autoplay pauses while the shopper hovers or focuses it, can be paused with a button, and
 * never starts for shoppers who ask for reduced motion.
 */
import { useEffect, useState } from 'react'
import { MediaImage } from '../../components/ui/MediaImage'
import { wrapIndex } from '../../data/catalogue/display'
import { BLOG_CAROUSEL_MS } from '../../data/content/blogRules'
import type { HeroSlide } from '../../data/content/blogLanding'
import styles from './Blog.module.css'

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

export function BlogHero({ slides }: { slides: HeroSlide[] }) {
  const [current, setCurrent] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const count = slides.length
  const playing = count > 1 && !stopped && !reducedMotion
  useEffect(() => {
    if (!playing || hovered || focused) return
    const timer = window.setInterval(() => setCurrent((i) => wrapIndex(i + 1, count)), BLOG_CAROUSEL_MS)
    return () => window.clearInterval(timer)
  }, [playing, hovered, focused, count])
  if (count === 0) return null
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Journal highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className={styles.heroViewport} aria-live={playing && !hovered && !focused ? 'off' : 'polite'}>
        <div className={styles.heroTrack} style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={styles.heroSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.label}`}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <div className={styles.heroText}>
                <p className="eyebrow">{slide.eyebrow}</p>
                <h2 className={styles.heroTitle}>{slide.label}</h2>
                <p className={styles.heroLead}>{slide.text}</p>
                <a href={slide.href} className="btn">
                  {slide.cta}
                </a>
              </div>
              <div className={styles.heroImage}>
                <MediaImage src={slide.image} alt="" width={1200} height={800} loading={i === 0 ? 'eager' : 'lazy'} />
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.heroControls}>
          <div className={styles.heroDots} role="group" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <button key={slide.id} type="button" aria-label={`Show slide ${i + 1}: ${slide.label}`} aria-current={i === current ? 'true' : undefined} onClick={() => setCurrent(i)} />
            ))}
          </div>
          {!reducedMotion ? (
            <button type="button" className={styles.heroPause} onClick={() => setStopped((s) => !s)} aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}>
              {stopped ? (
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M7 4l13 8-13 8z" fill="currentColor" />
                </svg>
              ) : (
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
                </svg>
              )}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
