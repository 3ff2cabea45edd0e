/**
 * The reviews of the product being viewed (spec 000 §2 Reviews section, §7): the live list and summary loaded after
 * hydration, and writing a review. The static page carries the first page of approved reviews; this store takes
 * over once the live answers are in. One product at a time: a client navigation to another product starts over.
 */
import { proxy } from 'valtio'
import { api } from '../data/contract/client'
import { livePaths, unwrap } from '../data/contract/calls'
import { toRatingSummary, toReviewModel, toReviewModels } from '../data/reviews/records'
import type { RatingSummary, ReviewModel } from '../data/reviews/rules'

export type ReviewsStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export const reviewsStore = proxy<{
  productId: string | null
  status: ReviewsStatus
  /** Every review the API showed this viewer for the product (approved, and their own pending ones). */
  reviews: ReviewModel[]
  /** The API's summary of approved reviews, when it answered. */
  summary: Partial<RatingSummary> | null
  /** Product ids this tab wrote a review for. */
  submitted: string[]
}>({ productId: null, status: 'idle', reviews: [], summary: null, submitted: [] })

let loading: { productId: string; promise: Promise<void> } | null = null

/** Loads a product's reviews and summary; concurrent calls for the same product share one request pair. */
export function loadProductReviews(productId: string): Promise<void> {
  if (loading?.productId === productId) return loading.promise
  if (reviewsStore.productId !== productId) Object.assign(reviewsStore, { productId, status: 'idle', reviews: [], summary: null })
  reviewsStore.status = 'loading'
  const promise = Promise.allSettled([api.get(livePaths.productReviews(productId)), api.get(livePaths.reviewSummary(productId))]).then(([list, summary]) => {
    if (loading?.productId === productId) loading = null
    if (reviewsStore.productId !== productId) return
    if (list.status === 'fulfilled') {
      try {
        // The product filter is the storefront's own (spec 000 §7), whatever the backend did with the query.
        reviewsStore.reviews = toReviewModels(unwrap.list(list.value)).filter((r) => r.productId === productId)
        reviewsStore.status = 'loaded'
      } catch (error) {
        failed(error)
      }
    } else failed(list.reason)
    // Logged only (spec 000 §8): the summary is then computed from the list.
    if (summary.status === 'fulfilled') reviewsStore.summary = toRatingSummary(summary.value)
    else console.warn('Average rating failed', summary.reason)
  })
  loading = { productId, promise }
  return promise
}

function failed(error: unknown): void {
  // Logged only (spec 000 §8): the reviews of the static page stay on screen.
  console.warn('Failed to fetch reviews:', error)
  reviewsStore.status = 'failed'
}

export interface ReviewDraft {
  productId: string
  userId: string
  text: string
  rating: number
  /** Data URLs of the scaled pictures. */
  images: string[]
}

/** Posts a review (spec 000 §7); the new, pending review joins the list at once. Throws ApiError on failure. */
export async function submitReview(draft: ReviewDraft): Promise<ReviewModel | null> {
  const body = { product_id: draft.productId, user_id: draft.userId, review: draft.text, rating: draft.rating, review_image: draft.images }
  const answer = await api.post(livePaths.reviews, body)
  let review: ReviewModel | null = null
  try {
    review = toReviewModel(unwrap.one(answer))
  } catch {
    // A backend that answers without the record: the reload below brings it.
  }
  if (!reviewsStore.submitted.includes(draft.productId)) reviewsStore.submitted.push(draft.productId)
  if (review && reviewsStore.productId === draft.productId && !reviewsStore.reviews.some((r) => r.id === review.id)) reviewsStore.reviews = [review, ...reviewsStore.reviews]
  // The spec's "review-submitted event": the list is read again, so it shows what the server now holds.
  void loadProductReviews(draft.productId)
  return review
}
