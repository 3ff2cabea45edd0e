/** One review in the list: stars, author, en-IN date, a Pending mark on the shopper's own unapproved review, text, photos. */
import { authorName, formatReviewDate, type ReviewModel } from '../../data/reviews/rules'
import { MediaImage } from '../ui/MediaImage'
import { Stars } from './Stars'
import styles from './Reviews.module.css'

interface Props {
  review: ReviewModel
  onZoom: (review: ReviewModel, index: number) => void
}

export function ReviewItem({ review, onZoom }: Props) {
  const name = authorName(review)
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <Stars value={review.rating} label={`Rated ${review.rating} out of 5`} />
        {!review.approved ? <span className={styles.pending}>Pending approval</span> : null}
      </div>
      {review.text ? <p className={styles.reviewText}>{review.text}</p> : null}
      {review.images.length > 0 ? (
        <ul className={styles.reviewPhotos} aria-label={`Photos from ${name}`}>
          {review.images.map((src, i) => (
            <li key={src + i}>
              <button type="button" onClick={() => onZoom(review, i)} aria-label={`Zoom photo ${i + 1} of ${review.images.length} from ${name}`} aria-haspopup="dialog">
                <MediaImage src={src} alt="" width={88} height={88} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.reviewMeta}>
        <span className={styles.author}>{name}</span>
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
      </p>
    </li>
  )
}
