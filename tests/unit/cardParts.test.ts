import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { answeredByFirstCards, assembleCardIndex, assembleCards, cardPartPath, FIRST_CARDS, FIRST_PAGES, firstCardsInEveryOrder, firstCardsPath, firstInOrder, hasFirstCards, OTHER_PART_PATH, partsInScope, tiesOf, type ListingScope, type PartCard } from '../../data/catalogue/cardParts'
import { sortCards } from '../../data/catalogue/cards'
import { categoryPath } from '../../data/catalogue/paths'
import { listingData } from '../../data/views/listingData'
import { EMPTY_FILTERS } from '../../data/catalogue/filterState'
import { listingResults, listingSource } from '../../data/catalogue/listingResults'
import { PAGE_SIZE } from '../../data/catalogue/paging'
import { SORT_KEYS } from '../../data/catalogue/sorting'
import { writtenCardIndex } from '../fixtures/cardIndex'
import { fixtureSnapshot, repeatedSnapshot } from '../fixtures/catalogue'

/** The head and parts the build writes for a snapshot, read back as the browser reads them. */
async function written(snapshot = fixtureSnapshot) {
  const index = catalogueIndex(snapshot)
  return { index, ...(await writtenCardIndex(index)) }
}

describe('the card index in parts', () => {
  it('names a category part by its id, or by a hash of an id that cannot be a file name', () => {
    expect(cardPartPath('68fc130029916cea2b004527')).toBe('/catalogue/cards/c-68fc130029916cea2b004527.json')
    const odd = cardPartPath('../women & men')
    expect(odd).toMatch(/^\/catalogue\/cards\/x-[0-9a-f]{8}\.json$/)
    expect(cardPartPath('../women & men')).toBe(odd)
    expect(cardPartPath('../women & kids')).not.toBe(odd)
  })

  it('counts ties among products of the same newest time, in the order given, naming only those with some', () => {
    const ties = tiesOf([
      { id: 'a', newest: 5 },
      { id: 'b', newest: 4 },
      { id: 'c', newest: 4 },
      { id: 'd', newest: 4 },
      { id: 'e', newest: 1 },
    ])
    expect([...ties]).toEqual([
      ['c', 1],
      ['d', 2],
    ])
  })

  it("gives a category's listing its own part only, and All Products or a search every part", async () => {
    const { head } = await written()
    const women = fixtureSnapshot.categories.find((c) => c._id === 'c-women')!
    expect(partsInScope(head, { categoryId: women._id, subCategoryId: 's-sarees' })).toEqual([cardPartPath(women._id)])
    expect(partsInScope(head, { categoryId: 'c-unknown' })).toEqual([])
    expect(partsInScope(head, { query: 'kurta' }).sort()).toEqual([...fixtureSnapshot.categories.map((c) => cardPartPath(c._id)), OTHER_PART_PATH].sort())
  })

  it('puts the parts together in exactly the order of one newest-first list, when every product was listed at one instant', async () => {
    // Products imported together share their newest time: the site's order is then catalogue order, which the parts
    // keep through each card's tie.
    const same = structuredClone(fixtureSnapshot)
    for (const product of same.products) {
      product.created_at = '2025-06-01T00:00:00.000Z'
      for (const variant of product.product_variants) variant.created_at = '2025-06-01T00:00:00.000Z'
    }
    // Catalogue order, reversed, so that no other order (by id, by part) could pass for it by chance.
    same.products.reverse()
    const { index, head, part } = await written(same)
    expect(new Set(index.newest.map((p) => p.card.sort.newest)).size).toBe(1)
    const parts = partsInScope(head, {}).map(part)
    expect(parts.filter((p) => p.cards.some((c) => (c.tie ?? 0) > 0)).length).toBeGreaterThan(0)
    expect(assembleCardIndex(head, parts).cards.map((c) => c.id)).toEqual(index.newest.map((p) => p._id))
    // In any order of parts.
    expect(assembleCards([...parts].reverse()).map((c) => c.id)).toEqual(index.newest.map((p) => p._id))
  })

  it("writes a listing's first pages in each order: exactly the cards it shows there, for All Products and every listing of a category longer than they are, as its page says", async () => {
    // More products than the first pages hold in some categories (4 of the fixture's 10 visible products are women's:
    // its sarees 2, its lehengas none), many alike in price and time, so that the cut and the ties are tested.
    const many = repeatedSnapshot(FIRST_CARDS / 2 + 1)
    const { index, head, part, files } = await written(many)
    const slug = (path: string) => path.split('/').pop()
    const listings: Array<{ scope: ListingScope; data: ReturnType<typeof listingData> }> = [
      { scope: {}, data: listingData(index) },
      ...many.categories.flatMap((c) => [
        { scope: { categoryId: c._id }, data: listingData(index, slug(categoryPath(c))) },
        ...c.sub_categories.map((s) => ({ scope: { categoryId: c._id, subCategoryId: s._id }, data: listingData(index, slug(categoryPath(c)), slug(categoryPath(c, s))) })),
      ]),
    ]
    const long = { categories: 0, subCategories: 0 }
    for (const { scope, data } of listings) {
      const cards = assembleCardIndex(head, partsInScope(head, scope).map(part))
      const firsts = SORT_KEYS.map((sort) => firstCardsPath(sort, scope))
      // The page says whether the files are there.
      expect(data!.firstCards, JSON.stringify(scope)).toBe(files.has(firsts[0]!.slice(1)))
      if (!data!.firstCards) {
        // A category whose part is no longer than its first pages would be: none are written.
        expect(cards.cards.length).toBeLessThanOrEqual(FIRST_CARDS)
        for (const file of firsts) expect(files.has(file.slice(1))).toBe(false)
        continue
      }
      if (scope.subCategoryId) long.subCategories++
      else if (scope.categoryId) long.categories++
      for (const [i, sort] of SORT_KEYS.entries()) {
        const shown = listingResults(listingSource(cards, scope), { sort, filters: EMPTY_FILTERS }).cards.slice(0, FIRST_CARDS)
        // The same cards, less each part's `tie`, which only puts parts together.
        expect(part(firsts[i]!).cards).toEqual(shown.map(({ tie: _tie, ...card }: PartCard) => card))
      }
    }
    // Men, women (its subcategories too, an empty one among them), accessories and sale.
    expect(long).toEqual({ categories: 4, subCategories: 6 })
    // Every file written is a listing's.
    const named = new Set(listings.flatMap(({ scope }) => SORT_KEYS.map((sort) => firstCardsPath(sort, scope).slice(1))))
    expect([...files.keys()].filter((file) => file.includes('first-')).every((file) => named.has(file))).toBe(true)
  })

  it("names a listing's first cards by its category and subcategory", () => {
    expect(firstCardsPath('PriceLow')).toBe('/catalogue/cards/first-PriceLow.json')
    expect(firstCardsPath('PriceLow', { categoryId: 'c1' })).toBe('/catalogue/cards/c-c1.first-PriceLow.json')
    expect(firstCardsPath('Discount', { categoryId: 'c1', subCategoryId: 's1' })).toBe('/catalogue/cards/c-c1.s-s1.first-Discount.json')
    expect(firstCardsPath('Discount', { categoryId: 'c 1', subCategoryId: 's/1' })).toMatch(/^\/catalogue\/cards\/x-[0-9a-f]{8}\.xs-[0-9a-f]{8}\.first-Discount\.json$/)
  })

  it('picks the first positions in an order as a stable sort would, in any order they come in', () => {
    // Keys with many ties, so that a tie put out of place shows.
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const shuffled = Array.from({ length: 3000 }, () => Math.floor(random() * 200))
    const ascending = [...shuffled].sort((a, b) => a - b)
    for (const keys of [shuffled, ascending, [...ascending].reverse()]) {
      const byKey = (a: number, b: number) => keys[a]! - keys[b]!
      const sorted = keys.map((_, i) => i).sort(byKey)
      for (const limit of [0, 1, 40, 400, 2999, 3000, 5000]) expect(firstInOrder(keys.length, byKey, limit)).toEqual(sorted.slice(0, limit))
    }
  })

  it("picks All Products' first cards in every order as the listings' sort puts them", () => {
    let seed = 11
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const base = catalogueIndex(fixtureSnapshot).newest[0]!.card
    // Newest first, with runs of the same time, price and discount.
    const cards = Array.from({ length: 2500 }, (_, i) => ({ ...base, id: `c${i}`, sort: { newest: 1e12 - Math.floor(i / 3) * 1000, price: 500 + Math.floor(random() * 40) * 50, discount: Math.floor(random() * 8) * 5 } }))
    const first = firstCardsInEveryOrder(cards)
    for (const sort of SORT_KEYS) expect(first[sort].map((c) => c.id)).toEqual(sortCards(cards, sort).slice(0, FIRST_PAGES * PAGE_SIZE).map((c) => c.id))
  })

  it('answers a listing without a filter, up to its first pages, from its first cards when it has them; anything else from the parts', () => {
    const page = (n: number) => ({ filters: EMPTY_FILTERS, page: n })
    expect(answeredByFirstCards(true, page(2))).toBe(true)
    expect(answeredByFirstCards(true, page(FIRST_PAGES))).toBe(true)
    expect(answeredByFirstCards(true, page(FIRST_PAGES + 1))).toBe(false)
    expect(answeredByFirstCards(true, { filters: { ...EMPTY_FILTERS, attributes: { Size: ['M'] } }, page: 1 })).toBe(false)
    expect(answeredByFirstCards(false, page(2))).toBe(false)
    // All Products always has them; a category's listings when its part is longer than they are.
    expect(hasFirstCards({}, 0)).toBe(true)
    for (const scope of [{ categoryId: 'c-women' }, { categoryId: 'c-women', subCategoryId: 's-sarees' }]) {
      expect(hasFirstCards(scope, FIRST_CARDS + 1)).toBe(true)
      expect(hasFirstCards(scope, FIRST_CARDS)).toBe(false)
    }
  })

  it('lists a visible product of no known category in the other part, which All Products reads', async () => {
    const stray = structuredClone(fixtureSnapshot)
    const product = stray.products.find((p) => p._id === 'p-chanderi-kurta')!
    product.categories = [{ ...product.categories[0]!, _id: 'c-gone' }]
    const { head, part } = await written(stray)
    expect(part(head.parts.other).cards.map((c) => c.id)).toContain('p-chanderi-kurta')
    for (const file of Object.values(head.parts.categories)) expect(part(file).cards.map((c) => c.id)).not.toContain('p-chanderi-kurta')
    expect(assembleCardIndex(head, partsInScope(head, {}).map(part)).cards.map((c) => c.id)).toContain('p-chanderi-kurta')
  })
})
