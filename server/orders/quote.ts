/**
 * The quote: what an order of these lines costs, worked out by the server alone (priceOrder) and shown by the bag and
 * checkout before Pay. Checkout places the order at exactly this figure, the gateway is asked for it, and the order
 * records it, so every screen shows one number.
 */
import type { OrderQuote } from '../../data/contract/schemas'
import type { LineRow } from '../db/cart'
import { toCoupon } from '../db/coupons'
import { toRupees } from '../db/products'
import { ApiError } from '../http/errors'
import type { Shop } from '../shop'
import { priceOrder, type CouponRule, type OrderPrice, type QuotedLine } from './pricing'

/** What is being bought: the bag's named lines (all of them when none are named), or one BUY NOW option. */
export type Purchase = { itemIds?: string[] | undefined } | { buyNow: { product_id: string; variant_id: string | true } }

export const unitPaise = (line: LineRow) => (line.variant_id ? line.variant_price : line.product_price) ?? 0
export const comparePaise = (line: LineRow) => (line.variant_id ? line.variant_compare : line.product_compare)

/** The lines being bought: the named ones (which must be the shopper's), else the whole bag. */
export function linesToBuy(shop: Shop, userId: string, itemIds: string[] | undefined): LineRow[] {
  const bag = shop.cart.lineRows(userId)
  if (!itemIds) return bag
  const wanted = new Set(itemIds)
  const lines = bag.filter((line) => wanted.has(line.id))
  if (lines.length !== wanted.size) throw new ApiError(400, 'Some selected items are no longer in your bag.')
  return lines
}

export const pricedLines = (lines: LineRow[]): QuotedLine[] =>
  lines.map((line) => ({ unitPaise: unitPaise(line), comparePaise: comparePaise(line), quantity: line.quantity }))

/** BUY NOW (an addition to spec 001 §7): the one option, quantity 1, as a line that belongs to no bag. */
function buyNowLine(shop: Shop, userId: string, buyNow: { product_id: string; variant_id: string | true }): LineRow {
  const lookup = shop.cart.findOption(buyNow.product_id, buyNow.variant_id)
  if ('missing' in lookup) throw new ApiError(404, lookup.missing === 'product' ? 'Product not found' : 'Variant not found')
  const line = shop.cart.optionLine(userId, lookup.found)
  if (!line) throw new ApiError(404, 'Product not found')
  return line
}

export interface Quote {
  lines: LineRow[]
  price: OrderPrice
  buyingNow: boolean
}

/**
 * Prices a purchase. The coupon: `couponId` when the caller names one (null: none at all, not even an automatic
 * one); otherwise the bag's applied coupon for bag purchases (a BUY NOW order never uses the bag's coupon up), and the
 * best automatic coupon when that is absent or does not apply.
 */
export function quoteOrder(shop: Shop, userId: string, purchase: Purchase, couponId?: string | null): Quote {
  const buyingNow = 'buyNow' in purchase
  const lines = 'buyNow' in purchase ? [buyNowLine(shop, userId, purchase.buyNow)] : linesToBuy(shop, userId, purchase.itemIds)
  const priced = pricedLines(lines)
  if (couponId === null) {
    const price = priceOrder(priced, null, [], userId, shop.clock())
    return { lines, price, buyingNow }
  }
  const chosenId = couponId ?? (buyingNow ? null : shop.coupons.appliedTo(userId))
  let chosen: CouponRule | null = null
  if (chosenId) {
    chosen = shop.coupons.rule(chosenId)
    // A coupon named in the request must exist; an applied one deleted since is simply gone.
    if (!chosen && couponId) throw new ApiError(404, 'Coupon not found')
  }
  return { lines, price: priceOrder(priced, chosen, shop.coupons.rules(), userId, shop.clock()), buyingNow }
}

/** The quote as the storefront reads it (rupees, like every other figure of the contract; `amount` in paise). */
export function quoteJson(quote: Quote, userId: string): OrderQuote {
  const { price } = quote
  return {
    item_ids: quote.buyingNow ? [] : quote.lines.map((line) => line.id),
    total_mrp: toRupees(price.mrpPaise),
    discount_on_mrp: toRupees(price.mrpPaise - price.subtotalPaise),
    subtotal: toRupees(price.subtotalPaise),
    coupon: price.coupon
      ? { ...toCoupon(price.coupon.rule, userId), automatic: price.coupon.automatic, discountAmount: toRupees(price.coupon.discount) }
      : null,
    coupon_refusal: price.refused ? { code: price.refused.rule.code, reason: price.refused.reason } : null,
    shipping: toRupees(price.shippingPaise),
    total: toRupees(price.totalPaise),
    amount: price.totalPaise,
    currency: 'INR',
  }
}
