/**
 * A listing's filters, sort and page live in the query string, so a narrowed listing survives a reload, the back
 * button and sharing: `?size=L&size=M&color=Rose+Pink&price=500-1000&sort=PriceLow&page=2`. The form is stable
 * (parameters in that order, values sorted, defaults left out), so one choice always gives one URL. The static HTML
 * is always page 1, newest first, unfiltered.
 */
import { clampPage } from './paging'
import { categoryPath } from './paths'
import { DEFAULT_SORT, isSortKey, type SortKey } from './sorting'
import { ANY_PRICE, EMPTY_FILTERS, FACET_ATTRIBUTES, facetAttribute, hasFilters, isAnyPrice, normaliseFilters, normalisePrice, type FacetAttribute, type FilterState, type PriceRange } from './filterState'

export interface ListingQuery {
  page: number
  sort: SortKey
  filters: FilterState
}

export const DEFAULT_LISTING_QUERY: ListingQuery = { page: 1, sort: DEFAULT_SORT, filters: EMPTY_FILTERS }

/** `price=500-1000`; `price=5000-` has no upper limit. */
function parsePrice(text: string | null): PriceRange {
  const match = /^\s*(\d{1,7})\s*-\s*(\d{0,7})\s*$/.exec(text ?? '')
  if (!match) return ANY_PRICE
  return normalisePrice(Number(match[1]), match[2] ? Number(match[2]) : null)
}

function priceParam(range: PriceRange): string {
  return `${range.min}-${range.max ?? ''}`
}

/** Reads the listing's part of a query string; junk falls back to the defaults (the page is clamped later). */
export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search)
  const page = Number.parseInt(params.get('page') ?? '', 10)
  const sort = params.get('sort')
  const attributes: Partial<Record<FacetAttribute, string[]>> = {}
  for (const [key, value] of params) {
    const attribute = facetAttribute(key)
    if (attribute) (attributes[attribute] ??= []).push(value)
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    filters: normaliseFilters({ attributes, customPrice: parsePrice(params.get('price')) }),
  }
}

/** The query string of a listing state ('' for the static first page), in the stable form above. */
export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams()
  const filters = normaliseFilters(query.filters)
  for (const attribute of FACET_ATTRIBUTES) for (const value of filters.attributes[attribute] ?? []) params.append(attribute.toLowerCase(), value)
  if (!isAnyPrice(filters.customPrice)) params.set('price', priceParam(filters.customPrice))
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function isStaticFirstPage(query: ListingQuery): boolean {
  return query.page === 1 && query.sort === DEFAULT_SORT && !hasFilters(query.filters)
}

/** The query-string form of a category listing (spec 000 §2): `/product/all?categoryId={id}&subcategory={id}`. */
export const CATEGORY_ID_PARAM = 'categoryId'
export const SUBCATEGORY_PARAM = 'subcategory'

/** Just the names and ids the query-string form needs to find its listing's path. */
export interface CategoryNames {
  _id: string
  category_name: string
  sub_categories: Array<{ _id: string; sub_category_name: string }>
}

/**
 * Where a query-string listing lives: the category's (or subcategory's) own path, keeping the listing's other
 * parameters (filters, sort, page). null when the query names no known category. An unknown subcategory of a
 * known category opens the category.
 */
export function canonicalListingUrl(search: string, categories: readonly CategoryNames[]): string | null {
  const params = new URLSearchParams(search)
  const category = categories.find((c) => c._id === params.get(CATEGORY_ID_PARAM))
  if (!category) return null
  const subId = params.get(SUBCATEGORY_PARAM)
  const sub = subId ? category.sub_categories.find((s) => s._id === subId) : undefined
  params.delete(CATEGORY_ID_PARAM)
  params.delete(SUBCATEGORY_PARAM)
  const rest = params.toString()
  return categoryPath(category, sub) + (rest ? `?${rest}` : '')
}

export { clampPage }
