import { describe, expect, it } from 'vitest'
import { cardsInScope, sortCards, toCard } from '../../data/catalogue/cards'
import { listingProducts } from '../../data/catalogue/listing'
import { SORT_KEYS, sortProducts } from '../../data/catalogue/sorting'
import { visibleProducts } from '../../data/catalogue/visibility'
import { FIXTURE_NOW, fixtureProducts } from '../fixtures/catalogue'

const byId = (id: string) => fixtureProducts.find((p) => p._id === id)!

describe('toCard', () => {
  it('shows the first purchasable option with its hover image, price, compare price and discount', () => {
    const card = toCard(byId('p-chanderi-kurta'), FIXTURE_NOW)
    expect(card).toMatchObject({
      id: 'p-chanderi-kurta',
      name: 'Chanderi Silk Kurta',
      path: '/product/chanderi-silk-kurta_p-chanderi-kurta',
      image: '/media/fixture/chanderi-ivory-1.svg',
      hoverImage: '/media/fixture/chanderi-ivory-2.svg',
      price: 249_900,
      comparePrice: 329_900,
      discountPercent: 24,
      newIn: true,
      categoryIds: ['c-men'],
      subCategoryIds: ['s-kurtas'],
    })
  })

  it('uses a simple product own price and images, and hides a compare price that is no saving', () => {
    const oil = toCard(byId('p-kumkumadi-oil'), FIXTURE_NOW)
    expect(oil).toMatchObject({ price: 115_000, comparePrice: null, discountPercent: 0, image: '/media/fixture/kumkumadi-1.svg', hoverImage: null })
    const shirt = toCard(byId('p-linen-shirt'), FIXTURE_NOW)
    expect(shirt.comparePrice).toBeNull()
  })

  it("marks 'New In' only within 15 days of the first variant", () => {
    expect(toCard(byId('p-linen-shirt'), FIXTURE_NOW).newIn).toBe(false)
    expect(toCard(byId('p-floral-frock'), FIXTURE_NOW).newIn).toBe(true)
  })
})

describe('sortCards', () => {
  const visible = visibleProducts(fixtureProducts)
  const cards = visible.map((p) => toCard(p, FIXTURE_NOW))
  it.each(SORT_KEYS)('orders cards exactly as sortProducts orders products (%s)', (key) => {
    expect(sortCards(cards, key).map((c) => c.id)).toEqual(sortProducts(visible, key).map((p) => p._id))
  })
})

describe('cardsInScope', () => {
  const visible = visibleProducts(fixtureProducts)
  const cards = visible.map((p) => toCard(p, FIXTURE_NOW))
  it('filters by category, subcategory and search like listingProducts', () => {
    for (const scope of [{ categoryId: 'c-women' }, { categoryId: 'c-women', subCategoryId: 's-sarees' }, { query: 'saree' }, { query: 'SILK kurta' }, {}]) {
      expect(cardsInScope(cards, scope).map((c) => c.id)).toEqual(listingProducts(fixtureProducts, scope).map((p) => p._id))
    }
  })
  it('matches nothing for a blank query', () => {
    expect(cardsInScope(cards, { query: '   ' })).toEqual([])
  })
})
