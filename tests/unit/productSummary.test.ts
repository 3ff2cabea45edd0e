import { describe, expect, it } from 'vitest'
import { catalogueIndex, summaryIndex } from '../../data/build/catalogueIndex'
import { productSummary } from '../../data/build/productSummary'
import { routeInputs } from '../../data/build/routeInputs'
import { toCard, withRating } from '../../data/catalogue/cards'
import { colourSwatches } from '../../data/catalogue/facets'
import { isVisible } from '../../data/catalogue/visibility'
import { homeData } from '../../data/views/homeData'
import { listingData } from '../../data/views/listingData'
import { catalogueCards } from '../../data/seo/shareCards'
import { blogSnapshot } from '../fixtures/blogs'
import { fixtureProducts, fixtureSnapshot, FIXTURE_NOW } from '../fixtures/catalogue'
import { simpleProduct, variantProduct } from '../fixtures/products'

// A rebuild takes unchanged products' summaries from a JSON cache; a fresh build computes them. Both must agree.
const odd = [
  simpleProduct({ _id: 'p-no-date', created_at: undefined, brand: '  ' }),
  variantProduct({ _id: 'p-no-variant-date', updated_at: 'soon', brand: 'Weaves' }, [{ created_at: undefined, price: 0, compare_price: 0 }]),
  variantProduct({ _id: 'p-hidden' }, [{ variant_stock_availability: 0 }]),
]

describe('product summaries', () => {
  it('read back from JSON exactly as they were made (the rebuild cache)', () => {
    for (const product of [...fixtureProducts, ...odd]) {
      const summary = productSummary(product)
      expect(JSON.parse(JSON.stringify(summary)), product._id).toStrictEqual(summary)
    }
  })

  it('give the cards, swatches and visibility the product rules give', () => {
    const visible = fixtureProducts.filter(isVisible)
    const index = catalogueIndex({ ...fixtureSnapshot, fetchedAt: FIXTURE_NOW.toISOString() })
    expect(index.visible.map((p) => p._id)).toEqual(visible.map((p) => p._id))
    for (const product of visible) expect(index.cardById.get(product._id)).toEqual(withRating(toCard(product, FIXTURE_NOW), fixtureSnapshot.ratings?.[product._id]))
    expect(index.swatches).toEqual(colourSwatches(visible))
  })

  it('make the same index, pages and route hashes whether fresh or from the cache', () => {
    const fresh = catalogueIndex(structuredClone(blogSnapshot))
    const copy = structuredClone(blogSnapshot)
    const cached = summaryIndex(copy, JSON.parse(JSON.stringify(copy.products.map(productSummary))), (id) => copy.products.find((p) => p._id === id))
    expect(JSON.stringify(homeData(cached))).toBe(JSON.stringify(homeData(fresh)))
    expect(JSON.stringify(listingData(cached))).toBe(JSON.stringify(listingData(fresh)))
    expect(JSON.stringify(catalogueCards(cached).map((c) => c.model()))).toBe(JSON.stringify(catalogueCards(fresh).map((c) => c.model())))
    expect([...routeInputs(cached).routes]).toEqual([...routeInputs(fresh).routes])
  })
})
