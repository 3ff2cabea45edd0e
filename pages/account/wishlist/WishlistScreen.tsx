/**
 * My Wishlist (/wishlist; spec 001 §2, §4, §8): signed in only; Loading... while the list and its products load;
 * the empty texts; otherwise the items that can be bought (see data/wishlist/) with Remove and Move to Bag, and
 * Share Wishlist. The list and its products are the wishlist store's, so an add anywhere shows here at once and the
 * header counts exactly the items shown here.
 */
import { useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { copyText } from '../../../components/ui/clipboard'
import { HeartIcon } from '../../../components/ui/Icons'
import type { WishlistEntry } from '../../../data/contract/schemas'
import type { KnownProducts } from '../../../data/wishlist/wishlistCount'
import { sharedWishlistUrl, WISHLIST_LINK_COPIED, wishlistHeading, wishlistItems, wishlistProductIds } from '../../../data/wishlist/wishlistItems'
import { toast } from '../../../state/toasts'
import { refreshWishlist, wishlistStore } from '../../../state/wishlist'
import { useSignedInUser } from '../RequireUser'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'
import styles from './Wishlist.module.css'
import { WishlistCard } from './WishlistCard'

/** How long a loaded list counts as fresh for the screen. */
const FRESH_FOR_MS = 10_000

export const EMPTY_WISHLIST_TEXT = 'Add items that you like to your wishlist. Review them anytime and easily move them to the bag.'

function EmptyWishlist() {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <HeartIcon size={34} />
      </span>
      <h2>YOUR WISHLIST IS EMPTY</h2>
      <p>{EMPTY_WISHLIST_TEXT}</p>
      <a href="/" className="btn btn-outline">
        CONTINUE SHOPPING
      </a>
    </div>
  )
}

export function WishlistScreen() {
  const user = useSignedInUser()
  const wishlist = useSnapshot(wishlistStore)
  const [manualLink, setManualLink] = useState<string | null>(null)
  useEffect(() => void (document.title = screenTitle('My Wishlist')), [])
  // A visit reads the list and its products afresh (stock and prices move), unless the header's load at page load
  // has just done so.
  useEffect(() => void refreshWishlist(user._id, FRESH_FOR_MS), [user._id])

  const entries = wishlist.entries as WishlistEntry[]
  const products = wishlist.products as KnownProducts
  const pending = useMemo(() => wishlistProductIds(entries).some((id) => !products.has(id)), [entries, products])
  const items = useMemo(() => wishlistItems(entries, products, new Date()), [entries, products])
  const listLoading = (wishlist.status === 'idle' || wishlist.status === 'loading') && entries.length === 0
  if (listLoading || (pending && items.length === 0)) return <ScreenStatus>Loading...</ScreenStatus>

  const share = async () => {
    const link = sharedWishlistUrl(window.location.origin, user._id)
    if (await copyText(link)) {
      setManualLink(null)
      toast.success(WISHLIST_LINK_COPIED)
    } else setManualLink(link)
  }

  return (
    <div className={`page ${styles.screen}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{wishlistHeading(items.length)}</h1>
        {items.length > 0 ? (
          <button type="button" className="btn btn-outline" onClick={() => void share()}>
            Share Wishlist
          </button>
        ) : null}
      </div>
      {manualLink ? (
        <div className={`field ${styles.manual}`}>
          <label htmlFor="wishlist-link">This browser could not copy the link. Copy it from here:</label>
          <input id="wishlist-link" className="input" readOnly value={manualLink} onFocus={(e) => e.currentTarget.select()} autoFocus />
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className={styles.grid}>
          {items.map((item, i) => (
            <WishlistCard key={item.entry._id} item={item} userId={user._id} eager={i < 4} />
          ))}
        </ul>
      )}
    </div>
  )
}
