/**
 * The listing's filter state (spec 000 §3): the chosen values per attribute (Size, Color), plus customPrice {min, max}.
 * This module is what every listing loads up front (the state lives in the URL, see listingQuery.ts); matching and
 * counting, which need the card index, are in filters.ts and load with it.
 *
 * Price, in whole rupees: the slider runs 0 to 5000 in steps of 100 and its top value means no upper limit
 * ('₹5000+', kept as `max: null`). The five bands are presets of the same range: choosing one sets customPrice, and
 * a band shows as chosen while customPrice is exactly its range. One range, so a band and the slider never disagree
 * (the slider shows the band the shopper picked, and moving it leaves the band). Ranges include both ends, as the
 * labels read: a product priced exactly ₹1000 is in '₹500–₹1000' and in '₹1000–₹2000'.
 */

/** The attributes listings filter by, with the spelling the filter map and the card index use. */
export const FACET_ATTRIBUTES = ['Size', 'Color'] as const
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number]

/** An attribute name as the API spells it ('size', 'COLOR', ' Color ') → the facet it is, if any (spec 000 §5). */
export function facetAttribute(name: string): FacetAttribute | undefined {
  const wanted = name.trim().toLowerCase()
  return FACET_ATTRIBUTES.find((a) => a.toLowerCase() === wanted)
}

/** Whole rupees; `max: null` is no upper limit. */
export interface PriceRange {
  min: number
  max: number | null
}

export interface FilterState {
  attributes: Partial<Record<FacetAttribute, string[]>>
  customPrice: PriceRange
}

export const PRICE_SLIDER = { min: 0, max: 5000, step: 100 } as const
export const ANY_PRICE: PriceRange = { min: 0, max: null }
export const EMPTY_FILTERS: FilterState = { attributes: {}, customPrice: ANY_PRICE }

export interface PriceBand extends PriceRange {
  label: string
}

/** Spec 000 §9, in this order. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { label: 'Under ₹500', min: 0, max: 500 },
  { label: '₹500–₹1000', min: 500, max: 1000 },
  { label: '₹1000–₹2000', min: 1000, max: 2000 },
  { label: '₹2000–₹5000', min: 2000, max: 5000 },
  { label: 'Over ₹5000', min: 5000, max: null },
]

/** Snapped to the slider's step and kept inside it, the ends in order; a top of 5000 or more is no limit. */
export function normalisePrice(min: number, max: number | null): PriceRange {
  const snap = (n: number) => Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(n / PRICE_SLIDER.step) * PRICE_SLIDER.step))
  const low = Number.isFinite(min) ? snap(min) : PRICE_SLIDER.min
  if (max === null || !Number.isFinite(max)) return { min: low, max: null }
  const high = snap(max)
  return high < low ? { min: high, max: low } : { min: low, max: high }
}

/**
 * The slider's two thumbs → a range: the top value means no upper limit. (A band's exact ₹5000 top is kept only
 * while the shopper leaves the upper thumb alone.)
 */
export function rangeFromSlider(min: number, max: number): PriceRange {
  return normalisePrice(min, max >= PRICE_SLIDER.max ? null : max)
}

export function isAnyPrice(range: PriceRange): boolean {
  return range.min <= PRICE_SLIDER.min && range.max === null
}

export function sameRange(a: PriceRange, b: PriceRange): boolean {
  return a.min === b.min && a.max === b.max
}

/** '₹1200', and '₹5000+' for no upper limit (the slider's label, spec 000 §9). */
export function priceEndLabel(rupees: number | null): string {
  return rupees === null ? `₹${PRICE_SLIDER.max}+` : `₹${rupees}`
}

/** Chosen values are kept sorted, so one choice always makes one URL. */
function sortedValues(values: Iterable<string>): string[] {
  return [...new Set([...values].map((v) => v.trim()).filter(Boolean))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/** The same choice in its one canonical form: values trimmed, deduplicated and sorted, empty groups dropped. */
export function normaliseFilters(state: FilterState): FilterState {
  const attributes: FilterState['attributes'] = {}
  for (const attribute of FACET_ATTRIBUTES) {
    const values = sortedValues(state.attributes[attribute] ?? [])
    if (values.length > 0) attributes[attribute] = values
  }
  return { attributes, customPrice: normalisePrice(state.customPrice.min, state.customPrice.max) }
}

export function isChosen(state: FilterState, attribute: FacetAttribute, value: string): boolean {
  return state.attributes[attribute]?.includes(value) ?? false
}

/** Ticks or unticks one value. */
export function toggleValue(state: FilterState, attribute: FacetAttribute, value: string): FilterState {
  const current = state.attributes[attribute] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return normaliseFilters({ ...state, attributes: { ...state.attributes, [attribute]: next } })
}

export function withPrice(state: FilterState, range: PriceRange): FilterState {
  return normaliseFilters({ ...state, customPrice: range })
}

/** Clear all: no attribute values and any price. */
export function clearFilters(): FilterState {
  return EMPTY_FILTERS
}

/** How many choices are active (the FILTER button's badge): each ticked value, plus one for a price range. */
export function activeFilterCount(state: FilterState): number {
  const values = FACET_ATTRIBUTES.reduce((n, a) => n + (state.attributes[a]?.length ?? 0), 0)
  return values + (isAnyPrice(state.customPrice) ? 0 : 1)
}

export function hasFilters(state: FilterState): boolean {
  return activeFilterCount(state) > 0
}

export function sameFilters(a: FilterState, b: FilterState): boolean {
  const x = normaliseFilters(a)
  const y = normaliseFilters(b)
  return sameRange(x.customPrice, y.customPrice) && FACET_ATTRIBUTES.every((attr) => (x.attributes[attr] ?? []).join('\u0000') === (y.attributes[attr] ?? []).join('\u0000'))
}
