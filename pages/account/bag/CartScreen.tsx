/**
 * The bag (spec 000 §2 Cart): sign-in required. A loading state, a failed load with a retry, the empty text and
 * link exactly as the spec has them, or the lines and the price summary. Lines stack at phone widths with the
 * summary below them; from 900 px the summary sits beside them.
 */
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { isLineCounted } from '../../../data/catalogue/cartLines'
import { cartTotals } from '../../../data/catalogue/cartTotals'
import { checkoutLineFromBag } from '../../../data/catalogue/checkoutTotals'
import type { CartItem } from '../../../data/contract/schemas'
import { cartStore } from '../../../state/cart'
import { refreshBag, unselectUnbuyable } from '../../../state/cartEdits'
import { useSignedInUser } from '../RequireUser'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'
import { BagSummary } from './BagSummary'
import { CartLine } from './CartLine'
import styles from './Cart.module.css'

export const EMPTY_BAG_TEXT = "Hey, it feels so light! There is nothing in your bag. Let's add some items."

export function CartScreen() {
  const user = useSignedInUser()
  const cart = useSnapshot(cartStore)
  useEffect(() => void (document.title = screenTitle('Shopping Bag')), [])
  // Read the bag afresh on every visit: stock and prices may have moved since the header's badge was loaded.
  useEffect(() => void refreshBag(user._id), [user._id])
  // Whatever brought new lines (this screen, the header's read, another tab's change), sold-out ones go unselected.
  useEffect(() => unselectUnbuyable(), [cart.items])

  const items = cart.items as CartItem[]
  if (cart.status === 'failed' && items.length === 0) {
    return (
      <div className={`page ${styles.empty}`}>
        <h1 className={styles.title}>Your Bag</h1>
        <p role="alert">We could not load your bag. Please check your connection and try again.</p>
        <button type="button" className="btn btn-outline" onClick={() => void refreshBag(user._id)}>
          Try again
        </button>
      </div>
    )
  }
  if (cart.status !== 'loaded' && items.length === 0) return <ScreenStatus>Loading your bag…</ScreenStatus>
  if (items.length === 0) {
    return (
      <div className={`page ${styles.empty}`}>
        <h1 className={styles.title}>Your Bag</h1>
        <p>{EMPTY_BAG_TEXT}</p>
        <Link to="/wishlist" className="btn btn-outline">
          ADD ITEMS FROM WISHLIST
        </Link>
        {/* The wishlist may be empty as well: the shop is the other way on. */}
        <a href="/" className="btn-link">
          Continue shopping
        </a>
      </div>
    )
  }

  const totals = cartTotals(items)
  const counted = items.filter(isLineCounted).map(checkoutLineFromBag)
  return (
    <div className={`page ${styles.cart}`}>
      <h1 className={styles.title}>
        Your Bag{' '}
        <span>
          ({cart.totalQuantity} {cart.totalQuantity === 1 ? 'item' : 'items'})
        </span>
      </h1>
      <div className={styles.layout}>
        <section className={styles.linesColumn} aria-label="Items in your bag">
          <p className={styles.selectedCount} aria-live="polite">
            {totals.lines}/{items.length} {items.length === 1 ? 'item' : 'items'} selected
          </p>
          <ul className={styles.lines}>
            {items.map((item) => (
              <CartLine key={item._id} item={item} userId={user._id} />
            ))}
          </ul>
          <Link to="/wishlist" className={styles.moreFromWishlist}>
            Add More From Wishlist
          </Link>
        </section>
        <BagSummary totals={totals} userId={user._id} lines={counted} />
      </div>
    </div>
  )
}
