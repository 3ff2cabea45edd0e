/**
 * A wishlist item: the shop's product card as it is, and beneath it the wishlist's own actions, Remove and
 * Move to Bag (spec 001 §2, §4, §8).
 */
import { useState } from 'react'
import { ProductCard } from '../../../components/product/ProductCard'
import { CloseIcon } from '../../../components/ui/Icons'
import { errorMessage } from '../../../data/contract/client'
import { MOVE_TO_BAG_FAILED, MOVED_TO_BAG, moveToBagBody, NO_VARIANT_FOUND, type WishlistItem } from '../../../data/wishlist/wishlistItems'
import { addToCart } from '../../../state/cart'
import { toast } from '../../../state/toasts'
import { removeFromWishlist } from '../../../state/wishlist'
import styles from './Wishlist.module.css'

export function WishlistCard({ item, userId, eager }: { item: WishlistItem; userId: string; eager: boolean }) {
  const [moving, setMoving] = useState(false)
  const name = item.product.product_name

  const remove = () => {
    removeFromWishlist(item.entry._id).catch((error: unknown) => toast.error(errorMessage(error, 'Could not remove the item. Please try again.')))
  }

  const moveToBag = async () => {
    const body = moveToBagBody(userId, item.entry, item.product)
    if (!body) return void toast.error(NO_VARIANT_FOUND)
    setMoving(true)
    try {
      await addToCart(body)
    } catch {
      setMoving(false)
      return void toast.error(MOVE_TO_BAG_FAILED)
    }
    try {
      await removeFromWishlist(item.entry._id)
    } catch (error) {
      // It is in the bag, which is what the shopper asked for; the entry stays and can be removed by hand.
      console.warn('Wishlist entry not removed after Move to Bag', error)
      setMoving(false)
    }
    toast.success(MOVED_TO_BAG)
  }

  return (
    <li className={styles.item}>
      <ProductCard card={item.card} eager={eager} headingLevel={2} />
      <div className={styles.actions}>
        <button type="button" className={`btn btn-outline ${styles.move}`} onClick={() => void moveToBag()} disabled={moving}>
          {moving ? 'Moving...' : 'Move to Bag'}
        </button>
        <button type="button" className={styles.remove} onClick={remove} aria-label={`Remove ${name} from wishlist`} title="Remove from wishlist">
          <CloseIcon size={18} />
        </button>
      </div>
    </li>
  )
}
