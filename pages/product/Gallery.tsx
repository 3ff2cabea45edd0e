/**
 * Product gallery: main image with previous/next, thumbnails as buttons, arrow keys, and swipe on touch screens.
 * The parent remounts it (key) when the variant changes, which returns it to the first image (spec 000 §4).
 */
import { useRef, useState } from 'react'
import { wrapIndex } from '../../data/catalogue/display'
import { ChevronLeft, ChevronRight } from '../../components/ui/Icons'
import { MediaImage } from '../../components/ui/MediaImage'
import styles from './Product.module.css'

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0)
  const touchX = useRef<number | null>(null)
  const count = Math.max(images.length, 1)
  const go = (delta: number) => setCurrent((i) => wrapIndex(i + delta, count))
  return (
    <section
      className={styles.gallery}
      aria-label={`${name} images`}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1)
        if (e.key === 'ArrowRight') go(1)
      }}
    >
      <div
        className={styles.main}
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current
          const end = e.changedTouches[0]?.clientX
          if (start !== null && end !== undefined && Math.abs(end - start) > 40) go(end < start ? 1 : -1)
          touchX.current = null
        }}
      >
        <MediaImage src={images[current]} alt={`${name}, image ${current + 1} of ${count}`} loading="eager" width={800} height={1000} />
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryPrev}`} onClick={() => go(-1)} aria-label="Previous image">
              <ChevronLeft />
            </button>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryNext}`} onClick={() => go(1)} aria-label="Next image">
              <ChevronRight />
            </button>
            <span className={styles.galleryCount} aria-hidden="true">
              {current + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" aria-label={`Show image ${i + 1}`} aria-current={i === current} onClick={() => setCurrent(i)}>
                <MediaImage src={src} alt="" width={96} height={120} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
