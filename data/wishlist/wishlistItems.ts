/**
 * What the wishlist screens show and what Move to Bag adds (spec 001 §2, §4, §5, §8, §9). An entry is shown only
 * when its product has a variant that is Active with stock above 0, and then with the first such variant; entries
 * whose product is gone or has none are dropped without a word.
 */
import { toCard, type CardModel } from '../catalogue/cards'
import { isPurchasable, isSimpleProduct, productOptions } from '../catalogue/visibility'
import type { CartAddBody, Product, ProductVariant, WishlistEntry } from '../contract/schemas'

/** Spec 001 §7 and §9: the bag call from the wishlist always sends quantity 1 and size M. */
export const WISHLIST_BAG_QUANTITY = 1
export const WISHLIST_BAG_SIZE = 'M'

export const MOVED_TO_BAG = 'Moved to Bag!'
export const MOVE_TO_BAG_FAILED = 'Could not move to bag.'
export const NO_VARIANT_FOUND = 'No variant found'
export const WISHLIST_LINK_COPIED = 'Wishlist link copied to clipboard!'

/** The first variant a shopper could buy now, or undefined (spec 001 §4). */
export function qualifyingVariant(product: Product): ProductVariant | undefined {
  return productOptions(product).find(isPurchasable)
}

export interface WishlistItem {
  entry: WishlistEntry
  product: Product
  /** The first qualifying variant: the one the card shows. */
  variant: ProductVariant
  card: CardModel
}

/** The product ids a list of entries needs, each once, in list order: one by-ids call fetches them all. */
export function wishlistProductIds(entries: readonly WishlistEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.product_id._id))]
}

/** The entries that can be shown, in list order, each with its product and the variant it shows. */
export function wishlistItems(entries: readonly WishlistEntry[], products: ReadonlyMap<string, Product | null>, now: Date): WishlistItem[] {
  return entries.flatMap((entry) => {
    const product = products.get(entry.product_id._id)
    const variant = product && qualifyingVariant(product)
    if (!product || !variant) return []
    return [{ entry, product, variant, card: toCard(product, now) }]
  })
}

/** A shared list shows products: one card per product however many of its options the owner saved. */
export function sharedWishlistItems(entries: readonly WishlistEntry[], products: ReadonlyMap<string, Product | null>, now: Date): WishlistItem[] {
  const seen = new Set<string>()
  return wishlistItems(entries, products, now).filter((item) => !seen.has(item.product._id) && Boolean(seen.add(item.product._id)))
}

/**
 * The option Move to Bag adds: the one the shopper saved while it can still be bought, else the first that can;
 * a simple product is sent as `true` (spec 000 §5). null when nothing can be bought ('No variant found').
 */
export function bagVariantId(entry: Pick<WishlistEntry, 'variant_id'>, product: Product): string | true | null {
  if (isSimpleProduct(product)) return qualifyingVariant(product) ? true : null
  const saved = typeof entry.variant_id === 'string' ? product.product_variants.find((v) => v._id === entry.variant_id) : undefined
  if (saved && isPurchasable(saved)) return saved._id
  return qualifyingVariant(product)?._id ?? null
}

/** The bag call for Move to Bag, or null when no option can be bought. */
export function moveToBagBody(userId: string, entry: Pick<WishlistEntry, 'variant_id'>, product: Product): CartAddBody | null {
  const variantId = bagVariantId(entry, product)
  if (variantId === null) return null
  return { user_id: userId, product_id: product._id, variant_id: variantId, quantity: WISHLIST_BAG_QUANTITY, size: WISHLIST_BAG_SIZE }
}

/** The address Share Wishlist copies: `{origin}/wishlist/{userId}` (spec 001 §2). */
export function sharedWishlistUrl(origin: string, userId: string): string {
  return `${origin.replace(/\/+$/, '')}/wishlist/${encodeURIComponent(userId)}`
}

/** 'My Wishlist (N items)', in the singular for one. */
export function wishlistHeading(count: number): string {
  return `My Wishlist (${count} ${count === 1 ? 'item' : 'items'})`
}
