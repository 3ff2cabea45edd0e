/**
 * The bag's rules (spec 000 §2, §9): which lines can be bought now, the quantities a line offers, and the totals.
 * Total MRP is the compare price of the selected lines, the discount is what the shopper saves on them, the
 * coupon is the server's figure, and the total is MRP minus both. Everything in paise.
 */
import type { CartItem } from '../contract/schemas'
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
 * Why this much of an option cannot be in a bag, or null when it can. The same words whether the server refuses
 * an add or a quantity change, or the bag flags a line that sold out or was withdrawn since it was added.
 */
export function stockProblem(option: { status: string; stock: number }, wantedInBag: number): string | null {
  if (option.status !== 'Active') return 'This item is currently unavailable'
  if (option.stock <= 0) return 'Out of stock'
  if (wantedInBag > option.stock) return `Only ${option.stock} left in stock`
  return null
}

type LineStock = Pick<CartItem, 'quantity' | 'product'>

/** The option's status and stock as the bag's answer sent them; a backend that sends neither is taken at its word. */
function lineOption(item: LineStock): { status: string; stock: number } | null {
  const variant = item.product.product_variant as { variant_status?: unknown; variant_stock_availability?: unknown }
  const status = typeof variant.variant_status === 'string' ? variant.variant_status : null
  const stock = typeof variant.variant_stock_availability === 'number' ? variant.variant_stock_availability : null
  if (status === null && stock === null) return null
  return { status: status ?? 'Active', stock: stock ?? Number.POSITIVE_INFINITY }
}

/**
 * What stops this line being bought now (withdrawn, sold out, fewer left than the line holds), or null.
 * `fixable`: a lower quantity would do.
 */
export function lineProblem(item: LineStock): { message: string; fixable: boolean } | null {
  const option = lineOption(item)
  const message = option ? stockProblem(option, item.quantity) : null
  if (!option || !message) return null
  return { message, fixable: option.status === 'Active' && option.stock > 0 }
}

/** A line that goes to checkout: the shopper kept it selected and it can be bought as it stands. */
export function isLineCounted(item: LineStock & Pick<CartItem, 'selected'>): boolean {
  return item.selected !== false && lineProblem(item) === null
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
