/**
 * Adding a product to the wishlist from a card or the product page (spec 000 §5, §8): signed out, the spec's
 * message and a trip to sign-in (which brings the shopper back); no product or variant, its message; then
 * 'Added to Wishlist!' or the place's own failure text. Resolves true when the product is in the wishlist.
 */
import { loginPathFrom } from '../../data/account/routes'
import { errorMessage } from '../../data/contract/client'
import { sessionReady } from '../../state/session'
import { toast } from '../../state/toasts'
import { addToWishlist } from '../../state/wishlist'
import { openPage } from '../ui/openPage'

export const WISHLIST_LOGIN_MESSAGE = 'Please login to add items to your wishlist'
export const WISHLIST_IDS_REQUIRED = 'Product ID and Variant ID are required'
export const WISHLIST_ADDED = 'Added to Wishlist!'

/** The card says what the server said; the product page and the bag have their own fixed texts (spec 000 §8). */
export type WishlistFailureText = 'card' | 'Wishlist failed' | 'Failed to move to wishlist'

export function wishlistFailureMessage(error: unknown, place: WishlistFailureText): string {
  return place === 'card' ? `Wishlist failed: ${errorMessage(error, 'Wishlist failed')}` : place
}

export async function wishlistProduct(productId: string | undefined, variantId: string | true | undefined, place: WishlistFailureText): Promise<boolean> {
  const user = await sessionReady()
  if (!user) {
    toast.error(WISHLIST_LOGIN_MESSAGE)
    openPage(loginPathFrom(window.location.pathname + window.location.search))
    return false
  }
  if (!productId || !variantId) {
    toast.error(WISHLIST_IDS_REQUIRED)
    return false
  }
  try {
    await addToWishlist({ user_id: user._id, product_id: productId, variant_id: variantId })
    toast.success(WISHLIST_ADDED)
    return true
  } catch (error) {
    toast.error(wishlistFailureMessage(error, place))
    return false
  }
}
