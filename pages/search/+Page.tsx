/**
 * Search results (spec 000 §2): 'Showing results for' the query, no subcategory strip, the same filters, grid, sort
 * and paging as every listing. The query is read from the URL after hydration (the shell HTML serves every query).
 */
import { useEffect, useMemo, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ListingScreen } from '../../components/listing/ListingScreen'
import { useListing } from '../../components/listing/useListing'
import { searchQueryFromPath } from '../../data/catalogue/searchRoutes'

export default function Page() {
  const pageContext = usePageContext()
  const [query, setQuery] = useState<string | null>(null)
  useEffect(() => setQuery(searchQueryFromPath(window.location.pathname)), [pageContext])
  useEffect(() => {
    if (query) document.title = `Search: ${query} | Vitrine`
  }, [query])
  const scope = useMemo(() => (query === null ? null : { query }), [query])
  const listing = useListing({ path: typeof window === 'undefined' ? '' : window.location.pathname, scope, total: 0, firstPage: [], staticOptions: null, alwaysFromIndex: true })
  return (
    <ListingScreen
      crumbs={[{ label: 'Search' }]}
      heading={query ? <>Showing results for &lsquo;{query}&rsquo;</> : 'Search'}
      showCount={Boolean(query) && !listing.loading}
      listing={listing}
      loadingText="Searching…"
      emptyText={query ? undefined : 'Type what you are looking for in the search box above.'}
    />
  )
}
