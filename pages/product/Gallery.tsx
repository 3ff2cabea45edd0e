/**
 * Product gallery: pictures and videos (mp4, webm, ogg by extension; spec 000 §2) in one list, the current one large
 * with previous/next, thumbnails as buttons, arrow keys, and swipe on touch screens. A video plays inline, muted,
 * with controls, loading only its metadata until played; a picture or video that fails shows the placeholder.
 * The player's code loads when a video is first shown (its poster stands in meanwhile, and in the static HTML).
 * The parent remounts it (key) when the variant changes, which returns it to the first item (spec 000 §4).
 */
import { lazy, Suspense, useRef, useState } from 'react'
import { wrapIndex } from '../../data/catalogue/display'
import { isVideo, picturesOf } from '../../data/catalogue/media'
import { ChevronLeft, ChevronRight } from '../../components/ui/Icons'
import { MediaImage } from '../../components/ui/MediaImage'
import styles from './Product.module.css'

const GalleryVideo = lazy(() => import('./GalleryVideo'))

export function Gallery({ media, name }: { media: string[]; name: string }) {
  const [current, setCurrent] = useState(0)
  const touchX = useRef<number | null>(null)
  const count = Math.max(media.length, 1)
  const poster = picturesOf(media)[0] ?? null
  const go = (delta: number) => setCurrent((i) => wrapIndex(i + delta, count))
  const src = media[current]
  const label = (i: number) => `${name}, ${isVideo(media[i]) ? 'video' : 'image'} ${i + 1} of ${count}`
  return (
    <section
      className={styles.gallery}
      aria-label={`${name} images`}
      onKeyDown={(e) => {
        if (e.target instanceof HTMLVideoElement) return
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
        {isVideo(src) ? (
          <Suspense fallback={<MediaImage src={poster} alt={label(current)} loading="eager" width={800} height={1000} />}>
            <GalleryVideo key={src} src={src!} poster={poster} label={label(current)} />
          </Suspense>
        ) : (
          <MediaImage src={src} alt={label(current)} loading="eager" width={800} height={1000} />
        )}
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
          {media.map((item, i) => (
            <li key={item}>
              <button type="button" aria-label={`Show ${isVideo(item) ? 'video' : 'image'} ${i + 1}`} aria-current={i === current} onClick={() => setCurrent(i)}>
                <MediaImage src={isVideo(item) ? poster : item} alt="" width={96} height={120} />
                {isVideo(item) ? <span className={styles.play} aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
