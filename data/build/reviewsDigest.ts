/**
 * The reviews digest: what a snapshot keeps of the reviews answer (every product's rating, and the first page of its
 * approved reviews), the last two members of the snapshot file and the third line of the record cache beside it
 * (scripts/steps/recordCache.ts writes it). Most of it is reviews, tens of megabytes at 100,000 products, of which a
 * build or a render thread reads a few pages' worth: it is read back on demand. Server-side only (Buffer).
 */
import type { ProductRating } from './snapshot'
import type { ReviewModel } from '../reviews/rules'

export interface ReviewsDigest {
  ratings: Record<string, ProductRating>
  reviews: Record<string, ReviewModel[]>
}

/**
 * Where the parts of the reviews digest lie in its line: the ratings object, and each product's list of reviews (in
 * the digest's key order). A build reads every rating (the cards show them) but the reviews of only the product
 * pages it renders, so the reviews are parsed product by product, on demand (reviewsOnDemand).
 */
export interface DigestLayout {
  /**
   * The reviews answer the digest was made from (the header's reviewsSha1): a build by older code keeps header fields it
   * does not know as they are, and a layout it kept past a new digest then no longer matches.
   */
  reviewsSha1: string
  ratings: [start: number, end: number]
  ids: string[]
  /** 2 numbers a product. */
  ranges: number[]
}

/**
 * The digest read back: its ratings parsed, its reviews an object that parses a product's list the first time it is
 * read (and keeps it). It answers `in`, `Object.keys` and `JSON.stringify` as the plain object would. `bytes`: the
 * digest, or a reader of its bytes `[start, end)` (a render thread reads them from the snapshot file rather than hold
 * tens of megabytes for a few pages' reviews).
 */
export function reviewsOnDemand(bytes: Buffer | ((start: number, end: number) => Buffer), layout: DigestLayout): ReviewsDigest {
  const read = typeof bytes === 'function' ? bytes : (start: number, end: number) => bytes.subarray(start, end)
  const ratings = JSON.parse(read(layout.ratings[0], layout.ratings[1]).toString('utf8')) as ReviewsDigest['ratings']
  return { ratings, reviews: reviewsListOnDemand(read, layout) }
}

/** The digest's reviews alone, each product's list parsed the first time it is read (see reviewsOnDemand). */
export function reviewsListOnDemand(read: (start: number, end: number) => Buffer, layout: DigestLayout): ReviewsDigest['reviews'] {
  const at = new Map(layout.ids.map((id, i) => [id, i]))
  const parsed = new Map<string, ReviewModel[]>()
  const list = (id: string) => {
    let reviews = parsed.get(id)
    if (!reviews) {
      const i = at.get(id)!
      reviews = JSON.parse(read(layout.ranges[2 * i]!, layout.ranges[2 * i + 1]!).toString('utf8')) as ReviewModel[]
      parsed.set(id, reviews)
    }
    return reviews
  }
  const known = (key: string | symbol): key is string => typeof key === 'string' && at.has(key)
  return new Proxy({} as Record<string, ReviewModel[]>, {
    get: (target, key, receiver) => (known(key) ? list(key) : Reflect.get(target, key, receiver)),
    has: (target, key) => known(key) || Reflect.has(target, key),
    ownKeys: () => [...layout.ids],
    getOwnPropertyDescriptor: (_, key) => (known(key) ? { value: list(key), writable: true, enumerable: true, configurable: true } : undefined),
  })
}

/** A digest's bytes as the record cache's third line holds them (the snapshot file ends with them), and its layout. */
export interface WrittenDigest {
  bytes: Buffer
  layout: DigestLayout
}

/** A layout made for this digest, `length` bytes long (anything else and the digest is parsed whole). */
export function layoutFits(layout: DigestLayout | null | undefined, reviewsSha1: string, length: number): layout is DigestLayout {
  if (!layout || layout.reviewsSha1 !== reviewsSha1 || !Array.isArray(layout.ids) || !Array.isArray(layout.ranges) || !Array.isArray(layout.ratings)) return false
  return layout.ranges.length === 2 * layout.ids.length && [...layout.ratings, ...layout.ranges].every((offset) => Number.isInteger(offset) && offset >= 0 && offset <= length)
}
