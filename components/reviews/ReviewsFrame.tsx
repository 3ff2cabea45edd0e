/**
 * The Customer Reviews section element. The page renders it around the lazily hydrated ReviewsSection so that the
 * reviews stylesheet is linked in the static HTML from the start (a stylesheet used only by a chunk loaded later
 * would leave the pre-rendered reviews unstyled until then).
 */
import type { ReactNode } from 'react'
import styles from './Reviews.module.css'

export const REVIEWS_SECTION_ID = 'reviews'
export const REVIEWS_TITLE_ID = 'reviews-title'

export function ReviewsFrame({ children }: { children: ReactNode }) {
  return (
    <section id={REVIEWS_SECTION_ID} className={styles.section} aria-labelledby={REVIEWS_TITLE_ID}>
      {children}
    </section>
  )
}
