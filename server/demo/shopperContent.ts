/**
 * What shoppers add to the demo shop: accounts, reviews and coupons. Generated from the products (deterministic
 * for a seed, like the catalogue) and written after them; also written into a database seeded before these
 * tables existed, so an older demo database gains reviews and coupons without being rebuilt.
 */
import type { Product } from '../../data/contract/schemas'
import { hashPasswordSync } from '../auth/passwords'
import { createCouponQueries } from '../db/coupons'
import type { ShopDatabase } from '../db/database'
import type { CouponRule } from '../orders/pricing'
import { generateCoupons } from './coupons'
import { createObjectIds, createRandom, hashSeed } from './random'
import { generatePopularReviews, generateReviews, type DemoReview } from './reviews'
import { DEMO_SHOPPER, generateShoppers, NO_LOGIN_HASH, type DemoShopper } from './shoppers'

export interface ShopperContent {
  shoppers: DemoShopper[]
  reviews: DemoReview[]
  coupons: CouponRule[]
}

const META_KEY = 'demo_shopper_content'

export function generateShopperContent(products: Product[], seed: number, epoch: Date): ShopperContent {
  const objectId = createObjectIds(hashSeed(seed, 'shopper-content'))
  const shoppers = generateShoppers(new Date(epoch.getTime() - 200 * 86_400_000), objectId)
  const reviews = generateReviews(products, shoppers, epoch, createRandom(hashSeed(seed, 'reviews')), objectId)
  const coupons = generateCoupons(shoppers, epoch, () => objectId(new Date(epoch.getTime() - 30 * 86_400_000)))
  const popular = generatePopularReviews(products, shoppers, reviews, epoch, createRandom(hashSeed(seed, 'popular-reviews')), objectId)
  return { shoppers, reviews: [...reviews, ...popular], coupons }
}

export const hasShopperContent = (db: ShopDatabase) => db.prepare('SELECT 1 FROM shop_meta WHERE key = ?').get(META_KEY) !== undefined

export function writeShopperContent(db: ShopDatabase, content: ShopperContent): void {
  // Hashed outside the transaction: it is the one slow step (OWASP-strength scrypt).
  const demoHash = hashPasswordSync(DEMO_SHOPPER.password)
  const insertUser = db.prepare('INSERT OR IGNORE INTO users (id, name, email, phone_number, password_hash, user_role, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const insertReview = db.prepare('INSERT INTO reviews (id, product_id, user_id, review, rating, images_json, is_approved, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const coupons = createCouponQueries(db, () => new Date())
  db.transaction(() => {
    for (const s of content.shoppers) insertUser.run(s._id, s.name, s.email, s.phone_number, s.canLogIn ? demoHash : NO_LOGIN_HASH, 'Customer', s.created_at)
    for (const r of content.reviews) insertReview.run(r._id, r.productId, r.userId, r.review, r.rating, JSON.stringify(r.images), r.approved ? 1 : 0, r.createdAt)
    for (const coupon of content.coupons) coupons.insert(coupon)
    db.prepare('INSERT OR REPLACE INTO shop_meta (key, value) VALUES (?, ?)').run(META_KEY, String(content.reviews.length))
  })()
}
