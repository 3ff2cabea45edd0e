/**
 * Which bag lines can be bought now. Kept apart from the totals because the bag store (loaded on every page for
 * the header's badge) needs it to tell checkout which lines go: small on purpose.
 */
import type { CartItem } from '../contract/schemas'

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

export type LineStock = Pick<CartItem, 'quantity' | 'product'>

/** The option's status and stock as the bag's answer sent them; a backend that sends neither is taken at its word. */
export function lineOption(item: LineStock): { status: string; stock: number } | null {
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
