/**
 * Reviews. New ones wait for approval: everyone sees approved reviews, an author also sees their own pending ones,
 * and the rating summary counts approved reviews only (spec 000 §5). Text is stored as the shopper typed it and
 * only ever sent back inside JSON.
 */
import type { Review } from '../../data/contract/schemas'
import type { ShopDatabase } from './database'
import { newObjectId } from './users'

interface ReviewRow {
  id: string
  product_id: string
  product_name: string
  user_id: string
  user_name: string
  review: string
  rating: number
  images_json: string
  is_approved: number
  created_at: string
}

const REVIEW_SELECT = `SELECT r.id, r.product_id, p.name AS product_name, r.user_id, u.name AS user_name, r.review, r.rating, r.images_json,
  r.is_approved, r.created_at FROM reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id`

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    product_id: { _id: row.product_id, product_name: row.product_name },
    user_id: { _id: row.user_id, name: row.user_name },
    review: row.review,
    rating: row.rating,
    review_image: JSON.parse(row.images_json) as string[],
    is_approved: row.is_approved === 1,
    createdAt: row.created_at,
  }
}

export interface ReviewSummaryRow {
  average_rating: number | null
  total_reviews: number
  distribution: Record<string, number>
}

export function createReviewQueries(db: ShopDatabase, clock: () => Date) {
  // '' as the viewer matches no user id: a visitor sees approved reviews only.
  const visible = db.prepare<[string], ReviewRow>(`${REVIEW_SELECT} WHERE r.is_approved = 1 OR r.user_id = ? ORDER BY r.created_at DESC, r.rowid DESC`)
  const visibleForProduct = db.prepare<[string, string], ReviewRow>(
    `${REVIEW_SELECT} WHERE r.product_id = ? AND (r.is_approved = 1 OR r.user_id = ?) ORDER BY r.created_at DESC, r.rowid DESC`,
  )
  const one = db.prepare<[string], ReviewRow>(`${REVIEW_SELECT} WHERE r.id = ?`)
  const byAuthor = db.prepare<[string, string], { id: string }>('SELECT id FROM reviews WHERE product_id = ? AND user_id = ?')
  const insert = db.prepare('INSERT INTO reviews (id, product_id, user_id, review, rating, images_json, is_approved, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const approve = db.prepare<[string]>('UPDATE reviews SET is_approved = 1 WHERE id = ?')
  const counts = db.prepare<[string], { rating: number; n: number }>('SELECT rating, count(*) AS n FROM reviews WHERE product_id = ? AND is_approved = 1 GROUP BY rating')
  const revision = db.prepare<[], { revision: number }>('SELECT revision FROM reviews_revision WHERE id = 1')
  // The visitor's list is every approved review: megabytes for a large catalogue, asked for by every build and by
  // every product page. Serialised once per revision of what it shows.
  let publicList: { revision: number; body: Buffer } | null = null

  return {
    /** `{ data: [...] }` of the approved reviews, as a visitor sees them; the same buffer while nothing changed. */
    publicJson(): Buffer {
      const now = revision.get()?.revision ?? 0
      if (publicList?.revision !== now) publicList = { revision: now, body: Buffer.from(JSON.stringify({ data: visible.all('').map(toReview) })) }
      return publicList.body
    },
    visibleTo: (viewerId: string | null, productId?: string): Review[] =>
      (productId ? visibleForProduct.all(productId, viewerId ?? '') : visible.all(viewerId ?? '')).map(toReview),
    hasReviewed: (productId: string, userId: string) => byAuthor.get(productId, userId) !== undefined,
    create(fields: { productId: string; userId: string; review: string; rating: number; images: string[] }): Review {
      const id = newObjectId()
      insert.run(id, fields.productId, fields.userId, fields.review, fields.rating, JSON.stringify(fields.images), 0, clock().toISOString())
      return toReview(one.get(id) as ReviewRow)
    },
    /** Moderation happens outside the storefront; tests and operators approve through here. */
    approve: (id: string) => void approve.run(id),
    summary(productId: string): ReviewSummaryRow {
      const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
      let total = 0
      let sum = 0
      for (const { rating, n } of counts.all(productId)) {
        distribution[String(rating)] = n
        total += n
        sum += rating * n
      }
      return { average_rating: total ? Math.round((sum / total) * 100) / 100 : null, total_reviews: total, distribution }
    },
  }
}
