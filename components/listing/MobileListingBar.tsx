/**
 * The phone's SORT and FILTER (spec 000 §2): SORT opens the sort sheet, FILTER the full-screen filter panel, both
 * loaded when first opened so the listing's own script does not carry them.
 *
 * The bar sits in the page's flow above the grid while that spot is on screen, and becomes the bottom bar once the
 * shopper scrolls past it. A bottom bar from the start would cover the last visible row of cards, half hiding
 * their hearts (a tap target a thumb then misses) on the screen a shopper sees first.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { activeFilterCount } from '../../data/catalogue/filterState'
import type { Listing } from './useListing'
import styles from './ListingScreen.module.css'

const FilterPanel = lazy(() => import('./FilterPanel'))
const SortSheet = lazy(() => import('./SortSheet'))

function PhoneControls({ listing, onOpen }: { listing: Listing; onOpen: (which: 'sort' | 'filter') => void }) {
  const chosen = activeFilterCount(listing.filters)
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => onOpen('sort')}>
        SORT
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerDown={listing.prepare}
        onClick={() => {
          listing.prepare()
          onOpen('filter')
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
    </>
  )
}

export function MobileListingBar({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState<'sort' | 'filter' | null>(null)
  const inFlow = useRef<HTMLDivElement>(null)
  // The bottom bar shows while neither the in-flow bar nor the footer is on screen (it never covers the footer).
  const [onScreen, setOnScreen] = useState({ inFlow: true, footer: false })
  useEffect(() => {
    const bar = inFlow.current
    const footer = document.querySelector('footer')
    if (!bar || typeof IntersectionObserver === 'undefined') return
    const watch = new IntersectionObserver((entries) => {
      setOnScreen((was) => {
        const next = { ...was }
        for (const entry of entries) next[entry.target === bar ? 'inFlow' : 'footer'] = entry.isIntersecting
        return next
      })
    })
    watch.observe(bar)
    if (footer) watch.observe(footer)
    return () => watch.disconnect()
  }, [])
  const close = () => setOpen(null)
  // One element at the root (a box-less one): the bar hydrates in a turn of its own (HydrateInTurn).
  return (
    <div className="boxless">
      <div ref={inFlow} className={styles.phoneBar}>
        <PhoneControls listing={listing} onOpen={setOpen} />
      </div>
      <div className={styles.bottomBar} hidden={onScreen.inFlow || onScreen.footer}>
        <PhoneControls listing={listing} onOpen={setOpen} />
      </div>
      <Suspense fallback={null}>
        {open === 'filter' ? <FilterPanel listing={listing} onClose={close} /> : null}
        {open === 'sort' ? <SortSheet sort={listing.sort} onSort={listing.setSort} onClose={close} /> : null}
      </Suspense>
    </div>
  )
}
