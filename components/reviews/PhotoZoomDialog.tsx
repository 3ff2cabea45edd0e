/** A review photo enlarged in the shared Dialog, with previous/next through that review's photos. Loaded when opened. */
import { useState } from 'react'
import { wrapIndex } from '../../data/catalogue/display'
import { authorName, type ReviewModel } from '../../data/reviews/rules'
import { Dialog } from '../ui/Dialog'
import { ChevronLeft, ChevronRight } from '../ui/Icons'
import { MediaImage } from '../ui/MediaImage'
import styles from './Reviews.module.css'

export default function PhotoZoomDialog({ review, index, onClose }: { review: ReviewModel; index: number; onClose: () => void }) {
  const [current, setCurrent] = useState(index)
  const count = review.images.length
  const go = (delta: number) => setCurrent((i) => wrapIndex(i + delta, count))
  const title = `Photo ${current + 1} of ${count} from ${authorName(review)}`
  return (
    <Dialog title={title} onClose={onClose} wide>
      <div
        className={styles.zoom}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') go(-1)
          if (e.key === 'ArrowRight') go(1)
        }}
      >
        <MediaImage src={review.images[current]} alt={title} loading="eager" width={1280} height={1280} />
        {count > 1 ? (
          <div className={styles.zoomNav}>
            <button type="button" className="btn btn-outline" onClick={() => go(-1)} aria-label="Previous photo">
              <ChevronLeft size={18} />
            </button>
            <button type="button" className="btn btn-outline" onClick={() => go(1)} aria-label="Next photo">
              <ChevronRight size={18} />
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  )
}
