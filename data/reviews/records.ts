/**
 * From the API's review records (spec 000 §3 Review) to the page's review model, checked field by field rather than
 * with the contract's zod schema, because the browser runs this on every product page. A malformed record is
 * dropped, never shown half-read.
 */
import { distributionOf, type RatingSummary, type ReviewModel } from './rules'

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** The product or user a review names: an object with `_id` (spec), or a bare id. */
const refId = (value: unknown): string | null => (isText(value) ? value : isObject(value) && isText(value._id) ? value._id : null)

export function toReviewModel(record: unknown): ReviewModel | null {
  if (!isObject(record) || !isText(record._id)) return null
  const productId = refId(record.product_id)
  const authorId = refId(record.user_id)
  const rating = record.rating
  const createdAt = record.createdAt
  if (!productId || !authorId || typeof rating !== 'number' || rating < 1 || rating > 5 || !isText(createdAt) || Number.isNaN(Date.parse(createdAt))) return null
  const user = record.user_id
  return {
    id: record._id,
    productId,
    authorId,
    author: isObject(user) && typeof user.name === 'string' ? user.name : '',
    rating,
    text: typeof record.review === 'string' ? record.review : '',
    images: Array.isArray(record.review_image) ? record.review_image.filter(isText) : [],
    approved: record.is_approved === true,
    createdAt,
  }
}

export function toReviewModels(records: readonly unknown[]): ReviewModel[] {
  return records.flatMap((r) => toReviewModel(r) ?? [])
}

/**
 * GET /api/reviews/product/{id}: `data[0].average_rating` (spec 000 §7); the count and per-star distribution are the
 * reference API's additions, used when present. Null when the answer has no usable average.
 */
export function toRatingSummary(body: unknown): Partial<RatingSummary> | null {
  const first = isObject(body) && Array.isArray(body.data) ? body.data[0] : undefined
  if (!isObject(first)) return null
  const average = first.average_rating
  const summary: Partial<RatingSummary> = {}
  if (typeof average === 'number' && Number.isFinite(average)) summary.average = average
  else if (average === null) summary.average = null
  else return null
  if (typeof first.total_reviews === 'number' && Number.isInteger(first.total_reviews)) summary.count = first.total_reviews
  if (isObject(first.distribution)) summary.distribution = distributionOf(first.distribution as Record<string, number>)
  return summary
}
