/**
 * Filter rules on the static card index (spec 000 §4, §5, §9). Which variants count: the purchasable ones (Active
 * with stock), the same options that make a product visible at all, so a listing never offers a size nobody can buy.
 * A product has a value when any purchasable variant has it; it matches when, in every group with choices, it has
 * one of the chosen values (values OR within a group, groups AND), and its card price is inside customPrice. The
 * price is the one its card shows: the first purchasable option's.
 *
 * An option's count is the number of products (never variants) that would match if that group's choice were just
 * this value, with every other group and the price applied: with nothing else ticked in its group, ticking it shows
 * exactly that many products. A band's count is the number the band shows when chosen. The build computes the
 * unfiltered counts for the static HTML with these same functions, the browser everything else. (What a product's
 * facets are is in facets.ts, which the build alone needs.)
 */
import type { IndexedCard } from './cards'
import { FACET_ATTRIBUTES, PRICE_BANDS, type FacetAttribute, type FilterState, type PriceRange } from './filterState'

/** The Size and Color values of a product's purchasable variants, in variant order (facets.ts); empty groups left out. */
export type CardFacets = Partial<Record<FacetAttribute, string[]>>

export function inPriceRange(pricePaise: number, range: PriceRange): boolean {
  return pricePaise >= range.min * 100 && (range.max === null || pricePaise <= range.max * 100)
}

function hasOneOf(card: IndexedCard, attribute: FacetAttribute, chosen: readonly string[] | undefined): boolean {
  if (!chosen || chosen.length === 0) return true
  const values = card.facets?.[attribute]
  return values !== undefined && values.some((v) => chosen.includes(v))
}

function matchesAttributes(card: IndexedCard, filters: FilterState, except?: FacetAttribute): boolean {
  return FACET_ATTRIBUTES.every((attribute) => attribute === except || hasOneOf(card, attribute, filters.attributes[attribute]))
}

export function matchesFilters(card: IndexedCard, filters: FilterState): boolean {
  return inPriceRange(card.price, filters.customPrice) && matchesAttributes(card, filters)
}

export function filterCards<T extends IndexedCard>(cards: readonly T[], filters: FilterState): T[] {
  return cards.filter((card) => matchesFilters(card, filters))
}

export interface FilterOption {
  value: string
  count: number
  /** Colour swatch image, when the catalogue has one. */
  swatch?: string
}
export interface FilterGroupOptions {
  attribute: FacetAttribute
  options: FilterOption[]
}
export interface FilterOptions {
  groups: FilterGroupOptions[]
  /** Products per price band, in PRICE_BANDS order. */
  bandCounts: number[]
}

/** Letter sizes in wearing order; anything else sorts by its leading number ('28', '2-3Y', '16 x 16 in'), then by name. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL']

function sizeKey(value: string): [number, number, string] {
  const letter = LETTER_SIZES.indexOf(value.toUpperCase())
  if (letter >= 0) return [0, letter, '']
  const number = Number.parseFloat(value)
  return Number.isFinite(number) ? [1, number, value] : [2, 0, value.toLowerCase()]
}

/** The order options are listed in: sizes as worn, colours by name. */
export function compareOptionValues(attribute: FacetAttribute, a: string, b: string): number {
  if (attribute === 'Color') return a.localeCompare(b, 'en')
  const [x, y] = [sizeKey(a), sizeKey(b)]
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2], 'en')
}

/**
 * Every group's options with counts, for the cards of one listing (category, subcategory or search) under a choice
 * of filters. An option is listed when a product of the listing has it, or when it is chosen (a shared URL may name
 * one the listing no longer has, and it must stay there to be unticked).
 */
export function filterOptions(cards: readonly IndexedCard[], filters: FilterState, swatches: Readonly<Record<string, string>> = {}): FilterOptions {
  const groups = FACET_ATTRIBUTES.map((attribute): FilterGroupOptions => {
    const counts = new Map<string, number>((filters.attributes[attribute] ?? []).map((v) => [v, 0]))
    for (const card of cards) {
      const values = card.facets?.[attribute]
      if (!values) continue
      const counted = inPriceRange(card.price, filters.customPrice) && matchesAttributes(card, filters, attribute)
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + (counted ? 1 : 0))
    }
    const options = [...counts].map(([value, count]): FilterOption => (attribute === 'Color' && swatches[value] ? { value, count, swatch: swatches[value] } : { value, count }))
    options.sort((a, b) => compareOptionValues(attribute, a.value, b.value))
    return { attribute, options }
  })
  const priced = cards.filter((card) => matchesAttributes(card, filters))
  const bandCounts = PRICE_BANDS.map((band) => priced.reduce((n, card) => n + (inPriceRange(card.price, band) ? 1 : 0), 0))
  return { groups, bandCounts }
}
