/**
 * Demo reviews: most products have a few, mostly approved and mostly kind, some with photos (the product's own
 * gallery), and the demo shopper has some pending ones so that "your review awaits approval" has something to show.
 */
import type { Product } from '../../data/contract/schemas'
import { picturesOf } from '../../data/catalogue/media'
import { isVisible } from '../../data/catalogue/visibility'
import type { Random } from './random'
import type { DemoShopper } from './shoppers'

export interface DemoReview {
  _id: string
  productId: string
  userId: string
  review: string
  rating: number
  images: string[]
  approved: boolean
  createdAt: string
}

const TEXTS: Record<number, readonly string[]> = {
  5: ['Beautiful piece, exactly as pictured. The fabric feels premium.', 'Loved it! Got so many compliments at the family function.', 'Perfect fit and the colour is even richer in person.', 'Worth every rupee. Ordering another colour.'],
  4: ['Very nice quality, slightly longer than expected.', 'Good value for money. Delivery was quick.', 'Lovely colour, stitching could be neater in places.', 'Comfortable and looks elegant. Runs a little large.'],
  3: ['Decent, but the colour is a shade lighter than the photos.', 'Okay for the price. The fabric is thinner than I hoped.', 'Fits fine, nothing special.'],
  2: ['The size chart was off for me; had to exchange.', 'Colour faded a little after the first wash.'],
  1: ['Not what I expected, returned it.', 'Arrived with a loose thread and the print was smudged.'],
}
const DAY_MS = 86_400_000

/** Shoppers' photos are the product's own pictures (never its clip). */
function photosOf(product: Product): string[] {
  return picturesOf(product.product_variants[0]?.gallery_image ?? [product.main_image, product.image])
}

interface ReviewDraw {
  since: number
  epoch: Date
  random: Random
  newId: (createdAt: Date) => string
  photos: string[]
  photoChance: number
  /** 1: always approved, and no draw is made for it. */
  approvedChance: number
}

/** One reviewer's review of a product, some time between its launch and the epoch; the draws always in this order. */
function demoReview(product: Product, reviewer: DemoShopper, { since, epoch, random, newId, photos, photoChance, approvedChance }: ReviewDraw): DemoReview {
  const rating = random.weighted([5, 4, 3, 2, 1], [45, 30, 13, 7, 5])
  const createdAt = new Date(since + random.int(1, Math.max(1, Math.floor((epoch.getTime() - since) / 1000))) * 1000)
  return {
    _id: newId(createdAt),
    productId: product._id,
    userId: reviewer._id,
    review: random.pick(TEXTS[rating]!),
    rating,
    images: random.chance(photoChance) ? random.sample(photos, random.int(1, Math.min(3, photos.length))) : [],
    approved: approvedChance >= 1 || random.chance(approvedChance),
    createdAt: createdAt.toISOString(),
  }
}

export function generateReviews(products: Product[], shoppers: DemoShopper[], epoch: Date, random: Random, newId: (createdAt: Date) => string): DemoReview[] {
  const reviewers = shoppers.filter((s) => !s.canLogIn)
  const demo = shoppers.find((s) => s.canLogIn)
  const reviews: DemoReview[] = []
  const visible = products.filter(isVisible)
  for (const product of visible) {
    const count = random.weighted([0, 1, 2, 3, 4, 5], [3, 2, 2, 1.5, 1, 1])
    const since = Date.parse(product.created_at ?? epoch.toISOString())
    const photos = photosOf(product)
    for (const reviewer of random.sample(reviewers, count)) reviews.push(demoReview(product, reviewer, { since, epoch, random, newId, photos, photoChance: 0.25, approvedChance: 0.85 }))
  }
  if (demo) {
    for (const product of visible.slice(0, 3)) {
      const createdAt = new Date(epoch.getTime() - DAY_MS)
      reviews.push({ _id: newId(createdAt), productId: product._id, userId: demo._id, review: 'Waiting for approval: lovely colours!', rating: 5, images: [], approved: false, createdAt: createdAt.toISOString() })
    }
  }
  return reviews
}

/** Every this-many-th visible product is a favourite with a long review list, so the reviews section has pages. */
const POPULAR_EVERY = 40

/**
 * Extra approved reviews for a few favourite products (8 to 14 each, from reviewers who have not reviewed them yet,
 * some with photos): enough for the list to run to several pages. Made from their own random stream and after
 * everything else, so the rest of the demo data stays as it was.
 */
export function generatePopularReviews(
  products: Product[],
  shoppers: DemoShopper[],
  already: readonly DemoReview[],
  epoch: Date,
  random: Random,
  newId: (createdAt: Date) => string,
): DemoReview[] {
  const reviewers = shoppers.filter((s) => !s.canLogIn)
  const reviews: DemoReview[] = []
  products.filter(isVisible).forEach((product, index) => {
    if (index % POPULAR_EVERY !== 0) return
    const taken = new Set(already.filter((r) => r.productId === product._id).map((r) => r.userId))
    const since = Date.parse(product.created_at ?? epoch.toISOString())
    const photos = photosOf(product)
    for (const reviewer of random.sample(reviewers.filter((r) => !taken.has(r._id)), random.int(8, 14))) {
      reviews.push(demoReview(product, reviewer, { since, epoch, random, newId, photos, photoChance: 0.3, approvedChance: 1 }))
    }
  })
  return reviews
}
