/**
 * Bag totals (spec 000 §9): total MRP is the compare price of the selected lines, the discount is what the
 * shopper saves on them, the total is what they pay before any coupon. Everything in paise.
 */
import type { CartItem } from '../contract/schemas'
import { toPaise, type Paise } from './money'

export interface CartTotals {
  mrp: Paise
  discount: Paise
  total: Paise
  quantity: number
}

/** A line's unit price and compare price: the line's own, else its variant's. */
export function linePrices(item: Pick<CartItem, 'price' | 'compare_price' | 'product'>): { price: Paise; compare: Paise } {
  const price = toPaise(item.price ?? item.product.product_variant.price)
  const compare = toPaise(item.compare_price ?? item.product.product_variant.compare_price ?? null)
  return { price, compare: Math.max(compare, price) }
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let mrp = 0
  let total = 0
  let quantity = 0
  for (const item of items) {
    if (item.selected === false) continue
    const { price, compare } = linePrices(item)
    mrp += compare * item.quantity
    total += price * item.quantity
    quantity += item.quantity
  }
  return { mrp, discount: mrp - total, total, quantity }
}
