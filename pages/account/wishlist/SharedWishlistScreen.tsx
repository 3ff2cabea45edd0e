/**
 * Shared Wishlist (/wishlist/{userId}; spec 001 §2, §6): public, read-only. The owner's entries (a public call),
 * their products in one by-ids call, one compact card per product showing its first qualifying variant.
 */
import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router-dom'
import { ProductCard } from '../../../components/product/ProductCard'
import { livePaths } from '../../../data/contract/calls'
import { api } from '../../../data/contract/client'
import type { WishlistEntry } from '../../../data/contract/schemas'
import { sharedWishlistItems, wishlistProductIds } from '../../../data/wishlist/wishlistItems'
import { parseWishlist } from '../../../state/wishlist'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'
import styles from './Wishlist.module.css'
import { useWishlistProducts } from './useWishlistProducts'

const NO_ENTRIES: WishlistEntry[] = []

export function SharedWishlistScreen() {
  const { userId = '' } = useParams()
  const [entries, setEntries] = useState<WishlistEntry[] | null>(null)
  useEffect(() => void (document.title = screenTitle('Shared Wishlist')), [])
  useEffect(() => {
    let current = true
    setEntries(null)
    api.get(livePaths.wishlist(userId)).then(
      (body) => current && setEntries(parseWishlist(body)),
      (error: unknown) => {
        // Logged only (spec 001 §8): the list stays empty.
        console.warn('Shared wishlist failed to load', error)
        if (current) setEntries(NO_ENTRIES)
      },
    )
    return () => void (current = false)
  }, [userId])

  const list = entries ?? NO_ENTRIES
  const { products, pending } = useWishlistProducts(useMemo(() => wishlistProductIds(list), [list]))
  const items = useMemo(() => sharedWishlistItems(list, products, new Date()), [list, products])
  if (entries === null || pending) return <ScreenStatus>Loading...</ScreenStatus>

  return (
    <div className={`page ${styles.screen}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>Shared Wishlist</h1>
      </div>
      {items.length === 0 ? (
        <p className={styles.none}>No products in this wishlist.</p>
      ) : (
        <ul className={`${styles.grid} ${styles.compact}`}>
          {items.map((item, i) => (
            <li key={item.entry._id} className={styles.item}>
              <ProductCard card={item.card} eager={i < 6} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
