/**
 * The server's quote (POST /api/orders/quote, an addition to spec 001 §7): what an order of these lines costs,
 * coupon included, as the bag and checkout show it. The browser never works a total out itself: it shows this, puts
 * its amount on the Pay button and sends it back as `expected_amount`, so the order is placed at exactly that figure
 * or refused with the new one.
 */
import { toPaise, type Paise } from '../catalogue/money'
import { isObject, isText } from '../contract/calls'
import { purchaseBody, type Purchase } from './purchase'

export interface Quote {
  /** The bag lines priced (empty for BUY NOW). */
  itemIds: readonly string[]
  mrp: Paise
  discount: Paise
  subtotal: Paise
  /** The coupon the order uses: the shopper's, or an automatic one the shop applies by itself. */
  coupon: { code: string; title: string; automatic: boolean; discount: Paise } | null
  /** The shopper's coupon when it does not apply to these lines, with the server's reason. */
  couponRefusal: { code: string; reason: string } | null
  shipping: Paise
  total: Paise
}

/** What nothing costs: the bag with no line selected. */
export const NOTHING_TO_PAY: Quote = { itemIds: [], mrp: 0, discount: 0, subtotal: 0, coupon: null, couponRefusal: null, shipping: 0, total: 0 }

export const quoteBody = (userId: string, purchase: Purchase) => ({ user_id: userId, ...purchaseBody(purchase) })

const isRupees = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** The quote of an answer's `data` (or a 409's `quote`), or null when it is not one. */
export function toQuote(value: unknown): Quote | null {
  if (!isObject(value) || !Array.isArray(value.item_ids) || !Number.isInteger(value.amount)) return null
  const figures = ['total_mrp', 'discount_on_mrp', 'subtotal', 'shipping', 'total'] as const
  if (!figures.every((name) => isRupees(value[name]))) return null
  const coupon = isObject(value.coupon) && isText(value.coupon.code) && isRupees(value.coupon.discountAmount) ? value.coupon : null
  const refusal = isObject(value.coupon_refusal) && typeof value.coupon_refusal.reason === 'string' ? value.coupon_refusal : null
  return {
    itemIds: value.item_ids.filter(isText),
    mrp: toPaise(value.total_mrp as number),
    discount: toPaise(value.discount_on_mrp as number),
    subtotal: toPaise(value.subtotal as number),
    coupon: coupon
      ? { code: coupon.code as string, title: typeof coupon.title === 'string' ? coupon.title : '', automatic: coupon.automatic === true, discount: toPaise(coupon.discountAmount as number) }
      : null,
    couponRefusal: refusal ? { code: typeof refusal.code === 'string' ? refusal.code : '', reason: refusal.reason as string } : null,
    shipping: toPaise(value.shipping as number),
    // The amount in paise is what the gateway is asked for: the total shown is that, not a rounding of rupees.
    total: value.amount as number,
  }
}

/**
 * What a quote depends on, as one string: the purchase, each line's quantity and price as the screen knows them, and
 * the coupon the shopper applied. The bag and checkout make the same key for the same selection, so going from one to
 * the other reuses the quote instead of asking again.
 */
export function quoteKey(purchase: Purchase, lines: ReadonlyArray<{ id: string; quantity: number; price: Paise }>, couponId: string | null): string {
  return JSON.stringify([purchase, lines.map((line) => [line.id, line.quantity, line.price]), couponId])
}
