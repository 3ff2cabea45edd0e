/**
 * The listing's page and sort live in the query string (`?page=N&sort=Discount`) so a paged listing can be shared
 * and the back button works; the static HTML is always page 1, newest first.
 */
import { clampPage } from './paging'
import { DEFAULT_SORT, isSortKey, type SortKey } from './sorting'

export interface ListingQuery {
  page: number
  sort: SortKey
}

/** Reads `?page` and `?sort`; junk falls back to page 1 and the default sort (the page is clamped later). */
export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search)
  const page = Number.parseInt(params.get('page') ?? '', 10)
  const sort = params.get('sort')
  return { page: Number.isFinite(page) && page >= 1 ? page : 1, sort: isSortKey(sort) ? sort : DEFAULT_SORT }
}

export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams()
  if (query.page > 1) params.set('page', String(query.page))
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function isStaticFirstPage(query: ListingQuery): boolean {
  return query.page === 1 && query.sort === DEFAULT_SORT
}

export { clampPage }
