import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { CARD_INDEX_PATH } from '../../data/catalogue/cards'
import { cardIndexOf, firstCardsPath } from '../../data/catalogue/cardParts'
import { SORT_KEYS } from '../../data/catalogue/sorting'
import { EMPTY_FILTERS, toggleValue, withPrice, type FilterState } from '../../data/catalogue/filterState'
import { canonicalListingUrl, DEFAULT_LISTING_QUERY, isStaticFirstPage, listingQueryString, parseListingQuery, type ListingQuery } from '../../data/catalogue/listingQuery'
import { listingData } from '../../data/views/listingData'
import { writtenCardIndex } from '../fixtures/cardIndex'
import { fixtureSnapshot } from '../fixtures/catalogue'

const query = (over: Partial<ListingQuery>): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, ...over })
const filters = (attributes: FilterState['attributes'], customPrice: FilterState['customPrice'] = { min: 0, max: null }): FilterState => ({ attributes, customPrice })

describe('listing query string: filters, sort and page in the URL', () => {
  it('reads page and sort, ignoring junk', () => {
    expect(parseListingQuery('?page=3&sort=PriceLow')).toEqual(query({ page: 3, sort: 'PriceLow' }))
    expect(parseListingQuery('?page=-2&sort=Cheapest')).toEqual(DEFAULT_LISTING_QUERY)
    expect(parseListingQuery('')).toEqual(DEFAULT_LISTING_QUERY)
  })

  it('writes only what differs from the static first page', () => {
    expect(listingQueryString(DEFAULT_LISTING_QUERY)).toBe('')
    expect(listingQueryString(query({ page: 2 }))).toBe('?page=2')
    expect(listingQueryString(query({ sort: 'Discount' }))).toBe('?sort=Discount')
  })

  it('writes filters in one readable, stable form: sizes, colours, price, sort, page; values sorted', () => {
    const state = withPrice(toggleValue(toggleValue(toggleValue(EMPTY_FILTERS, 'Size', 'M'), 'Color', 'Rose Pink'), 'Size', 'L'), { min: 500, max: 1000 })
    expect(listingQueryString(query({ filters: state, sort: 'PriceLow', page: 2 }))).toBe('?size=L&size=M&color=Rose+Pink&price=500-1000&sort=PriceLow&page=2')
    expect(listingQueryString(query({ filters: withPrice(EMPTY_FILTERS, { min: 5000, max: null }) }))).toBe('?price=5000-')
    expect(listingQueryString(query({ filters: filters({ Size: ['M', 'L', 'M'] }) }))).toBe('?size=L&size=M')
  })

  it('round-trips: the URL of a parsed URL is the same URL, and a state survives its URL', () => {
    const states: ListingQuery[] = [
      DEFAULT_LISTING_QUERY,
      query({ page: 4, sort: 'PriceHigh' }),
      query({ filters: filters({ Size: ['2-3Y', 'XL'], Color: ['Gold & Red', 'Sky Blue'] }, { min: 1000, max: 2000 }) }),
      query({ filters: filters({}, { min: 2000, max: 5000 }) }),
      query({ filters: filters({}, { min: 1200, max: null }), sort: 'Discount', page: 2 }),
    ]
    for (const state of states) {
      const url = listingQueryString(state)
      expect(parseListingQuery(url)).toEqual(state)
      expect(listingQueryString(parseListingQuery(url))).toBe(url)
    }
  })

  it('reads filters leniently: attribute names in any case, junk prices ignored, prices snapped', () => {
    expect(parseListingQuery('?SIZE=M&Color=Red&size=M&fabric=Silk').filters).toEqual(filters({ Size: ['M'], Color: ['Red'] }))
    expect(parseListingQuery('?price=abc').filters.customPrice).toEqual({ min: 0, max: null })
    expect(parseListingQuery('?price=1234-2990').filters.customPrice).toEqual({ min: 1200, max: 3000 })
    expect(parseListingQuery('?price=3000-1000').filters.customPrice).toEqual({ min: 1000, max: 3000 })
    expect(parseListingQuery('?price=0-').filters.customPrice).toEqual({ min: 0, max: null })
    expect(parseListingQuery('?size=&size=%20').filters.attributes).toEqual({})
  })

  it('keeps the band ₹2000–₹5000 apart from the open-ended ₹2000 and up', () => {
    expect(parseListingQuery('?price=2000-5000').filters.customPrice).toEqual({ min: 2000, max: 5000 })
    expect(parseListingQuery('?price=2000-').filters.customPrice).toEqual({ min: 2000, max: null })
  })

  it('is the static first page only with page 1, the default sort and no filters', () => {
    expect(isStaticFirstPage(DEFAULT_LISTING_QUERY)).toBe(true)
    expect(isStaticFirstPage(query({ page: 2 }))).toBe(false)
    expect(isStaticFirstPage(query({ sort: 'PriceLow' }))).toBe(false)
    expect(isStaticFirstPage(query({ filters: filters({ Color: ['Red'] }) }))).toBe(false)
    expect(isStaticFirstPage(query({ filters: filters({}, { min: 0, max: 500 }) }))).toBe(false)
  })
})

describe('query-string listing form (spec 000 §2: categoryId, subcategory)', () => {
  const categories = fixtureSnapshot.categories
  it('finds the category or subcategory path, keeping the other parameters', () => {
    expect(canonicalListingUrl('?categoryId=c-women', categories)).toBe('/product/category/women_c-women')
    expect(canonicalListingUrl('?categoryId=c-women&subcategory=s-sarees&size=M', categories)).toBe('/product/category/women_c-women/sarees_s-sarees?size=M')
  })
  it('opens the category for an unknown subcategory, and nothing for an unknown category', () => {
    expect(canonicalListingUrl('?categoryId=c-women&subcategory=s-nope', categories)).toBe('/product/category/women_c-women')
    expect(canonicalListingUrl('?categoryId=c-nope', categories)).toBeNull()
    expect(canonicalListingUrl('?page=2', categories)).toBeNull()
  })
  it('is answered from the names /product/all carries', () => {
    const all = listingData(catalogueIndex(fixtureSnapshot))!
    expect(canonicalListingUrl('?categoryId=c-home', all.categories!)).toBe('/product/category/home-living_c-home')
    expect(listingData(catalogueIndex(fixtureSnapshot), 'women_c-women')!.categories).toBeUndefined()
  })
})

describe('the card index carries the facets; pages do not', () => {
  const index = catalogueIndex(fixtureSnapshot)
  const read = async () => {
    const { files, head, part } = await writtenCardIndex(index)
    return { files, head, part, written: await cardIndexOf(head, part) }
  }

  it('gives each indexed card the Size and Color values of its purchasable variants, and the swatches once', async () => {
    const { written } = await read()
    const kurta = written.cards.find((c) => c.id === 'p-chanderi-kurta')!
    expect(kurta.facets).toEqual({ Size: ['S', 'M', 'L', 'XL'], Color: ['Ivory', 'Indigo'] })
    expect(written.cards.find((c) => c.id === 'p-linen-shirt')!.facets).toEqual({ Size: ['M', 'L'] })
    // Simple products have no facets, and the key is left out.
    expect('facets' in written.cards.find((c) => c.id === 'p-kumkumadi-oil')!).toBe(false)
    expect(written.swatches).toMatchObject({ Ivory: '/media/fixture/swatch-ivory.svg', Teal: '/media/fixture/swatch-teal.svg' })
  })

  it('keeps every existing card field as it was', async () => {
    const kurta = (await read()).written.cards.find((c) => c.id === 'p-chanderi-kurta')!
    const { facets, ...rest } = kurta
    expect(facets).toBeDefined()
    expect(rest).toEqual(index.cardById.get('p-chanderi-kurta'))
  })

  it('writes a part per category, each its listing\'s cards newest first, and puts every part together in the newest-first order', async () => {
    const { files, head, part, written } = await read()
    // And All Products' first pages in each order (cardParts.ts FIRST_PAGES).
    const firsts = SORT_KEYS.map((sort) => firstCardsPath(sort))
    expect([...files.keys()].sort()).toEqual([CARD_INDEX_PATH, ...Object.values(head.parts.categories), head.parts.other, ...firsts].map((f) => f.slice(1)).sort())
    for (const category of fixtureSnapshot.categories) {
      const cards = part(head.parts.categories[category._id]!).cards
      expect(cards.map((c) => c.id)).toEqual((index.newestByCategory.get(category._id) ?? []).map((p) => p._id))
    }
    expect(written.cards.map((c) => c.id)).toEqual(index.newest.map((p) => p._id))
  })

  it("leaves the pages' embedded cards without facets, and gives listings their unfiltered options", () => {
    const women = listingData(index, 'women_c-women')!
    for (const card of women.firstPage) expect('facets' in card).toBe(false)
    const sizes = women.filterOptions.groups.find((g) => g.attribute === 'Size')!
    expect(sizes.options.map((o) => o.value)).toEqual(['XS', 'S', 'M', 'L'])
    expect(women.filterOptions.bandCounts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(women.total)
  })

  it('names the category above a subcategory heading', () => {
    expect(listingData(index, 'women_c-women', 'sarees_s-sarees')!.category).toEqual({ label: 'Women', href: '/product/category/women_c-women' })
    expect(listingData(index, 'women_c-women')!.category).toBeNull()
  })
})
