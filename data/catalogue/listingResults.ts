/**
 * What a listing shows for a query, computed in the browser on the static card index: its cards (category,
 * subcategory or search), filtered and sorted, and the filters' options with counts. Loaded with the index, only
 * when a shopper asks for something other than the static first page.
 */
import { cardsInScope, sortCards, type CardIndex, type CardScope, type IndexedCard } from './cards'
import { filterCards, filterOptions, type FilterOptions } from './filters'
import type { FilterState } from './filterState'
import type { SortKey } from './sorting'

export interface ListingSource {
  cards: IndexedCard[]
  swatches: Record<string, string>
}

export function listingSource(index: CardIndex, scope: CardScope): ListingSource {
  return { cards: cardsInScope(index.cards, scope), swatches: index.swatches ?? {} }
}

export function listingOptions(source: ListingSource, filters: FilterState): FilterOptions {
  return filterOptions(source.cards, filters, source.swatches)
}

export interface ListingResults {
  /** Every matching card, sorted; the page slices it. */
  cards: IndexedCard[]
  options: FilterOptions
}

export function listingResults(source: ListingSource, query: { sort: SortKey; filters: FilterState }): ListingResults {
  return { cards: sortCards(filterCards(source.cards, query.filters), query.sort), options: listingOptions(source, query.filters) }
}

export const NO_FILTER_MATCH = 'No products match the filters.'
export const NO_RESULTS = 'No results found.'

/**
 * What an empty listing says (spec 000 §2, 001 §8): 'No products match the filters.' when the shopper's filters
 * emptied it (they can clear them), 'No results found.' when there was nothing to begin with (a search that matches
 * nothing, a category with nothing in stock).
 */
export function emptyListingText(filtersChosen: boolean): string {
  return filtersChosen ? NO_FILTER_MATCH : NO_RESULTS
}
