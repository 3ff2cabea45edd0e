/**
 * The lines of checkout's order summary (spec 001 §2): the bag's selected lines or the one BUY NOW item, each with its
 * price and compare price in paise. The figures under them are the server's quote (data/checkout/quote.ts).
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
