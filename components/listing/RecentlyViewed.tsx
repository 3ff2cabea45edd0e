/**
 * The visitor's recently viewed products (spec 000 §2, §3), newest first. It lives in this browser's storage, so it
 * appears only after hydration and never in the static HTML. Spec 000 links entries to /product/{id}; they link to
 * the product's own page, /product/{slug}_{id}, which names the same id (and is the only product URL a static
 * host serves). Loaded only when this browser has saved a list, so a first visit downloads none of it.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { toPaise } from '../../data/catalogue/money'
import { productPath } from '../../data/catalogue/paths'
import { currencyStore, displayPrice } from '../../state/currency'
import { persistRecentlyViewed, recentlyViewedStore } from '../../state/recentlyViewed'
import { MediaImage } from '../ui/MediaImage'
import styles from './RecentlyViewed.module.css'

export default function RecentlyViewed() {
  const { entries, restored } = useSnapshot(recentlyViewedStore)
  const currency = useSnapshot(currencyStore)
  useEffect(() => persistRecentlyViewed(), [])
  if (!restored || entries.length === 0) return null
  return (
    <section className={styles.recent} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={styles.title}>
        Recently viewed
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry._id}>
            <a href={productPath({ _id: entry._id, product_name: entry.name })} className={styles.item}>
              <span className={styles.media}>
                <MediaImage src={entry.main_image} alt="" width={160} height={200} />
              </span>
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.price}>{displayPrice(toPaise(entry.price), currency)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
