/**
 * A listing's filters, sort and page (spec 000 §4). Page 1, newest first, unfiltered, is in the static HTML with the
 * filters' unfiltered counts; anything else loads the static card index once (a category's listing, only its
 * category's part), with the rules that filter, sort and count on it (a dynamic import: a shopper who only looks at
 * page 1 never downloads them), and computes the rest in the browser. The state lives in the URL
 * (`?size=M&price=500-1000&sort=PriceLow&page=2`): each change is a history entry, so reload, back/forward and
 * sharing all give the same results.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isPageHydrated, whenPageHydrated } from '../ui/HydrateInTurn'
import type { CardFace, CardScope, IndexedCard } from '../../data/catalogue/cards'
import { loadCardIndex, loadFirstCards } from '../../data/catalogue/cardIndexClient'
import { answeredByFirstCards } from '../../data/catalogue/cardParts'
import type { FilterOptions } from '../../data/catalogue/filters'
import { normaliseFilters, type FilterState } from '../../data/catalogue/filterState'
import { DEFAULT_LISTING_QUERY, isStaticFirstPage, listingQueryString, parseListingQuery, type ListingQuery } from '../../data/catalogue/listingQuery'
import type { ListingSource } from '../../data/catalogue/listingResults'
import { clampPage, pageCount, pageSlice } from '../../data/catalogue/paging'
import type { SortKey } from '../../data/catalogue/sorting'

interface Options {
  path: string
  /** null until known (a search reads its query from the URL after hydration). */
  scope: CardScope | null
  total: number
  firstPage: CardFace[]
  /** The static page's options with unfiltered counts; null when there is no static page (search). */
  staticOptions: FilterOptions | null
  /** Whether the listing has first cards of its own (ListingData.firstCards). */
  firstCards?: boolean
  /** Search results are never in the static HTML: always page from the index. */
  alwaysFromIndex?: boolean
}

type Rules = typeof import('../../data/catalogue/listingResults')
interface Loaded {
  rules: Rules
  source: ListingSource
}

function loadRules(): Promise<Rules> {
  return import('../../data/catalogue/listingResults')
}

export type Listing = ReturnType<typeof useListing>

export function useListing({ path, scope, total, firstPage, staticOptions, firstCards = false, alwaysFromIndex = false }: Options) {
  const [query, setQuery] = useState<ListingQuery>(DEFAULT_LISTING_QUERY)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [loading, setLoading] = useState(false)
  // Set when the shopper reaches for the filters, so the index is on its way before the first click.
  const [warm, setWarm] = useState(false)

  // Follow the URL on hydration (a shared link) and on back/forward. A URL that says what is already shown (most
  // hydrations: page 1, newest first) keeps the state as it is: a new but equal query re-rendered the whole listing,
  // every card included, in the task after hydration.
  useEffect(() => {
    const sync = () => {
      const next = parseListingQuery(window.location.search)
      setQuery((shown) => (listingQueryString(shown) === listingQueryString(next) ? shown : next))
    }
    sync()
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [path])

  // What the controls show. The filters, sort bar and paging hydrate in turns of their own (HydrateInTurn), after the
  // URL has been read: a part must meet the static HTML's state when it hydrates, since Preact applies no `checked`,
  // `value` or changed attribute while hydrating. A shared link's filters, applied while the sidebar waited for its
  // turn, left its boxes unticked over filtered results. So the controls show the static page's query until every part
  // has hydrated, then the URL's; the results, and what a tap does, follow the URL from the start. The listing renders
  // again then only when the controls would show something else than the static page's (see above: a render of every
  // card): another query than the static page's, or counts from the card index (a search has no static counts).
  const controlsLive = isPageHydrated()
  const [, showControls] = useState(false)
  const differs = useRef(false)
  useEffect(() => whenPageHydrated(() => differs.current && showControls(true)), [])
  const shown = controlsLive ? query : DEFAULT_LISTING_QUERY

  // A listing paged or re-sorted without a filter: its first cards in that order are enough (cardParts.ts
  // FIRST_PAGES), a few dozen kilobytes, where its part of the index, or every part, is megabytes at a large shop's
  // size. Should they fail to load (a site swapped under an open tab), the listing reads its parts instead.
  const [first, setFirst] = useState<{ sort: SortKey; cards: IndexedCard[] } | null>(null)
  const [firstFailed, setFirstFailed] = useState(false)
  const byFirst = !alwaysFromIndex && scope !== null && staticOptions !== null && !firstFailed && !isStaticFirstPage(query) && answeredByFirstCards(firstCards, query)
  const needsIndex = alwaysFromIndex || warm || (!isStaticFirstPage(query) && !byFirst)
  useEffect(() => {
    setLoaded(null)
    setFirst(null)
    setFirstFailed(false)
  }, [scope])
  useEffect(() => {
    if (!byFirst || !scope || loaded || first?.sort === query.sort) return
    let live = true
    setLoading(true)
    loadFirstCards(scope, query.sort).then(
      (cards) => {
        if (!live) return
        setFirst({ sort: query.sort, cards })
        setLoading(false)
      },
      (error: unknown) => {
        console.warn('Listing first cards failed', error)
        // Still loading: the parts are read next.
        if (live) setFirstFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [byFirst, scope, loaded, first, query.sort])
  useEffect(() => {
    if (!needsIndex || loaded || !scope) return
    let live = true
    setLoading(true)
    Promise.all([loadRules(), loadCardIndex(scope)])
      .then(([rules, index]) => live && setLoaded({ rules, source: rules.listingSource(index, scope) }))
      // A failed fetch just ends loading (spec 000 §4); the first page stays on screen.
      .catch((error: unknown) => console.warn('Listing index failed', error))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [needsIndex, loaded, scope])

  const fromFirst = !loaded && byFirst && first?.sort === query.sort
  const results = useMemo(
    () => (loaded ? loaded.rules.listingResults(loaded.source, query) : fromFirst ? { cards: first!.cards, options: staticOptions! } : null),
    [loaded, query, fromFirst, first, staticOptions],
  )
  differs.current = results !== null || listingQueryString(query) !== listingQueryString(DEFAULT_LISTING_QUERY)
  // First cards are the listing's first pages: the pages still count every card of it.
  const count = results && !fromFirst ? results.cards.length : total
  const page = clampPage(query.page, count)

  const go = useCallback(
    (next: ListingQuery, scroll: 'always' | 'if-past') => {
      setQuery(next)
      // A null state lets vike mark this entry as ours, so back/forward between states of the listing stays in place.
      window.history.pushState(null, '', path + listingQueryString(next))
      const top = document.getElementById('listing-top')
      if (top && (scroll === 'always' || top.getBoundingClientRect().top < 0)) top.scrollIntoView({ behavior: 'smooth', block: 'start' })
    },
    [path],
  )
  const setPage = useCallback((n: number) => go({ ...query, page: n }, 'always'), [go, query])
  // Changing a filter or the sort returns to page 1 (spec 000 §4).
  const setSort = useCallback((sort: SortKey) => go({ ...query, sort, page: 1 }, 'if-past'), [go, query])
  const setFilters = useCallback((filters: FilterState) => go({ ...query, filters: normaliseFilters(filters), page: 1 }, 'if-past'), [go, query])
  const hrefFor = useCallback((n: number) => path + listingQueryString({ ...shown, page: n }), [path, shown])
  const prepare = useCallback(() => setWarm(true), [])
  /** Options and counts for a choice that is not applied yet (the mobile panel's draft). */
  const optionsFor = useCallback(
    (filters: FilterState): FilterOptions | null => (loaded ? loaded.rules.listingOptions(loaded.source, filters) : staticOptions),
    [loaded, staticOptions],
  )

  return {
    cards: results ? pageSlice(results.cards, page) : firstPage,
    page: controlsLive ? page : clampPage(shown.page, total),
    count: pageCount(controlsLive ? count : total),
    total: count,
    sort: shown.sort,
    filters: shown.filters,
    options: (controlsLive ? results?.options : null) ?? staticOptions,
    // Only while the shopper waits for a state the static page does not show (a prefetch is silent).
    loading: !results && (alwaysFromIndex || !isStaticFirstPage(query)) && (loading || !scope),
    setPage,
    setSort,
    setFilters,
    hrefFor,
    prepare,
    optionsFor,
  }
}
