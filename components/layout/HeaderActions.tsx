/**
 * Per-visitor header controls: currency switch, account (the user menu, or Sign In and Sign Up), wishlist and bag with their
 * count badges. The static HTML shows no counts or names (it is the same file for everyone); they appear once
 * the session, bag and wishlist are known.
 */
import { useSnapshot } from 'valtio'
import type { CurrencyCode } from '../../data/catalogue/money'
import { cartStore } from '../../state/cart'
import { currencyStore, setCurrency } from '../../state/currency'
import type { User } from '../../data/contract/schemas'
import { sessionStore } from '../../state/session'
import { wishlistCount, type KnownProducts } from '../../data/wishlist/wishlistCount'
import { wishlistStore } from '../../state/wishlist'
import { BagIcon, HeartIcon, UserIcon } from '../ui/Icons'
import styles from './Header.module.css'
import { UserMenu } from './UserMenu'

const CURRENCIES: CurrencyCode[] = ['INR', 'USD']

export function CurrencySwitch({ alwaysVisible = false }: { alwaysVisible?: boolean }) {
  const { selectedCurrency } = useSnapshot(currencyStore)
  return (
    <div className={`${styles.currency} ${alwaysVisible ? styles.currencyVisible : ''}`} role="group" aria-label="Currency">
      {CURRENCIES.map((code) => (
        <button key={code} type="button" aria-pressed={selectedCurrency === code} onClick={() => setCurrency(code)}>
          {code}
        </button>
      ))}
    </div>
  )
}

/** "Bag, 2 items": the badge's number, said in words for screen readers. */
function countLabel(name: string, count: number | null): string {
  return count === null || count === 0 ? name : `${name}, ${count} item${count === 1 ? '' : 's'}`
}

/**
 * A visitor's account control: the icon goes to Sign In; on a desktop, pointing at it or focusing it also offers
 * Sign Up (a phone has both in the drawer). Plain links, the same in the static HTML for everyone.
 */
function VisitorMenu() {
  return (
    <div className={styles.visitorMenu}>
      <a href="/login" className={styles.iconLink} aria-label="Sign In">
        <UserIcon />
      </a>
      <div className={styles.visitorPanel}>
        <p className={styles.visitorTitle}>Welcome to Vitrine</p>
        <p>Sign in to check out, track your orders and keep a wishlist.</p>
        <a href="/login" className="btn" tabIndex={-1}>
          Sign In
        </a>
        <a href="/signup" className="btn btn-outline">
          Sign Up
        </a>
      </div>
    </div>
  )
}

export function HeaderActions() {
  const session = useSnapshot(sessionStore)
  const cart = useSnapshot(cartStore)
  const wishlist = useSnapshot(wishlistStore)
  const user = session.user
  const bagCount = user && cart.status === 'loaded' ? cart.totalQuantity : null
  // What the wishlist screen shows: sold-out items are on the list but not on the page, so not in the count.
  const savedCount = user && wishlist.userId === user._id ? wishlistCount(wishlist.entries, wishlist.products as KnownProducts) : null
  return (
    <div className={styles.actions}>
      <CurrencySwitch />
      {user ? (
        <UserMenu user={user as User} />
      ) : (
        <VisitorMenu />
      )}
      <a href="/wishlist" className={styles.iconLink} aria-label={countLabel('Wishlist', savedCount)}>
        <HeartIcon />
        {savedCount ? (
          <span className={styles.badge} data-testid="wishlist-count">
            {savedCount}
          </span>
        ) : null}
      </a>
      <a href="/cart" className={styles.iconLink} aria-label={countLabel('Bag', bagCount)}>
        <BagIcon />
        {bagCount ? (
          <span className={styles.badge} data-testid="cart-count">
            {bagCount}
          </span>
        ) : null}
      </a>
    </div>
  )
}
