/**
 * A product card's QUICK ADD and wishlist heart (spec 000 §4, §5, §8): which sizes to offer, which option a size
 * buys, and the card's texts. The card shows one option (its image is that option's colour), so a size is bought
 * in that colour; a size no purchasable option of that colour has is 'Size unavailable'. A product without sizes
 * (a simple product, or variants that differ only in colour or fabric) is added at once.
 */
import type { Product, ProductVariant } from '../contract/schemas'
import { displayOption, isPurchasable, isSimpleProduct } from './visibility'

export const SIZE_UNAVAILABLE = 'Size unavailable'
export const QUICK_ADD_FAILED = 'Failed to add'
/** Signed out, QUICK ADD says why it leaves for sign-in (spec 000 §8: "message plus redirect to /login"). */
export const BAG_LOGIN_MESSAGE = 'Please login to add items to your bag'

export interface SizeChoice {
  size: string
  /** The option this size buys in the card's colour; null when there is none to buy ('Size unavailable'). */
  variantId: string | null
}

export type QuickAddPlan = { kind: 'direct'; variantId: string | true } | { kind: 'sizes'; sizes: SizeChoice[] }

const named = (wanted: string) => (name: string) => name.toLowerCase() === wanted
const isSize = named('size')
const isColour = (name: string) => named('color')(name) || named('colour')(name)
const valueOf = (variant: ProductVariant | undefined, test: (name: string) => boolean) => variant?.attributes.find((a) => test(a.attribute_name))?.attribute_value

export function quickAddPlan(product: Product): QuickAddPlan {
  if (isSimpleProduct(product)) return { kind: 'direct', variantId: true }
  const shown = displayOption(product)
  const sizes = [...new Set(product.product_variants.flatMap((v) => valueOf(v, isSize) ?? []))]
  if (sizes.length === 0) return { kind: 'direct', variantId: shown?._id ?? true }
  const colour = valueOf(shown, isColour)
  return {
    kind: 'sizes',
    sizes: sizes.map((size) => {
      const option = product.product_variants.find((v) => isPurchasable(v) && valueOf(v, isSize) === size && (colour === undefined || valueOf(v, isColour) === colour))
      return { size, variantId: option?._id ?? null }
    }),
  }
}

/** The option the wishlist heart saves: the one the card shows (simple products send `true`, as in the bag). */
export function wishlistOption(product: Product): string | true | undefined {
  return isSimpleProduct(product) ? true : displayOption(product)?._id
}

/** 'Failed to add', with the server's reason when it gave one (spec 000 §8: the card reads the server's message). */
export function quickAddFailure(serverMessage: string | undefined): string {
  return serverMessage ? `${QUICK_ADD_FAILED}: ${serverMessage}` : QUICK_ADD_FAILED
}
