/**
 * What the browser learns about a visitor once per page load, after hydration: the saved currency and buy-now
 * item, who is signed in, and then that shopper's bag and wishlist (for the header badges and the hearts).
 */
import { persistBuyNow } from './buyNow'
import { loadCart } from './cart'
import { persistCurrency } from './currency'
import { followOtherTab, restoreSession } from './session'
import { loadWishlist } from './wishlist'

/** The signed-in shopper's own lists; also called right after sign-in. */
export function loadShopperState(userId: string): void {
  void loadCart(userId)
  void loadWishlist(userId)
}

let started = false

export function startVisitorState(): void {
  if (started) return
  started = true
  persistCurrency()
  persistBuyNow()
  void restoreSession().then((user) => user && loadShopperState(user._id))
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return
    void followOtherTab(event.key, event.key === null ? null : event.newValue).then((user) => user && loadShopperState(user._id))
  })
}
