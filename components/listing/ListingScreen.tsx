/**
 * One listing screen for categories, subcategories, all products and search (spec 000 §2): header, filter sidebar
 * (desktop), sort, the grid, paging, the recently viewed list, and the phone's SORT / FILTER bar.
 */
import { lazy, Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react'
import { clearFilters, hasFilters } from '../../data/catalogue/filterState'
import { emptyListingText } from '../../data/catalogue/listingResults'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import { RECENTLY_VIEWED_KEY } from '../../data/catalogue/recentlyViewed'
import type { Crumb } from '../../data/views/layoutData'
import { ProductGrid } from '../product/ProductGrid'
import { Breadcrumb } from '../ui/Breadcrumb'
import { HydrateInTurn } from '../ui/HydrateInTurn'
import { PagingBar } from '../ui/PagingBar'
import { Spinner } from '../ui/Spinner'
import { FilterSidebar } from './FilterSidebar'
import { MobileListingBar } from './MobileListingBar'
import { SortToolbar } from './SortToolbar'
import type { Listing } from './useListing'
import styles from './ListingScreen.module.css'

const RecentlyViewed = lazy(() => import('./RecentlyViewed'))

/** The recently viewed list, fetched after hydration and only when this browser has one (never in the static HTML). */
function RecentlyViewedSlot() {
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    // In a task of its own: a page's first read of local storage is slow, and the effects after hydration run together.
    const timer = window.setTimeout(() => {
      try {
        setSaved(Boolean(window.localStorage.getItem(RECENTLY_VIEWED_KEY)))
      } catch {
        // Storage disabled: nothing was saved.
      }
    }, 0)
    return () => window.clearTimeout(timer)
  }, [])
  return saved ? (
    <Suspense fallback={null}>
      <RecentlyViewed />
    </Suspense>
  ) : null
}

interface Props {
  crumbs: Crumb[]
  heading: ReactNode
  /** On a subcategory listing, its category, above the heading. */
  category?: { label: string; href: string } | null
  /** Whether the result count is known (a search's is not until its index loads). */
  showCount?: boolean
  /** Between the header and the results (the subcategory strip): one element, hydrated in a turn of its own. */
  strip?: ReactElement | null
  listing: Listing
  loadingText: string
  /** What an empty listing says instead of the usual texts (a search page with no query yet). */
  emptyText?: string
}

export function ListingScreen({ crumbs, heading, category, showCount = true, strip, listing, loadingText, emptyText }: Props) {
  return (
    <div className={`page ${styles.listing}`}>
      <Breadcrumb crumbs={crumbs} className={styles.crumbs} />
      <header className={styles.head} id="listing-top">
        <div className={styles.titles}>
          {category ? (
            <a href={category.href} className="eyebrow">
              {category.label}
            </a>
          ) : null}
          <h1 className={styles.heading}>{heading}</h1>
        </div>
        {showCount ? (
          <p className={styles.count}>
            {listing.total} {listing.total === 1 ? 'style' : 'styles'}
          </p>
        ) : null}
      </header>
      {/* The strip, the phone's bar and the sort control hydrate in turns of their own: with the header, they made the
          page's first hydration pass, a phone's longest task on a listing (Lighthouse TBT). */}
      {strip ? <HydrateInTurn>{strip}</HydrateInTurn> : null}
      <div className={styles.body}>
        <HydrateInTurn>
          <FilterSidebar listing={listing} />
        </HydrateInTurn>
        <div>
          <HydrateInTurn>
            <MobileListingBar listing={listing} />
          </HydrateInTurn>
          <HydrateInTurn>
            <SortToolbar sort={listing.sort} onSort={listing.setSort} />
          </HydrateInTurn>
          <div className={styles.results} aria-busy={listing.loading}>
            {listing.loading ? (
              <div className={styles.loading} role="status">
                <Spinner size={18} /> {loadingText}
              </div>
            ) : null}
            {listing.cards.length > 0 ? (
              <>
                {/* Keeps the heading order (h1, h2, then the cards' h3). */}
                <h2 className="visually-hidden">Products</h2>
                <ProductGrid cards={listing.cards} />
              </>
            ) : listing.loading ? null : (
              <div className={styles.empty}>
                <p>{emptyText ?? emptyListingText(hasFilters(listing.filters))}</p>
                {hasFilters(listing.filters) ? (
                  <button type="button" className="btn btn-outline" onClick={() => listing.setFilters(clearFilters())}>
                    Clear all
                  </button>
                ) : listing.total === 0 && !emptyText ? (
                  // Nothing here at all (a search that found nothing): a way on rather than a dead end.
                  <a href={ALL_PRODUCTS_PATH} className="btn btn-outline">
                    Browse all products
                  </a>
                ) : null}
              </div>
            )}
          </div>
          <HydrateInTurn>
            <PagingBar page={listing.page} count={listing.count} hrefFor={listing.hrefFor} onPage={listing.setPage} />
          </HydrateInTurn>
        </div>
      </div>
      <RecentlyViewedSlot />
    </div>
  )
}
