/**
 * The phone's bottom bar (spec 000 §2): SORT opens the sort sheet, FILTER the full-screen filter panel. Both are
 * loaded when first opened, so the listing's own script does not carry them.
 */
import { lazy, Suspense, useState } from 'react'
import { activeFilterCount } from '../../data/catalogue/filterState'
import type { Listing } from './useListing'
import styles from './ListingScreen.module.css'

const FilterPanel = lazy(() => import('./FilterPanel'))
const SortSheet = lazy(() => import('./SortSheet'))

export function MobileListingBar({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState<'sort' | 'filter' | null>(null)
  const chosen = activeFilterCount(listing.filters)
  const close = () => setOpen(null)
  return (
    <>
      <div className={styles.bottomBar}>
        <button type="button" aria-haspopup="dialog" onClick={() => setOpen('sort')}>
          SORT
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerDown={listing.prepare}
          onClick={() => {
            listing.prepare()
            setOpen('filter')
          }}
        >
          FILTER
          {chosen > 0 ? (
            <span className={styles.badge}>
              {chosen}
              <span className="visually-hidden"> chosen</span>
            </span>
          ) : null}
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'filter' ? <FilterPanel listing={listing} onClose={close} /> : null}
        {open === 'sort' ? <SortSheet sort={listing.sort} onSort={listing.setSort} onClose={close} /> : null}
      </Suspense>
    </>
  )
}
