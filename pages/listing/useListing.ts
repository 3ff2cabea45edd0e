/**
 * The listing's page and sort. Page 1, newest first, is in the static HTML; any other page or sort loads the
 * static card index once (with a loading state) and pages it in the browser. The URL follows (`?page=N`), and
 * the back button returns to the previous page of results.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { cardsInScope, sortCards, type CardModel, type CardScope } from '../../data/catalogue/cards'
import { isStaticFirstPage, listingQueryString, parseListingQuery, type ListingQuery } from '../../data/catalogue/listingQuery'
import { clampPage, pageCount, pageSlice } from '../../data/catalogue/paging'
import { DEFAULT_SORT, type SortKey } from '../../data/catalogue/sorting'
import { loadCardIndex } from '../../data/catalogue/cardIndexClient'

interface Options {
  path: string
  /** null until known (a search reads its query from the URL after hydration). */
  scope: CardScope | null
  total: number
  firstPage: CardModel[]
  /** Search results are never in the static HTML: always page from the index. */
  alwaysFromIndex?: boolean
}

export function useListing({ path, scope, total, firstPage, alwaysFromIndex = false }: Options) {
  const [query, setQuery] = useState<ListingQuery>({ page: 1, sort: DEFAULT_SORT })
  const [all, setAll] = useState<CardModel[] | null>(null)
  const [loading, setLoading] = useState(false)

  // Follow the URL on hydration (a shared `?page=3` link) and on back/forward.
  useEffect(() => {
    const sync = () => setQuery(parseListingQuery(window.location.search))
    sync()
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [path])

  const needsIndex = alwaysFromIndex || !isStaticFirstPage(query)
  useEffect(() => setAll(null), [scope])
  useEffect(() => {
    if (!needsIndex || all || !scope) return
    let live = true
    setLoading(true)
    loadCardIndex()
      .then((cards) => live && setAll(cardsInScope(cards, scope)))
      // A failed fetch just ends loading (spec 000 §4); the first page stays on screen.
      .catch((error: unknown) => console.warn('Listing index failed', error))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [needsIndex, all, scope])

  const sorted = useMemo(() => (all ? sortCards(all, query.sort) : null), [all, query.sort])
  const count = pageCount(sorted ? sorted.length : total)
  const page = clampPage(query.page, sorted ? sorted.length : total)
  const cards = !needsIndex || !sorted ? firstPage : pageSlice(sorted, page)

  const go = useCallback(
    (next: ListingQuery) => {
      setQuery(next)
      // A null state lets vike mark this entry as ours, so back/forward between pages of results stays in place.
      window.history.pushState(null, '', path + listingQueryString(next))
      document.getElementById('listing-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    },
    [path],
  )
  const setPage = useCallback((n: number) => go({ ...query, page: n }), [go, query])
  // Changing the sort returns to page 1 (spec 000 §4).
  const setSort = useCallback((sort: SortKey) => go({ page: 1, sort }), [go])
  const hrefFor = useCallback((n: number) => path + listingQueryString({ ...query, page: n }), [path, query])

  return { cards, page, count, sort: query.sort, loading: needsIndex && !sorted && (loading || !scope), total: sorted ? sorted.length : total, setPage, setSort, hrefFor }
}
