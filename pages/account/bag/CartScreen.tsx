/**
 * The bag (spec 000 §2 Cart): sign-in required; the empty text exactly as the spec has it; otherwise the lines and
 * a simple total. Coupons, selection and quantity edits come later.
 */
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { MediaImage } from '../../../components/ui/MediaImage'
import { cartTotals, linePrices } from '../../../data/catalogue/cartTotals'
import type { CartItem } from '../../../data/contract/schemas'
import { cartStore, loadCart } from '../../../state/cart'
import { currencyStore, displayPrice } from '../../../state/currency'
import { useSignedInUser } from '../RequireUser'
import { screenTitle } from '../useShellNavigate'
import styles from './Cart.module.css'

export const EMPTY_BAG_TEXT = "Hey, it feels so light! There is nothing in your bag. Let's add some items."

function CartLine({ item }: { item: CartItem }) {
  const currency = useSnapshot(currencyStore)
  const variant = item.product.product_variant
  const { price, compare } = linePrices(item)
  const attributes = Object.entries(variant.attributes ?? {})
  return (
    <li className={styles.line}>
      <MediaImage src={variant.image} alt={item.product.product_name} className={styles.lineImage} width={120} height={150} />
      <div className={styles.lineBody}>
        <h2 className={styles.lineName}>{item.product.product_name}</h2>
        {attributes.length > 0 ? <p className={styles.attrs}>{attributes.map(([k, v]) => `${k}: ${v}`).join(' · ')}</p> : null}
        <p className={styles.attrs}>Qty: {item.quantity}</p>
        <p className={styles.linePrice}>
          <strong>{displayPrice(price * item.quantity, currency)}</strong>
          {compare > price ? <s>{displayPrice(compare * item.quantity, currency)}</s> : null}
        </p>
        <p className={styles.returns}>14 days return available</p>
      </div>
    </li>
  )
}

export function CartScreen() {
  const user = useSignedInUser()
  const cart = useSnapshot(cartStore)
  const currency = useSnapshot(currencyStore)
  useEffect(() => void (document.title = screenTitle('Shopping Bag')), [])
  useEffect(() => {
    if (cart.status === 'idle') void loadCart(user._id)
  }, [user._id, cart.status])

  if (cart.status === 'idle' || (cart.status === 'loading' && cart.items.length === 0)) {
    return (
      <div className={`page ${styles.loading}`} role="status">
        Loading your bag…
      </div>
    )
  }
  if (cart.items.length === 0) {
    return (
      <div className={`page ${styles.empty}`}>
        <h1 className={styles.title}>Your Bag</h1>
        <p>{EMPTY_BAG_TEXT}</p>
        <Link to="/wishlist" data-vike="false" className="btn btn-outline">
          ADD ITEMS FROM WISHLIST
        </Link>
      </div>
    )
  }
  const totals = cartTotals(cart.items as CartItem[])
  return (
    <div className={`page ${styles.cart}`}>
      <h1 className={styles.title}>
        Your Bag <span>({totals.quantity} {totals.quantity === 1 ? 'item' : 'items'})</span>
      </h1>
      <div className={styles.layout}>
        <ul className={styles.lines}>
          {cart.items.map((item) => (
            <CartLine key={item._id} item={item as CartItem} />
          ))}
        </ul>
        <aside className={styles.summary} aria-label="Price summary">
          <h2>Price details</h2>
          <dl>
            <dt>Total MRP</dt>
            <dd>{displayPrice(totals.mrp, currency)}</dd>
            <dt>Discount on MRP</dt>
            <dd className={styles.saving}>−{displayPrice(totals.discount, currency)}</dd>
            <dt>Shipping</dt>
            <dd className={styles.saving}>FREE</dd>
            <dt className={styles.total}>Total</dt>
            <dd className={styles.total}>{displayPrice(totals.total, currency)}</dd>
          </dl>
          <Link to="/checkout" data-vike="false" className={`btn ${styles.placeOrder}`}>
            PLACE ORDER
          </Link>
        </aside>
      </div>
    </div>
  )
}
