/**
 * The header's wishlist count: what the wishlist screen shows (spec 001 §4: only entries whose product has an option
 * Active with stock above 0), so the badge never counts items the shopper cannot find on the page. Kept apart from
 * wishlistItems.ts, whose cards every page's header has no use for.
 */
import type { Product, WishlistEntry } from '../contract/schemas'
import { isVisible } from '../catalogue/visibility'

/** What the browser knows of a wishlisted product: the record, null when the API has none, absent when not asked yet. */
export type KnownProducts = ReadonlyMap<string, Product | null>

/** Whether the wishlist screen shows an entry of this product: known, and with an option a shopper can buy now. */
export function isShownOnWishlist(product: Product | null | undefined): boolean {
  return Boolean(product && isVisible(product))
}

/**
 * The entries the screen shows. An entry whose product has not been fetched yet counts: it was just added from a page
 * that offered it for sale, and its product is on its way.
 */
export function wishlistCount(entries: readonly Pick<WishlistEntry, 'product_id'>[], products: KnownProducts): number {
  return entries.filter((entry) => {
    const product = products.get(entry.product_id._id)
    return product === undefined || isShownOnWishlist(product)
  }).length
}
