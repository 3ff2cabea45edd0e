/**
 * The bag's rules (spec 000 §2, §9): the quantities a line offers, and the totals (which lines can be bought now
 * is in cartLines.ts).
 * Total MRP is the compare price of the selected lines, the discount is what the shopper saves on them, the
 * coupon is the server's figure, and the total is MRP minus both. Everything in paise.
 */
import type { CartItem } from '../contract/schemas'
import { isLineCounted, lineOption, type LineStock } from './cartLines'
import { toPaise, type Paise } from './money'

/** Quantity choices of a bag line (spec 000 §9: 1 to 5). */
export const MAX_LINE_QUANTITY = 5

export interface CartTotals {
  mrp: Paise
  discount: Paise
  /** What the selected lines cost before any coupon: the figure a coupon's minimum purchase is checked against. */
  total: Paise
  /** The applied coupon's discount, as the server worked it out. */
  coupon: Paise
  /** What the shopper pays: MRP minus the discount minus the coupon, never below zero. */
  payable: Paise
  quantity: number
  /** How many lines count (selected and buyable). */
  lines: number
}

/** A line's unit price and compare price: the line's own, else its variant's. */
export function linePrices(item: Pick<CartItem, 'price' | 'compare_price' | 'product'>): { price: Paise; compare: Paise } {
  const price = toPaise(item.price ?? item.product.product_variant.price)
  const compare = toPaise(item.compare_price ?? item.product.product_variant.compare_price ?? null)
  return { price, compare: Math.max(compare, price) }
}

/**
 * The quantities a line offers: 1 to 5, fewer when the server says fewer are left, and always the line's own
 * quantity (so the control shows what the bag holds even when that is more than can be had now).
 */
export function quantityChoices(item: LineStock): number[] {
  const option = lineOption(item)
  const cap = Math.max(1, Math.min(MAX_LINE_QUANTITY, option && option.status === 'Active' ? option.stock : MAX_LINE_QUANTITY))
  const choices = Array.from({ length: cap }, (_, i) => i + 1)
  return item.quantity > cap ? [...choices, item.quantity] : choices
}

export function cartTotals(items: readonly CartItem[], couponDiscount: Paise = 0): CartTotals {
  let mrp = 0
  let total = 0
  let quantity = 0
  let lines = 0
  for (const item of items) {
    if (!isLineCounted(item)) continue
    const { price, compare } = linePrices(item)
    mrp += compare * item.quantity
    total += price * item.quantity
    quantity += item.quantity
    lines += 1
  }
  const coupon = Math.min(Math.max(0, couponDiscount), total)
  return { mrp, discount: mrp - total, total, coupon, payable: total - coupon, quantity, lines }
}
