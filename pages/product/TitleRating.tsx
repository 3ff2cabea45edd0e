/** The rating near the title (spec 000 §9: 1 decimal), with the count, from the snapshot; links to the reviews. */
import type { ProductRating } from '../../data/build/snapshot'
import { REVIEWS_SECTION_ID } from '../../components/reviews/ReviewsFrame'
import { formatRating } from '../../data/reviews/ratingText'
import styles from './Product.module.css'

export function TitleRating({ rating }: { rating: ProductRating | null }) {
  if (!rating || rating.count <= 0) return null
  const count = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
  return (
    <a href={`#${REVIEWS_SECTION_ID}`} className={styles.titleRating}>
      <span className={styles.titleRatingValue}>
        {formatRating(rating.average)} <span aria-hidden="true">★</span>
      </span>
      <span className="visually-hidden"> out of 5, </span>
      <span className={styles.titleRatingCount}>{count}</span>
    </a>
  )
}
