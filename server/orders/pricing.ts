/**
 * Coupon rules, as pure functions over paise. The server alone decides whether a coupon applies and what it is
 * worth: the storefront's own check (spec 000 §5) is only a hint to the shopper.
 *
 * - Order Discount: the value comes off the order once (a percent of it, or a fixed amount).
 * - Product Discount: the value comes off every unit (a percent of its price, or a fixed amount per item).
 * - BuyXgetY: in every group of X + Y units, the Y cheapest are free.
 * - Shipping Discount: waives the shipping fee, which this shop never charges (see SHIPPING_FEE_PAISE).
 */
import { ALL_CUSTOMERS, AUTOMATIC_DISCOUNT, COUPON_AUTO_APPLIED, COUPON_BELOW_MINIMUM, isForCustomer as isForEligible } from '../../data/coupons/rules'

/**
 * The shop ships free: the cart and checkout show shipping as FREE on every order (spec 000 §2, spec 001 §9), so
 * the server charges none and a Shipping Discount coupon has nothing to take off.
 */
export const SHIPPING_FEE_PAISE = 0

export interface CouponRule {
  id: string
  code: string
  title: string
  description: string
  method: string
  category: string
  type: string
  /** A percent for 'Percentage' coupons, paise otherwise. */
  value: number
  minimumPaise: number
  buyQuantity: number | null
  getQuantity: number | null
  expiry: string | null
  status: string
  eligibility: string
  specificCustomers: string[]
  autoApply: boolean
}

export interface PricedLine {
  unitPaise: number
  quantity: number
}

/** A line of an order being priced: its price, and the compare price its MRP is counted from. */
export interface QuotedLine extends PricedLine {
  comparePaise: number | null
}

export { ALL_CUSTOMERS, AUTOMATIC_DISCOUNT, COUPON_BELOW_MINIMUM }

export const subtotalOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0)

export function isForCustomer(rule: Pick<CouponRule, 'eligibility' | 'specificCustomers'>, userId: string | null): boolean {
  return isForEligible(rule.eligibility, rule.specificCustomers, userId)
}

/** Why the coupon cannot be used on these lines, or null when it can. `manual`: the shopper picked it. */
export function couponRefusal(rule: CouponRule, userId: string, lines: readonly PricedLine[], now: Date, manual: boolean): string | null {
  if (rule.status !== 'Active') return 'This coupon is not active.'
  if (rule.expiry && Date.parse(rule.expiry) < now.getTime()) return 'This coupon has expired.'
  if (!isForCustomer(rule, userId)) return 'This coupon is not available for your account.'
  if (manual && rule.method === AUTOMATIC_DISCOUNT) return COUPON_AUTO_APPLIED
  if (lines.length === 0) return 'Your bag is empty.'
  if (subtotalOf(lines) < rule.minimumPaise) return COUPON_BELOW_MINIMUM
  if (rule.category === 'BuyXgetY') {
    const groupSize = (rule.buyQuantity ?? 1) + (rule.getQuantity ?? 1)
    const units = lines.reduce((n, line) => n + line.quantity, 0)
    if (units < groupSize) return `Add ${groupSize - units} more item${groupSize - units === 1 ? '' : 's'} to use this offer.`
  }
  if (couponDiscountPaise(rule, lines) <= 0) {
    return rule.category === 'Shipping Discount' ? 'Shipping is already free on this order.' : 'This coupon gives no discount on your bag.'
  }
  return null
}

/**
 * A percent of an amount, to the nearest whole rupee: the shop shows rupees without decimals (spec 000 §9), so a
 * discount with paise in it would make the total charged differ from the total shown by a fraction of a rupee.
 */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100 / 100) * 100

/** What the coupon takes off these lines, never more than they cost. */
export function couponDiscountPaise(rule: CouponRule, lines: readonly PricedLine[]): number {
  const subtotal = subtotalOf(lines)
  const percent = rule.type === 'Percentage'
  let discount = 0
  switch (rule.category) {
    case 'Order Discount':
      discount = percent ? percentOf(subtotal, rule.value) : rule.value
      break
    case 'Product Discount':
      discount = lines.reduce((sum, line) => sum + (percent ? percentOf(line.unitPaise, rule.value) : Math.min(rule.value, line.unitPaise)) * line.quantity, 0)
      break
    case 'Shipping Discount':
      discount = Math.min(percent ? percentOf(SHIPPING_FEE_PAISE, rule.value) : rule.value, SHIPPING_FEE_PAISE)
      break
    case 'BuyXgetY': {
      const x = rule.buyQuantity ?? 1
      const y = rule.getQuantity ?? 1
      const units = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitPaise)).sort((a, b) => a - b)
      const free = Math.floor(units.length / (x + y)) * y
      discount = units.slice(0, free).reduce((sum, unit) => sum + unit, 0)
      break
    }
  }
  return Math.max(0, Math.min(discount, subtotal))
}

/** The automatic coupon worth most on these lines, if any applies. */
export function bestAutomaticCoupon(rules: readonly CouponRule[], userId: string, lines: readonly PricedLine[], now: Date): { rule: CouponRule; discount: number } | null {
  let best: { rule: CouponRule; discount: number } | null = null
  for (const rule of rules) {
    if (rule.method !== AUTOMATIC_DISCOUNT || !rule.autoApply) continue
    if (couponRefusal(rule, userId, lines, now, false)) continue
    const discount = couponDiscountPaise(rule, lines)
    if (!best || discount > best.discount) best = { rule, discount }
  }
  return best
}

/** One order's price: what the bag, checkout, the gateway and the order all show (see priceOrder). */
export interface OrderPrice {
  /** Compare prices (never below the price) times quantities. */
  mrpPaise: number
  /** Prices times quantities. */
  subtotalPaise: number
  /** The coupon this order uses: the shopper's, or an automatic one. */
  coupon: { rule: CouponRule; discount: number; automatic: boolean } | null
  /** The shopper's coupon when it does not apply to these lines, and why. */
  refused: { rule: CouponRule; reason: string } | null
  shippingPaise: number
  totalPaise: number
}

/**
 * THE price of an order, the one function the quote, checkout and therefore the gateway and the order record all
 * use. One coupon per order (the FAQ's rule): the one the shopper applied when it applies to these lines, else the
 * automatic coupon worth most. A shopper's coupon that no longer applies is reported, not silently swapped: the quote
 * shows the reason before Pay.
 */
export function priceOrder(lines: readonly QuotedLine[], chosen: CouponRule | null, rules: readonly CouponRule[], userId: string, now: Date): OrderPrice {
  const mrpPaise = lines.reduce((sum, line) => sum + Math.max(line.comparePaise ?? 0, line.unitPaise) * line.quantity, 0)
  const subtotalPaise = subtotalOf(lines)
  const reason = chosen ? couponRefusal(chosen, userId, lines, now, true) : null
  const refused = chosen && reason ? { rule: chosen, reason } : null
  let coupon: OrderPrice['coupon'] = null
  if (chosen && !reason) coupon = { rule: chosen, discount: couponDiscountPaise(chosen, lines), automatic: false }
  else {
    const automatic = bestAutomaticCoupon(rules, userId, lines, now)
    if (automatic) coupon = { ...automatic, automatic: true }
  }
  const shippingPaise = SHIPPING_FEE_PAISE
  return { mrpPaise, subtotalPaise, coupon, refused, shippingPaise, totalPaise: subtotalPaise - (coupon?.discount ?? 0) + shippingPaise }
}
