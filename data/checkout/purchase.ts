/**
 * What a checkout buys (spec 001 §2, §3): the bag's selected lines (plain /checkout, the bag's PLACE ORDER) or the
 * one BUY NOW item (/checkout?buy=now), quantity fixed at 1, with the bag left as it is.
 */
import type { CheckoutLine } from '../catalogue/checkoutTotals'
import type { Paise } from '../catalogue/money'

export type Purchase = { kind: 'bag'; itemIds: string[] } | { kind: 'buyNow'; productId: string; variantId: string | true }

/** The BUY NOW item as state/buyNow.ts keeps it. */
export interface BuyNowChoice {
  productId: string
  variantId: string | true
  name: string
  image: string | null
  attributes: Record<string, string>
  price: Paise
  comparePrice: Paise | null
}

export function checkoutLineFromBuyNow(item: BuyNowChoice): CheckoutLine {
  return {
    id: item.productId,
    name: item.name,
    image: item.image,
    attributes: { ...item.attributes },
    quantity: 1,
    price: item.price,
    compare: Math.max(item.comparePrice ?? 0, item.price),
  }
}

/** The part of the checkout body that says what is bought (`buy_now` is an addition to spec 001 §7). */
export function purchaseBody(purchase: Purchase): { item_ids: string[] } | { buy_now: { product_id: string; variant_id: string | true } } {
  return purchase.kind === 'bag' ? { item_ids: purchase.itemIds } : { buy_now: { product_id: purchase.productId, variant_id: purchase.variantId } }
}
