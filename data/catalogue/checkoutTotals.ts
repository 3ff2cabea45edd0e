/**
 * Checkout totals (spec 001 §9): total MRP from the compare prices, discount = MRP minus the price total, the
 * coupon's discount (the server's figure), shipping FREE, and the total = price total minus the coupon. The lines
 * are the bag's selected lines or the one BUY NOW item; everything in paise.
 */
import type { CartItem } from '../contract/schemas'
import { linePrices } from './cartTotals'
import type { Paise } from './money'

/** One line of the order summary, whichever way it is bought. */
export interface CheckoutLine {
  /** The bag line's id, or the product's id for BUY NOW. */
  id: string
  name: string
  image: string | null
  /** Attribute name → value (Size, Color…). */
  attributes: Record<string, string>
  quantity: number
  price: Paise
  /** At least the price (a lower compare price is no saving). */
  compare: Paise
}

export interface CheckoutTotals {
  mrp: Paise
  discount: Paise
  coupon: Paise
  /** Always 0: the shop ships free (spec 000 §9, 001 §9). */
  shipping: Paise
  total: Paise
  quantity: number
}

export function checkoutLineFromBag(item: CartItem): CheckoutLine {
  const { price, compare } = linePrices(item)
  const variant = item.product.product_variant
  return {
    id: item._id,
    name: item.product.product_name,
    image: variant.image ?? null,
    attributes: { ...(variant.attributes ?? {}) },
    quantity: item.quantity,
    price,
    compare,
  }
}

export function checkoutTotals(lines: readonly CheckoutLine[], couponDiscount: Paise = 0): CheckoutTotals {
  let mrp = 0
  let subtotal = 0
  let quantity = 0
  for (const line of lines) {
    mrp += Math.max(line.compare, line.price) * line.quantity
    subtotal += line.price * line.quantity
    quantity += line.quantity
  }
  // Never more off than the lines cost, as the server caps it.
  const coupon = Math.max(0, Math.min(couponDiscount, subtotal))
  return { mrp, discount: mrp - subtotal, coupon, shipping: 0, total: subtotal - coupon, quantity }
}
