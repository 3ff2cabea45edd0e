/**
 * One bag line (spec 000 §2, §4): image, name linking to the product, attributes, quantity, price, the selected
 * checkbox, remove, move to wishlist and the returns note. A line that sold out or was withdrawn since it was added
 * is flagged and cannot be selected; a refused quantity keeps the old one and shows the server's reason.
 */
import { useId, useState } from 'react'
import { Price } from '../../../components/product/Price'
import { MediaImage } from '../../../components/ui/MediaImage'
import { wishlistProduct } from '../../../components/wishlist/wishlistProduct'
import { isLineCounted, lineProblem } from '../../../data/catalogue/cartLines'
import { linePrices, quantityChoices } from '../../../data/catalogue/cartTotals'
import { discountPercent } from '../../../data/catalogue/money'
import { bagLineReturnText, returnDays } from '../../../data/catalogue/returns'
import { productPath } from '../../../data/catalogue/paths'
import { ApiError, errorMessage } from '../../../data/contract/client'
import type { CartItem } from '../../../data/contract/schemas'
import { loadCart } from '../../../state/cart'
import { removeLine, setLineQuantity, setLineSelected } from '../../../state/cartEdits'
import { toast } from '../../../state/toasts'
import styles from './CartLine.module.css'

export const MOVE_TO_WISHLIST_FAILED = 'Failed to move to wishlist'

type Busy = 'quantity' | 'remove' | 'move' | null

export function CartLine({ item, userId }: { item: CartItem; userId: string }) {
  const id = useId()
  const [busy, setBusy] = useState<Busy>(null)
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const name = item.product.product_name
  const variant = item.product.product_variant
  const { price, compare } = linePrices(item)
  const problem = lineProblem(item)
  const counted = isLineCounted(item)
  const attributes = Object.entries(variant.attributes ?? {})
  const href = productPath({ _id: item.product.product_id, product_name: name })

  async function changeQuantity(quantity: number) {
    setBusy('quantity')
    setPendingQuantity(quantity)
    setMessage(null)
    try {
      await setLineQuantity(item._id, quantity)
    } catch (error) {
      setMessage(errorMessage(error, 'Could not change the quantity'))
      // The server knows better how many are left: read the bag again so the choices match it.
      if (error instanceof ApiError && error.status === 409) void loadCart(userId, { fresh: true })
      else console.warn('Cart update failed', error)
    } finally {
      setPendingQuantity(null)
      setBusy(null)
    }
  }

  async function remove() {
    setBusy('remove')
    setMessage(null)
    try {
      await removeLine(item._id)
    } catch (error) {
      console.warn('Cart removal failed', error)
      setMessage(errorMessage(error, 'Could not remove this item'))
      setBusy(null)
    }
  }

  // spec 000 §4: add to the wishlist, then take it out of the bag.
  async function moveToWishlist() {
    setBusy('move')
    setMessage(null)
    const variantId = typeof item.variant_id === 'string' ? item.variant_id : true
    if (!(await wishlistProduct(item.product.product_id, variantId, MOVE_TO_WISHLIST_FAILED))) return setBusy(null)
    try {
      await removeLine(item._id)
    } catch (error) {
      console.warn('Cart removal after wishlist add failed', error)
      toast.error(MOVE_TO_WISHLIST_FAILED)
      setBusy(null)
    }
  }

  return (
    <li className={`${styles.line} ${counted ? '' : styles.unselected}`} aria-busy={busy !== null}>
      <div className={styles.pick}>
        <input
          id={`${id}-select`}
          type="checkbox"
          className={styles.checkbox}
          checked={counted}
          disabled={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => void setLineSelected(item._id, event.target.checked)}
        />
        <label htmlFor={`${id}-select`} className="visually-hidden">
          Select {name}
        </label>
      </div>
      <a href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <MediaImage src={variant.image} alt="" className={styles.image} width={120} height={150} />
      </a>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <a href={href}>{name}</a>
        </h2>
        {attributes.length > 0 ? <p className={styles.attrs}>{attributes.map(([k, v]) => `${k}: ${v}`).join(' · ')}</p> : null}
        {problem ? (
          <p id={`${id}-problem`} className={styles.flag}>
            {problem.message}. {problem.fixable ? 'Lower the quantity to buy it.' : 'Not included in your order.'}
          </p>
        ) : null}
        <div className={styles.controls}>
          <label className={styles.quantity}>
            <span>Quantity</span>
            <select
              value={pendingQuantity ?? item.quantity}
              disabled={busy !== null || (problem !== null && !problem.fixable)}
              aria-describedby={message ? `${id}-message` : undefined}
              onChange={(event) => void changeQuantity(Number(event.target.value))}
            >
              {quantityChoices(item).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Price price={price * item.quantity} comparePrice={compare > price ? compare * item.quantity : null} discountPercent={discountPercent(price, compare)} />
        </div>
        {message ? (
          <p id={`${id}-message`} className={styles.message} role="alert">
            {message}
          </p>
        ) : null}
        <p className={styles.returns}>{bagLineReturnText(returnDays(item.product))}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void remove()} disabled={busy !== null}>
          {busy === 'remove' ? 'Removing…' : 'Remove'}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button type="button" className={styles.action} onClick={() => void moveToWishlist()} disabled={busy !== null}>
          {busy === 'move' ? 'Moving…' : 'Move to Wishlist'}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  )
}
