import { describe, expect, it } from 'vitest'
import { toCard, type IndexedCard } from '../../data/catalogue/cards'
import { colourSwatches, productFacets } from '../../data/catalogue/facets'
import { compareOptionValues, filterCards, filterOptions, inPriceRange, matchesFilters } from '../../data/catalogue/filters'
import {
  activeFilterCount,
  clearFilters,
  EMPTY_FILTERS,
  facetAttribute,
  hasFilters,
  normaliseFilters,
  normalisePrice,
  PRICE_BANDS,
  PRICE_SLIDER,
  priceEndLabel,
  rangeFromSlider,
  sameFilters,
  toggleValue,
  withPrice,
  type FilterState,
} from '../../data/catalogue/filterState'
import { emptyListingText, listingResults, listingSource } from '../../data/catalogue/listingResults'
import { sortCards } from '../../data/catalogue/cards'
import { visibleProducts } from '../../data/catalogue/visibility'
import { FIXTURE_NOW, fixtureProducts } from '../fixtures/catalogue'
import { simpleProduct, variantProduct } from '../fixtures/products'

const size = (value: string) => ({ attribute_name: 'Size', attribute_value: value })
const color = (value: string, image?: string) => ({ attribute_name: 'Color', attribute_value: value, ...(image ? { attribute_image: image } : {}) })

/** Index cards of the fixture catalogue, as the build writes them. */
const visible = visibleProducts(fixtureProducts)
const cards: IndexedCard[] = visible.map((p) => {
  const facets = productFacets(p)
  return Object.keys(facets).length ? { ...toCard(p, FIXTURE_NOW), facets } : toCard(p, FIXTURE_NOW)
})
const ids = (list: readonly IndexedCard[]) => list.map((c) => c.id).sort()
const card = (id: string, price: number, facets?: IndexedCard['facets']): IndexedCard => ({ ...toCard(visible[0]!, FIXTURE_NOW), id, price, ...(facets ? { facets } : {}) })

describe('facet attributes (spec 000 §5)', () => {
  it('matches Size and Color names case-insensitively, and nothing else', () => {
    expect(['Size', 'size', ' SIZE ', 'Color', 'color', 'COLOR'].map(facetAttribute)).toEqual(['Size', 'Size', 'Size', 'Color', 'Color', 'Color'])
    expect(['Fabric', 'Colour', 'Sizes', ''].map(facetAttribute)).toEqual([undefined, undefined, undefined, undefined])
  })
})

describe('productFacets: what the card index carries', () => {
  it('takes the values of purchasable variants only, names matched case-insensitively, values trimmed and once each', () => {
    const product = variantProduct({}, [
      { attributes: [size('M'), color('Red')] },
      { attributes: [{ attribute_name: 'size', attribute_value: ' L ' }, { attribute_name: 'COLOR', attribute_value: 'Red' }] },
      { attributes: [size('XL'), color('Blue')], variant_stock_availability: 0 },
      { attributes: [size('S'), color('Green')], variant_status: 'Inactive' },
      { attributes: [size('M'), color('Red'), { attribute_name: 'Fabric', attribute_value: 'Silk' }] },
    ])
    expect(productFacets(product)).toEqual({ Size: ['M', 'L'], Color: ['Red'] })
  })

  it('leaves out groups a product has no value in (simple products have none)', () => {
    expect(productFacets(simpleProduct())).toEqual({})
    expect(productFacets(variantProduct({}, [{ attributes: [color('Teal')] }]))).toEqual({ Color: ['Teal'] })
  })

  it('finds each colour its swatch image, from purchasable variants', () => {
    const product = variantProduct({}, [
      { attributes: [color('Red', '/sw/red.svg')] },
      { attributes: [color('Red', '/sw/red-2.svg')] },
      { attributes: [color('Blue', '/sw/blue.svg')], variant_stock_availability: 0 },
    ])
    expect(colourSwatches([product])).toEqual({ Red: '/sw/red.svg' })
  })
})

describe('price range: slider and bands (spec 000 §9)', () => {
  it('runs the slider 0 to 5000 in steps of 100, its top meaning no upper limit', () => {
    expect(PRICE_SLIDER).toEqual({ min: 0, max: 5000, step: 100 })
    expect(rangeFromSlider(1200, 5000)).toEqual({ min: 1200, max: null })
    expect(rangeFromSlider(0, 4900)).toEqual({ min: 0, max: 4900 })
    expect(priceEndLabel(null)).toBe('₹5000+')
    expect(priceEndLabel(1500)).toBe('₹1500')
  })

  it('snaps, clamps and orders a range', () => {
    expect(normalisePrice(1234, 2990)).toEqual({ min: 1200, max: 3000 })
    expect(normalisePrice(-50, 99_999)).toEqual({ min: 0, max: 5000 })
    expect(normalisePrice(3000, 1000)).toEqual({ min: 1000, max: 3000 })
    expect(normalisePrice(Number.NaN, null)).toEqual({ min: 0, max: null })
  })

  it('has the five bands of the spec, each a range the slider can show', () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['Under ₹500', '₹500–₹1000', '₹1000–₹2000', '₹2000–₹5000', 'Over ₹5000'])
    expect(PRICE_BANDS.map(({ min, max }) => [min, max])).toEqual([[0, 500], [500, 1000], [1000, 2000], [2000, 5000], [5000, null]])
  })

  it('includes both ends, and no limit when max is null', () => {
    expect([49_900, 50_000, 50_100].map((p) => inPriceRange(p, { min: 0, max: 500 }))).toEqual([true, true, false])
    expect([99_900, 100_000].map((p) => inPriceRange(p, { min: 1000, max: 2000 }))).toEqual([false, true])
    expect(inPriceRange(5_000_000, { min: 5000, max: null })).toBe(true)
    // The band '₹2000–₹5000' stops at ₹5000; the slider's top does not.
    expect(inPriceRange(500_100, { min: 2000, max: 5000 })).toBe(false)
    expect(inPriceRange(500_100, rangeFromSlider(2000, 5000))).toBe(true)
  })
})

describe('filter state', () => {
  it('ticks and unticks values, keeping one sorted form', () => {
    let state = toggleValue(EMPTY_FILTERS, 'Size', 'M')
    state = toggleValue(state, 'Size', 'L')
    expect(state.attributes).toEqual({ Size: ['L', 'M'] })
    state = toggleValue(state, 'Size', 'M')
    state = toggleValue(state, 'Size', 'L')
    expect(state.attributes).toEqual({})
  })

  it('counts active choices and clears them all, price included', () => {
    const state = withPrice(toggleValue(toggleValue(EMPTY_FILTERS, 'Color', 'Red'), 'Size', 'M'), { min: 500, max: 1000 })
    expect(activeFilterCount(state)).toBe(3)
    expect(hasFilters(state)).toBe(true)
    expect(clearFilters()).toEqual({ attributes: {}, customPrice: { min: 0, max: null } })
    expect(hasFilters(clearFilters())).toBe(false)
  })

  it('compares choices by content', () => {
    const a: FilterState = { attributes: { Size: ['M', 'L', 'M'] }, customPrice: { min: 0, max: null } }
    expect(sameFilters(a, { attributes: { Size: ['L', 'M'] }, customPrice: { min: 0, max: null } })).toBe(true)
    expect(sameFilters(a, EMPTY_FILTERS)).toBe(false)
    expect(normaliseFilters(a).attributes).toEqual({ Size: ['L', 'M'] })
  })
})

describe('matching (values OR within a group, groups AND, card price)', () => {
  const a = card('a', 80_000, { Size: ['S', 'M'], Color: ['Red'] })
  const b = card('b', 150_000, { Size: ['L'], Color: ['Blue', 'Red'] })
  const c = card('c', 600_000) // a simple product: no facets
  const all = [a, b, c]
  const pick = (state: FilterState) => filterCards(all, state).map((x) => x.id)

  it('shows everything with no filters', () => {
    expect(pick(EMPTY_FILTERS)).toEqual(['a', 'b', 'c'])
  })
  it('ORs values within a group', () => {
    expect(pick({ attributes: { Size: ['M', 'L'] }, customPrice: { min: 0, max: null } })).toEqual(['a', 'b'])
  })
  it('ANDs groups and the price', () => {
    expect(pick({ attributes: { Size: ['M', 'L'], Color: ['Blue'] }, customPrice: { min: 0, max: null } })).toEqual(['b'])
    expect(pick({ attributes: { Color: ['Red'] }, customPrice: { min: 1000, max: 2000 } })).toEqual(['b'])
  })
  it('leaves out a product without the group when that group is chosen', () => {
    expect(pick({ attributes: { Color: ['Red', 'Blue'] }, customPrice: { min: 5000, max: null } })).toEqual([])
    expect(pick({ attributes: {}, customPrice: { min: 5000, max: null } })).toEqual(['c'])
  })
  it('filters by the price the card shows (the first purchasable option)', () => {
    const product = variantProduct({}, [
      { price: 400, variant_stock_availability: 0, attributes: [size('S')] },
      { price: 1200, attributes: [size('M')] },
    ])
    const shown: IndexedCard = { ...toCard(product, FIXTURE_NOW), facets: productFacets(product) }
    expect(shown.price).toBe(120_000)
    expect(matchesFilters(shown, withPrice(EMPTY_FILTERS, PRICE_BANDS[2]!))).toBe(true)
    expect(matchesFilters(shown, withPrice(EMPTY_FILTERS, PRICE_BANDS[0]!))).toBe(false)
  })
})

describe('option counts (computed from purchasable variants, consistent with a click)', () => {
  it('counts products, not variants, on the fixture catalogue', () => {
    const options = filterOptions(cards, EMPTY_FILTERS)
    const sizes = options.groups.find((g) => g.attribute === 'Size')!.options
    // The kurta has M in two colours, the kurti in three: still one product each.
    expect(sizes.find((o) => o.value === 'M')?.count).toBe(3)
    // XL: the kurta's Indigo XL is in stock (its Ivory XL is not); the shirt's XL is sold out.
    expect(sizes.find((o) => o.value === 'XL')?.count).toBe(1)
    // The lehenga (nothing purchasable) is not visible, so its Red never appears.
    expect(options.groups.find((g) => g.attribute === 'Color')!.options.map((o) => o.value)).not.toContain('Red')
  })

  it('lists sizes as worn and colours by name, with swatches', () => {
    const options = filterOptions(cards, EMPTY_FILTERS, { Teal: '/sw/teal.svg' })
    expect(options.groups.find((g) => g.attribute === 'Size')!.options.map((o) => o.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2-3Y', '4-5Y', '6-7Y'])
    const colours = options.groups.find((g) => g.attribute === 'Color')!.options
    expect(colours.map((o) => o.value)).toEqual([...colours.map((o) => o.value)].sort((x, y) => x.localeCompare(y)))
    expect(colours.find((o) => o.value === 'Teal')?.swatch).toBe('/sw/teal.svg')
    expect(compareOptionValues('Size', '28', '30')).toBeLessThan(0)
    expect(compareOptionValues('Size', '16 x 16 in', '18 x 18 in')).toBeLessThan(0)
  })

  it('gives each option the number of products a click on it shows, with the other groups and price applied', () => {
    const states: FilterState[] = [
      EMPTY_FILTERS,
      toggleValue(EMPTY_FILTERS, 'Color', 'Teal'),
      withPrice(toggleValue(EMPTY_FILTERS, 'Size', 'M'), { min: 1000, max: 2000 }),
      withPrice(EMPTY_FILTERS, { min: 0, max: 1000 }),
    ]
    for (const state of states) {
      const options = filterOptions(cards, state)
      for (const group of options.groups) {
        if (state.attributes[group.attribute]?.length) continue
        for (const option of group.options) {
          expect(option.count, `${group.attribute} ${option.value}`).toBe(filterCards(cards, toggleValue(state, group.attribute, option.value)).length)
        }
      }
      PRICE_BANDS.forEach((band, i) => expect(options.bandCounts[i], band.label).toBe(filterCards(cards, withPrice(state, band)).length))
    }
  })

  it('counts as a click would on a larger catalogue, with both groups and a price chosen', () => {
    // 400 made-up cards (a fixed sequence, so a failure repeats): some without facets, some with one group only.
    const SIZES = ['XS', 'S', 'M', 'L', 'XL', '28', '30']
    const COLOURS = ['Teal', 'Ivory', 'Maroon', 'Indigo']
    let seed = 7
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const made = Array.from({ length: 400 }, (_, i) => {
      const facets: IndexedCard['facets'] = {}
      if (next(5) > 0) facets.Size = SIZES.filter(() => next(3) === 0)
      if (next(4) > 0) facets.Color = [COLOURS[next(COLOURS.length)]!]
      return { ...cards[i % cards.length]!, id: `made-${i}`, price: 100 * (100 + next(7000)), facets: next(10) === 0 ? undefined : facets }
    })
    const states: FilterState[] = [
      EMPTY_FILTERS,
      toggleValue(toggleValue(EMPTY_FILTERS, 'Size', 'M'), 'Color', 'Teal'),
      withPrice(toggleValue(toggleValue(toggleValue(EMPTY_FILTERS, 'Size', 'S'), 'Size', '30'), 'Color', 'Ivory'), { min: 500, max: 3000 }),
      withPrice(toggleValue(EMPTY_FILTERS, 'Color', 'Maroon'), { min: 2000, max: null }),
    ]
    for (const state of states) {
      const options = filterOptions(made, state)
      for (const group of options.groups) {
        for (const option of group.options) {
          const alone = { ...state, attributes: { ...state.attributes, [group.attribute]: [option.value] } }
          expect(option.count, `${group.attribute} ${option.value}`).toBe(filterCards(made, alone).length)
        }
      }
      PRICE_BANDS.forEach((band, i) => expect(options.bandCounts[i], band.label).toBe(filterCards(made, withPrice(state, band)).length))
    }
  })

  it("counts a chosen group's other values as if chosen alone, not narrowed by the group itself", () => {
    const options = filterOptions(cards, toggleValue(EMPTY_FILTERS, 'Size', 'XS'))
    const sizes = options.groups.find((g) => g.attribute === 'Size')!.options
    expect(sizes.find((o) => o.value === 'M')?.count).toBe(filterCards(cards, toggleValue(EMPTY_FILTERS, 'Size', 'M')).length)
  })

  it('keeps a chosen value the listing does not have, at 0, so it can be unticked', () => {
    const options = filterOptions(cards, toggleValue(EMPTY_FILTERS, 'Color', 'Chartreuse'))
    expect(options.groups.find((g) => g.attribute === 'Color')!.options).toContainEqual({ value: 'Chartreuse', count: 0 })
  })
})

describe('listingResults: what a listing shows for a query', () => {
  it('scopes, filters and sorts the index', () => {
    const source = listingSource({ builtAt: '', cards }, { categoryId: 'c-women' })
    const state = toggleValue(EMPTY_FILTERS, 'Color', 'Teal')
    const results = listingResults(source, { sort: 'PriceLow', filters: state })
    expect(results.cards.map((c) => c.id)).toEqual(sortCards(filterCards(source.cards, state), 'PriceLow').map((c) => c.id))
    expect(ids(results.cards)).toEqual(['p-block-kurti', 'p-handloom-saree'])
    expect(results.options).toEqual(filterOptions(source.cards, state, {}))
  })
})

describe('what an empty listing says', () => {
  it('blames the filters when they emptied it, else found nothing at all (spec 000 §2, 001 §8)', () => {
    expect(emptyListingText(true)).toBe('No products match the filters.')
    expect(emptyListingText(false)).toBe('No results found.')
  })
})
