/**
 * Per-visitor header controls: currency switch, account, wishlist and bag. The static HTML shows no counts or
 * names (it is the same file for everyone); they appear once the session and bag are known.
 */
import { useSnapshot } from 'valtio'
import type { CurrencyCode } from '../../data/catalogue/money'
import { cartStore } from '../../state/cart'
import { currencyStore, setCurrency } from '../../state/currency'
import { sessionStore } from '../../state/session'
import { BagIcon, HeartIcon, UserIcon } from '../ui/Icons'
import styles from './Header.module.css'

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

export function HeaderActions() {
  const session = useSnapshot(sessionStore)
  const cart = useSnapshot(cartStore)
  const user = session.user
  const bagCount = user && cart.status === 'loaded' ? cart.totalQuantity : null
  return (
    <div className={styles.actions}>
      <CurrencySwitch />
      {user ? (
        <a href="/profile" className={`${styles.iconLink} ${styles.account}`} aria-label={`Your account (${user.name})`}>
          <UserIcon />
          <span className={styles.userName} aria-hidden="true">
            {user.name.split(' ')[0]}
          </span>
        </a>
      ) : (
        <a href="/login" className={styles.iconLink} aria-label="Sign in">
          <UserIcon />
        </a>
      )}
      <a href="/wishlist" className={styles.iconLink} aria-label="Wishlist">
        <HeartIcon />
      </a>
      <a href="/cart" className={styles.iconLink} aria-label={bagCount === null ? 'Bag' : `Bag, ${bagCount} item${bagCount === 1 ? '' : 's'}`}>
        <BagIcon />
        {bagCount !== null && bagCount > 0 ? (
          <span className={styles.badge} data-testid="cart-count">
            {bagCount}
          </span>
        ) : null}
      </a>
    </div>
  )
}
