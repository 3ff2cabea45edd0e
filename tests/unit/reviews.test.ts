import { describe, expect, it } from 'vitest'
import { parseDataUrl, scaledSize, sniffImageType } from '../../data/reviews/images'
import { toRatingSummary, toReviewModel, toReviewModels } from '../../data/reviews/records'
import {
  authorName, barPercent, liveSummary, summaryFromSnapshot, DEFAULT_REVIEW_SORT, distributionOf, firstPageOfApproved, formatAverage, formatRating, formatReviewDate, isReviewSort,
  ratingSummary, reviewFailureText, reviewFormProblem, REVIEW_SORTS, REVIEWS_PAGE_SIZE, reviewsPage, sortReviews, visibleReviews, type ReviewModel,
} from '../../data/reviews/rules'

let n = 0
function review(fields: Partial<ReviewModel> = {}): ReviewModel {
  n++
  return {
    id: `r${String(n).padStart(3, '0')}`,
    productId: 'p1',
    authorId: `u${n}`,
    author: `Shopper ${n}`,
    rating: 5,
    text: 'Lovely',
    images: [],
    approved: true,
    createdAt: new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString(),
    ...fields,
  }
}

describe('who sees which review (spec 000 §5, §6)', () => {
  const mine = review({ authorId: 'me', approved: false })
  const theirsPending = review({ authorId: 'someone', approved: false })
  const approved = review()
  const otherProduct = review({ productId: 'p2' })
  const all = [mine, theirsPending, approved, otherProduct]

  it('shows a visitor the approved reviews of this product only', () => {
    expect(visibleReviews(all, 'p1', null)).toEqual([approved])
  })

  it("shows a shopper their own pending review too, never someone else's", () => {
    expect(visibleReviews(all, 'p1', 'me')).toEqual([mine, approved])
    expect(visibleReviews(all, 'p1', 'someone-else')).toEqual([approved])
  })
})

describe('the five sorts (spec 000 §4)', () => {
  const old5 = review({ rating: 5, createdAt: '2026-01-01T00:00:00.000Z' })
  const new5 = review({ rating: 5, createdAt: '2026-03-01T00:00:00.000Z' })
  const pic2 = review({ rating: 2, images: ['/media/reviews/a.jpg'], createdAt: '2026-02-01T00:00:00.000Z' })
  const pic4 = review({ rating: 4, images: ['/media/reviews/b.jpg'], createdAt: '2025-12-01T00:00:00.000Z' })
  const one = review({ rating: 1, createdAt: '2026-02-15T00:00:00.000Z' })
  const list = [old5, pic2, new5, one, pic4]
  const ids = (reviews: ReviewModel[]) => reviews.map((r) => r.id)

  it('has mostRecent as the default and names the five keys', () => {
    expect(DEFAULT_REVIEW_SORT).toBe('mostRecent')
    expect(REVIEW_SORTS.map((s) => s.key)).toEqual(['mostRecent', 'highestRating', 'lowestRating', 'onlyPictures', 'picturesFirst'])
    expect(isReviewSort('picturesFirst')).toBe(true)
    expect(isReviewSort('cheapest')).toBe(false)
  })

  it('orders most recent first', () => {
    expect(ids(sortReviews(list, 'mostRecent'))).toEqual(ids([new5, one, pic2, old5, pic4]))
  })

  it('orders by rating, newest first among equals', () => {
    expect(ids(sortReviews(list, 'highestRating'))).toEqual(ids([new5, old5, pic4, pic2, one]))
    expect(ids(sortReviews(list, 'lowestRating'))).toEqual(ids([one, pic2, pic4, new5, old5]))
  })

  it('keeps only reviews with pictures, or puts them first', () => {
    expect(ids(sortReviews(list, 'onlyPictures'))).toEqual(ids([pic2, pic4]))
    expect(ids(sortReviews(list, 'picturesFirst'))).toEqual(ids([pic2, pic4, new5, one, old5]))
  })

  it('never changes the list it is given', () => {
    const copy = [...list]
    sortReviews(list, 'highestRating')
    expect(list).toEqual(copy)
  })
})

describe('average and distribution: approved reviews only (spec 000 §5, §9)', () => {
  const list = [review({ rating: 5 }), review({ rating: 4 }), review({ rating: 4 }), review({ rating: 2 }), review({ rating: 1, approved: false })]

  it('averages approved ratings and counts them per star, 5 first', () => {
    const summary = ratingSummary(list)
    expect(summary.average).toBe(15 / 4)
    expect(summary.count).toBe(4)
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ])
  })

  it('has no average without approved reviews', () => {
    expect(ratingSummary([review({ approved: false })])).toMatchObject({ average: null, count: 0 })
  })

  it('formats 2 decimals in the section and 1 near the title', () => {
    expect(formatAverage(3.75)).toBe('3.75')
    expect(formatAverage(4)).toBe('4.00')
    expect(formatAverage(null)).toBe('0.00')
    expect(formatRating(4.26)).toBe('4.3')
  })

  it("starts from the snapshot's summary and takes the API's figures over the counted ones", () => {
    expect(summaryFromSnapshot({ average: 4.25, count: 4, stars: [2, 1, 1, 0, 0] })).toEqual({
      average: 4.25,
      count: 4,
      distribution: distributionOf({ '5': 2, '4': 1, '3': 1 }),
    })
    expect(summaryFromSnapshot(null)).toMatchObject({ average: null, count: 0 })
    expect(liveSummary(list, null)).toEqual(ratingSummary(list))
    expect(liveSummary(list, { average: 3.9 })).toEqual({ ...ratingSummary(list), average: 3.9 })
    expect(liveSummary(list, { average: null, count: 0, distribution: distributionOf({}) })).toEqual({ average: null, count: 0, distribution: distributionOf({}) })
  })

  it('reads the per-star counts of the API summary and sizes the bars', () => {
    expect(distributionOf({ '5': 3, '4': 1, '1': -2, '2': Number.NaN })).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ])
    expect(barPercent(1, 3)).toBe(33)
    expect(barPercent(0, 0)).toBe(0)
  })
})

describe('paging and dates', () => {
  const list = Array.from({ length: 12 }, () => review())

  it('pages by the named page size and clamps the page', () => {
    expect(REVIEWS_PAGE_SIZE).toBe(5)
    expect(reviewsPage(list, 1).items).toEqual(list.slice(0, 5))
    expect(reviewsPage(list, 3)).toEqual({ items: list.slice(10), page: 3, count: 3 })
    expect(reviewsPage(list, 9).page).toBe(3)
    expect(reviewsPage([], 2)).toEqual({ items: [], page: 1, count: 1 })
  })

  it('writes dates in en-IN, on the Indian calendar day whatever the machine', () => {
    expect(formatReviewDate('2026-11-03T10:00:00.000Z')).toBe('3 November 2026')
    // 20:00 UTC is already the next day in India.
    expect(formatReviewDate('2026-11-03T20:00:00.000Z')).toBe('4 November 2026')
    expect(formatReviewDate('not a date')).toBe('')
  })

  it('puts the most recent approved reviews on the static first page', () => {
    const withPending = [...list, review({ approved: false, createdAt: '2030-01-01T00:00:00.000Z' })]
    const first = firstPageOfApproved(withPending)
    expect(first).toHaveLength(REVIEWS_PAGE_SIZE)
    expect(first.every((r) => r.approved)).toBe(true)
    expect(first[0]!.id).toBe(list[11]!.id)
  })

  it("names a review's author, or a neutral stand-in", () => {
    expect(authorName({ author: 'Meera' })).toBe('Meera')
    expect(authorName({ author: '  ' })).toBe('A Vitrine shopper')
  })
})

describe("the API's review records", () => {
  const record = {
    _id: 'r1',
    product_id: { _id: 'p1', product_name: 'Kurta' },
    user_id: { _id: 'u1', name: 'Meera' },
    review: 'Soft',
    rating: 4,
    review_image: ['/media/reviews/a.jpg', 7],
    is_approved: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  }

  it('become review models, dropping what is malformed', () => {
    expect(toReviewModel(record)).toEqual({ id: 'r1', productId: 'p1', authorId: 'u1', author: 'Meera', rating: 4, text: 'Soft', images: ['/media/reviews/a.jpg'], approved: false, createdAt: record.createdAt })
    expect(toReviewModel({ ...record, product_id: 'p9' })?.productId).toBe('p9')
    expect(toReviewModels([record, { ...record, rating: 9 }, { ...record, createdAt: 'soon' }, null, { ...record, user_id: {} }])).toHaveLength(1)
  })

  it('give the summary: data[0].average_rating, with the reference API count and distribution when sent', () => {
    expect(toRatingSummary({ data: [{ average_rating: 4.25, total_reviews: 4, distribution: { '5': 2, '4': 1, '3': 1 } }] })).toEqual({
      average: 4.25,
      count: 4,
      distribution: distributionOf({ '5': 2, '4': 1, '3': 1 }),
    })
    expect(toRatingSummary({ data: [{ average_rating: null }] })).toEqual({ average: null })
    expect(toRatingSummary({ data: [] })).toBeNull()
    expect(toRatingSummary({ data: [{ average_rating: '4' }] })).toBeNull()
  })
})

describe('review pictures', () => {
  it('are scaled so the longest side is at most 1280 px, never enlarged', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1280, height: 960 })
    expect(scaledSize(1000, 5000)).toEqual({ width: 256, height: 1280 })
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 })
    expect(scaledSize(0, 480)).toEqual({ width: 0, height: 0 })
  })

  it('are recognised by their bytes', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
  })

  it('arrive as base64 data URLs', () => {
    expect(parseDataUrl('data:image/PNG;base64,iVBORw0KGgo=')).toEqual({ declared: 'image/png', base64: 'iVBORw0KGgo=' })
    expect(parseDataUrl('data:image/png,rawtext')).toBeNull()
    expect(parseDataUrl('https://example.com/a.png')).toBeNull()
  })
})

describe('the write-review form (spec 000 §5, §8)', () => {
  it('needs a signed-in shopper, then a rating and some text', () => {
    expect(reviewFormProblem({ userId: null, text: 'Lovely', rating: 5 })).toBe('Login required to submit review.')
    expect(reviewFormProblem({ userId: 'u1', text: '', rating: 5 })).toBe('Please fill all fields.')
    expect(reviewFormProblem({ userId: 'u1', text: '  \n ', rating: 4 })).toBe('Please fill all fields.')
    expect(reviewFormProblem({ userId: 'u1', text: 'Lovely', rating: null })).toBe('Please fill all fields.')
    expect(reviewFormProblem({ userId: 'u1', text: 'Lovely', rating: 0 })).toBe('Please fill all fields.')
    expect(reviewFormProblem({ userId: 'u1', text: 'Lovely', rating: 1 })).toBeNull()
  })
  it('says a refusal for want of a session needs a sign-in, and any other failed', () => {
    expect(reviewFailureText(401)).toBe('Login required to submit review.')
    expect(reviewFailureText(500)).toBe('Review submission failed.')
    expect(reviewFailureText(0)).toBe('Review submission failed.')
    expect(reviewFailureText(undefined)).toBe('Review submission failed.')
  })
})
