/**
 * The product page's reviews (spec 000 §2 Reviews section, §4, §5, §9): who sees which review, the five sorts, the
 * average and the star distribution, paging and the date format. Pure rules on a small review model, used alike by
 * the build (the first page in the static HTML) and the browser (the live list).
 */
import { longDateInIndia } from '../content/dates'
import { pageCount, pageSlice } from '../catalogue/paging'

export { formatAverage, formatRating } from './ratingText'

/** Reviews per page of the list (spec 000 §9 names a page-size constant without its value). */
export const REVIEWS_PAGE_SIZE = 5
/** At most 3 pictures a review (spec 000 §2, §9). */
export const MAX_REVIEW_IMAGES = 3
/** A new review's rating until the shopper picks another (spec 000 §4, §5). */
export const DEFAULT_REVIEW_RATING = 5
export const RATING_VALUES = [5, 4, 3, 2, 1] as const

/** The write-review form's messages (spec 000 §5, §8). */
export const REVIEW_FILL_ALL_FIELDS = 'Please fill all fields.'
export const REVIEW_LOGIN_REQUIRED = 'Login required to submit review.'
export const REVIEW_FAILED = 'Review submission failed.'

/**
 * What stops a review from being sent, or null: a shopper must be signed in, and both the rating and some text
 * must be there (a rating alone says nothing to the next shopper).
 */
export function reviewFormProblem(draft: { userId: string | null; text: string; rating: number | null }): string | null {
  if (!draft.userId) return REVIEW_LOGIN_REQUIRED
  if (!draft.text.trim() || !RATING_VALUES.some((value) => value === draft.rating)) return REVIEW_FILL_ALL_FIELDS
  return null
}

/** What a refused submission says: a session that has ended (401) needs a sign-in, anything else failed. */
export function reviewFailureText(status: number | undefined): string {
  return status === 401 ? REVIEW_LOGIN_REQUIRED : REVIEW_FAILED
}

/** A review as the page shows it: the API's record trimmed to what is displayed. */
export interface ReviewModel {
  id: string
  productId: string
  authorId: string
  author: string
  rating: number
  text: string
  images: string[]
  approved: boolean
  /** ISO date. */
  createdAt: string
}

/** The name a review is shown under: its author's, or a neutral stand-in when the account has none. */
export function authorName(review: Pick<ReviewModel, 'author'>): string {
  return review.author.trim() || 'A Vitrine shopper'
}

export const REVIEW_SORTS = [
  { key: 'mostRecent', label: 'Most recent' },
  { key: 'highestRating', label: 'Highest rating' },
  { key: 'lowestRating', label: 'Lowest rating' },
  { key: 'onlyPictures', label: 'Only pictures' },
  { key: 'picturesFirst', label: 'Pictures first' },
] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]['key']
export const DEFAULT_REVIEW_SORT: ReviewSort = 'mostRecent'

export function isReviewSort(value: unknown): value is ReviewSort {
  return REVIEW_SORTS.some((s) => s.key === value)
}

/**
 * The reviews a viewer sees for a product: approved ones, plus the viewer's own even while they wait for approval
 * (spec 000 §5, §6). Filters by product too, so a backend that answers every product's reviews still works.
 */
export function visibleReviews(reviews: readonly ReviewModel[], productId: string, viewerId: string | null): ReviewModel[] {
  return reviews.filter((r) => r.productId === productId && (r.approved || (viewerId !== null && r.authorId === viewerId)))
}

const time = (r: ReviewModel) => {
  const t = Date.parse(r.createdAt)
  return Number.isNaN(t) ? 0 : t
}
const newestFirst = (a: ReviewModel, b: ReviewModel) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
const hasPictures = (r: ReviewModel) => r.images.length > 0

/** The list in a sort's order; ties (same rating, pictures or none) fall back to most recent first. */
export function sortReviews(reviews: readonly ReviewModel[], sort: ReviewSort): ReviewModel[] {
  const list = sort === 'onlyPictures' ? reviews.filter(hasPictures) : [...reviews]
  switch (sort) {
    case 'highestRating':
      return list.sort((a, b) => b.rating - a.rating || newestFirst(a, b))
    case 'lowestRating':
      return list.sort((a, b) => a.rating - b.rating || newestFirst(a, b))
    case 'picturesFirst':
      return list.sort((a, b) => Number(hasPictures(b)) - Number(hasPictures(a)) || newestFirst(a, b))
    default:
      return list.sort(newestFirst)
  }
}

export interface RatingSummary {
  /** Mean of approved ratings, or null without any. */
  average: number | null
  count: number
  /** How many approved reviews gave each star value, 5 first. */
  distribution: Array<{ stars: number; count: number }>
}

/** The average and distribution of approved reviews only (spec 000 §5: the page's average ignores pending ones). */
export function ratingSummary(reviews: readonly ReviewModel[]): RatingSummary {
  const approved = reviews.filter((r) => r.approved)
  const counts = new Map<number, number>()
  for (const r of approved) counts.set(Math.round(r.rating), (counts.get(Math.round(r.rating)) ?? 0) + 1)
  const total = approved.reduce((sum, r) => sum + r.rating, 0)
  return {
    average: approved.length ? total / approved.length : null,
    count: approved.length,
    distribution: RATING_VALUES.map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
  }
}

/** The snapshot's summary of a product (average, count, per-star counts 5 first) as the section shows it. */
export function summaryFromSnapshot(rating: { average: number; count: number; stars?: readonly number[] } | null): RatingSummary {
  return {
    average: rating && rating.count > 0 ? rating.average : null,
    count: rating?.count ?? 0,
    distribution: RATING_VALUES.map((stars, i) => ({ stars, count: rating?.stars?.[i] ?? 0 })),
  }
}

/**
 * The live summary: the API's figures where it gave them (spec 000 §7: `data[0].average_rating`), the rest counted
 * from the approved reviews of the live list.
 */
export function liveSummary(reviews: readonly ReviewModel[], fromApi: Partial<RatingSummary> | null): RatingSummary {
  const counted = ratingSummary(reviews)
  return {
    average: fromApi?.average !== undefined ? fromApi.average : counted.average,
    count: fromApi?.count ?? counted.count,
    distribution: fromApi?.distribution ?? counted.distribution,
  }
}

/** A distribution from per-star counts keyed '1'..'5' (the reference API's summary), 5 first. */
export function distributionOf(counts: Partial<Record<string, number>>): RatingSummary['distribution'] {
  return RATING_VALUES.map((stars) => {
    const n = counts[String(stars)]
    return { stars, count: typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0 }
  })
}

/** A bar's share of the approved reviews, 0–100, whole percent. */
export function barPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}

/** One page of a sorted list, with the page clamped into range. */
export function reviewsPage(reviews: readonly ReviewModel[], page: number, size = REVIEWS_PAGE_SIZE): { items: ReviewModel[]; page: number; count: number } {
  const count = pageCount(reviews.length, size)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count)
  return { items: pageSlice(reviews, current, size), page: current, count }
}

/**
 * Review dates in en-IN ("3 November 2026", spec 000 §2). Fixed to India's time zone, so the static HTML (built on
 * a UTC machine) and the page hydrating in any browser agree on the day.
 */
export function formatReviewDate(iso: string): string {
  return longDateInIndia(iso)
}

/** The first page the static HTML shows: approved reviews, most recent first. */
export function firstPageOfApproved(reviews: readonly ReviewModel[], size = REVIEWS_PAGE_SIZE): ReviewModel[] {
  return sortReviews(
    reviews.filter((r) => r.approved),
    DEFAULT_REVIEW_SORT,
  ).slice(0, size)
}
