/**
 * The bag's rules (spec 000 §2, §9): the quantities a line offers, and what the selected lines add up to before any
 * coupon (which lines can be bought now is in cartLines.ts). What the shopper pays is never worked out here: the bag
 * and checkout show the server's quote (data/checkout/quote.ts). Everything in paise.
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

export function cartTotals(items: readonly CartItem[]): CartTotals {
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
  return { mrp, discount: mrp - total, total, quantity, lines }
}
