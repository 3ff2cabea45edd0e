/**
 * Customer Reviews on the product page (spec 000 §2, §4, §5, §9): the average (2 decimals, approved reviews only),
 * star distribution bars, the five sorts, a paged list with en-IN dates, the photo zoom overlay and the write-review
 * modal. The static HTML shows the snapshot's first page of approved reviews; after hydration the live list and
 * summary take over, with the shopper's own pending review marked. Overlay and modal load when first opened.
 *
 * It renders the inside of the section; the page wraps it in ReviewsFrame (see there why).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ProductRating } from '../../data/build/snapshot'
import { pageCount } from '../../data/catalogue/paging'
import {
  barPercent, DEFAULT_REVIEW_SORT, formatAverage, isReviewSort, liveSummary, REVIEW_SORTS, REVIEWS_PAGE_SIZE, reviewsPage, sortReviews, summaryFromSnapshot,
  visibleReviews, type ReviewModel, type ReviewSort,
} from '../../data/reviews/rules'
import { loadProductReviews, reviewsStore } from '../../state/reviews'
import { restoreSession, sessionStore } from '../../state/session'
import { PagingBar } from '../ui/PagingBar'
import { useHydrated } from '../ui/useHydrated'
import { ReviewItem } from './ReviewItem'
import { REVIEWS_SECTION_ID, REVIEWS_TITLE_ID } from './ReviewsFrame'
import { Stars } from './Stars'
import styles from './Reviews.module.css'

const WriteReviewDialog = lazy(() => import('./WriteReviewDialog'))
const PhotoZoomDialog = lazy(() => import('./PhotoZoomDialog'))

interface Props {
  productId: string
  productName: string
  /** The snapshot's first page of approved reviews and their summary (what the static HTML shows). */
  firstPage: ReviewModel[]
  rating: ProductRating | null
}

export function ReviewsSection({ productId, productName, firstPage, rating }: Props) {
  const live = useSnapshot(reviewsStore)
  const session = useSnapshot(sessionStore)
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT)
  const [page, setPage] = useState(1)
  const [writing, setWriting] = useState(false)
  const [zoom, setZoom] = useState<{ review: ReviewModel; index: number } | null>(null)
  const listTop = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setSort(DEFAULT_REVIEW_SORT)
    setPage(1)
    void loadProductReviews(productId)
  }, [productId])

  // The part hydrates against the static HTML, which knows no visitor and no live list (hydrateLater): both count
  // from the render after. Preact keeps a hydrated element's attributes as the HTML had them (a disabled button).
  const hydrated = useHydrated()
  const userId = hydrated ? (session.user?._id ?? null) : null
  const isLive = hydrated && live.productId === productId && live.status === 'loaded'
  const reviews = isLive ? visibleReviews(live.reviews as ReviewModel[], productId, userId) : firstPage
  const summary = isLive ? liveSummary(live.reviews as ReviewModel[], live.summary as ReviewsSummaryFromApi) : summaryFromSnapshot(rating)
  const sorted = sortReviews(reviews, sort)
  const shown = reviewsPage(sorted, page)
  // Until the live list is in, the static first page stands for a list of `summary.count` reviews; if it never
  // comes, the static page is all there is.
  const failed = hydrated && live.productId === productId && live.status === 'failed'
  const pages = isLive || failed ? shown.count : pageCount(sort === DEFAULT_REVIEW_SORT ? summary.count : sorted.length, REVIEWS_PAGE_SIZE)
  const reviewed = (hydrated && live.submitted.includes(productId)) || (isLive && userId !== null && reviews.some((r) => r.authorId === userId))

  // A shopper who signed in on this browser may press Write a Review before the session is read back (a second or
  // two of a product page's start): the form opens once it is, rather than the button being greyed out meanwhile.
  const openForm = async () => {
    if (await restoreSession()) setWriting(true)
  }

  const goTo = (next: number) => {
    setPage(next)
    const top = listTop.current
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    // One element at the root: Preact keeps a single node of a part whose code is still loading (hydrateLater).
    <div className="boxless">
      <h2 id={REVIEWS_TITLE_ID} className="section-title">
        Customer Reviews
      </h2>
      <div className={styles.layout}>
        <div className={styles.summary}>
          <p className={styles.average}>
            <span className={styles.averageValue}>{formatAverage(summary.average)}</span>
            <span className={styles.outOf}>out of 5</span>
          </p>
          <Stars value={summary.average ?? 0} label={`Average rating ${formatAverage(summary.average)} out of 5`} size="large" />
          <p className={styles.basedOn}>
            Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </p>
          <ul className={styles.bars} aria-label="Ratings by stars">
            {summary.distribution.map(({ stars, count }) => (
              <li key={stars}>
                <span aria-hidden="true">{stars} ★</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${barPercent(count, summary.count)}%` }} />
                </span>
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden">
                  {stars} {stars === 1 ? 'star' : 'stars'}: {count} {count === 1 ? 'review' : 'reviews'}
                </span>
              </li>
            ))}
          </ul>
          <WriteButton
            signedIn={userId !== null}
            known={hydrated && (session.status === 'signedIn' || session.status === 'signedOut')}
            restoring={hydrated && session.status === 'restoring'}
            reviewed={reviewed}
            onWrite={() => void openForm()}
          />
        </div>
        <div className={styles.list} ref={listTop}>
          <div className={styles.toolbar}>
            <label className={styles.sort}>
              <span>Sort by</span>
              <select
                className="select"
                value={sort}
                onChange={(e) => {
                  if (isReviewSort(e.target.value)) setSort(e.target.value)
                  // Any change of order starts again from the first page (spec 000 §4).
                  setPage(1)
                }}
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <p className={styles.pageNote} aria-live="polite">
              {sorted.length > 0 ? `Page ${Math.min(page, pages)} of ${pages}` : ''}
            </p>
          </div>
          {shown.items.length > 0 ? (
            <ol className={styles.reviews} aria-label="Reviews">
              {shown.items.map((review) => (
                <ReviewItem key={review.id} review={review} onZoom={(r, index) => setZoom({ review: r, index })} />
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>
              {hydrated && live.status === 'loading' && page > 1 ? 'Loading reviews…' : sort === 'onlyPictures' && reviews.length > 0 ? 'No reviews with pictures yet.' : 'No reviews yet. Be the first to review this product.'}
            </p>
          )}
          <PagingBar page={Math.min(page, pages)} count={pages} hrefFor={() => `#${REVIEWS_SECTION_ID}`} onPage={goTo} />
        </div>
      </div>
      {writing && session.user ? (
        <Suspense fallback={null}>
          <WriteReviewDialog productId={productId} productName={productName} userId={session.user._id} onClose={() => setWriting(false)} />
        </Suspense>
      ) : null}
      {zoom ? (
        <Suspense fallback={null}>
          <PhotoZoomDialog review={zoom.review} index={zoom.index} onClose={() => setZoom(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}

type ReviewsSummaryFromApi = Parameters<typeof liveSummary>[1]

/**
 * Write a Review; Login to Review (disabled) for visitors; Review Submitted (disabled) once written (spec 000 §4).
 * While a shopper's session is being read back (`restoring`: this browser was signed in) it is Write a Review.
 */
function WriteButton({ signedIn, known, restoring, reviewed, onWrite }: { signedIn: boolean; known: boolean; restoring: boolean; reviewed: boolean; onWrite: () => void }) {
  const text = reviewed ? 'Review Submitted' : known && !signedIn ? 'Login to Review' : 'Write a Review'
  return (
    // Once sent, aria-disabled: the form gives focus back to this button as it closes, and a disabled one would drop it.
    <button
      type="button"
      className={`btn ${styles.write}`}
      disabled={!reviewed && !restoring && (!known || !signedIn)}
      aria-disabled={reviewed || undefined}
      aria-haspopup="dialog"
      onClick={() => reviewed || onWrite()}
    >
      {text}
    </button>
  )
}
