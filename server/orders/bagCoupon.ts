/**
 * The coupon applied to a shopper's bag as it stands now: worked out again on every read of the bag, on the lines
 * it was applied to that are still there, at today's prices and quantities. So a reload shows the true figure, and
 * when the coupon no longer applies (a line went, a quantity dropped below its minimum, it expired) the answer
 * says why instead of showing a discount checkout would refuse.
 */
import type { BagCoupon } from '../../data/contract/schemas'
import { toCoupon } from '../db/coupons'
import { toRupees } from '../db/products'
import type { Shop } from '../shop'
import { pricedLines } from './quote'
import { couponDiscountPaise, couponRefusal } from './pricing'

export function bagCoupon(shop: Shop, userId: string): BagCoupon | null {
  const applied = shop.coupons.appliedWithLines(userId)
  if (!applied) return null
  const rule = shop.coupons.rule(applied.couponId)
  if (!rule) return null
  const wanted = applied.itemIds === null ? null : new Set(applied.itemIds)
  const lines = shop.cart.lineRows(userId).filter((line) => wanted === null || wanted.has(line.id))
  const priced = pricedLines(lines)
  const refusal = couponRefusal(rule, userId, priced, shop.clock(), true)
  return {
    coupon: toCoupon(rule, userId),
    discountAmount: refusal ? 0 : toRupees(couponDiscountPaise(rule, priced)),
    item_ids: lines.map((line) => line.id),
    ...(refusal ? { refusal } : {}),
  }
}

/** Every answer about the bag: its lines and the applied coupon (an addition to spec 000 §7's `data.items`). */
export function bagAnswer(shop: Shop, userId: string) {
  return { items: shop.cart.items(userId), coupon: bagCoupon(shop, userId) }
}
