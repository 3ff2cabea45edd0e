/**
 * Search results (spec 000 §2): 'Showing results for' the query, no subcategory strip, the same grid, sort and
 * paging as every listing. The query is read from the URL after hydration (the shell HTML serves every query).
 */
import { useEffect, useMemo, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ProductGrid } from '../../components/product/ProductGrid'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { PagingBar } from '../../components/ui/PagingBar'
import { searchQueryFromPath } from '../../data/catalogue/searchRoutes'
import styles from '../listing/Listing.module.css'
import { useListing } from '../listing/useListing'
import { SortToolbar } from '../listing/SortToolbar'

export default function Page() {
  const pageContext = usePageContext()
  const [query, setQuery] = useState<string | null>(null)
  useEffect(() => setQuery(searchQueryFromPath(window.location.pathname)), [pageContext])
  useEffect(() => {
    if (query) document.title = `Search: ${query} | Vitrine`
  }, [query])
  const scope = useMemo(() => (query === null ? null : { query }), [query])
  const listing = useListing({ path: typeof window === 'undefined' ? '' : window.location.pathname, scope, total: 0, firstPage: [], alwaysFromIndex: true })
  return (
    <div className={`page ${styles.listing}`}>
      <Breadcrumb crumbs={[{ label: 'Search' }]} className={styles.crumbs} />
      <header className={styles.head} id="listing-top">
        <h1 className={styles.heading}>{query ? <>Showing results for &lsquo;{query}&rsquo;</> : 'Search'}</h1>
        {query && !listing.loading ? (
          <p className={styles.count}>
            {listing.total} {listing.total === 1 ? 'style' : 'styles'}
          </p>
        ) : null}
      </header>
      <SortToolbar sort={listing.sort} onSort={listing.setSort} />
      <div className={styles.results} aria-busy={listing.loading}>
        {listing.loading ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" /> Searching…
          </div>
        ) : listing.cards.length > 0 ? (
          <>
            <h2 className="visually-hidden">Results</h2>
            <ProductGrid cards={listing.cards} />
          </>
        ) : (
          <p className={styles.empty}>{query ? 'No products match the filters.' : 'Type what you are looking for in the search box above.'}</p>
        )}
      </div>
      <PagingBar page={listing.page} count={listing.count} hrefFor={listing.hrefFor} onPage={listing.setPage} />
    </div>
  )
}
