import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { completeLookProducts, relatedProducts, RELATED_COUNT } from '../../data/catalogue/related'
import { isVisible } from '../../data/catalogue/visibility'
import { productExtras, productPageData } from '../../data/views/productData'
import { blogSnapshot } from '../fixtures/blogs'

const products = (count: number, prefix = 'p') => Array.from({ length: count }, (_, i) => ({ _id: `${prefix}${i}` }))

describe('related products (spec 000 §7: same category, current one excluded, shuffled, 2 shown)', () => {
  const category = products(200)

  it('shows 2, never the product itself, and the same 2 on every build', () => {
    for (const product of category.slice(0, 50)) {
      const related = relatedProducts(product._id, category)
      expect(related).toHaveLength(RELATED_COUNT)
      expect(related).not.toContainEqual(product)
      expect(new Set(related).size).toBe(2)
      expect(relatedProducts(product._id, [...category])).toEqual(related)
    }
  })

  it('does not depend on the order the category lists its products in', () => {
    const reversed = [...category].reverse()
    for (const product of category.slice(0, 20)) expect(relatedProducts(product._id, reversed)).toEqual(relatedProducts(product._id, category))
  })

  it('is shuffled per product: different products get different picks, not the first two of the list', () => {
    const picks = new Set(category.slice(0, 50).map((p) => relatedProducts(p._id, category).map((r) => r._id).join()))
    expect(picks.size).toBeGreaterThan(40)
    const firstTwo = category.filter((p) => p._id === 'p0' || p._id === 'p1')
    expect(category.slice(2, 52).filter((p) => relatedProducts(p._id, category).every((r) => firstTwo.includes(r))).length).toBeLessThan(5)
  })

  it("changes few pages' picks when the category grows by one (so a rebuild re-renders few pages)", () => {
    const grown = [...category, { _id: 'p-new' }]
    const changed = category.filter((p) => relatedProducts(p._id, grown).some((r) => r._id === 'p-new'))
    expect(changed.length).toBeLessThan(category.length * 0.05)
    for (const p of category) {
      const before = relatedProducts(p._id, category)
      const after = relatedProducts(p._id, grown)
      if (!after.some((r) => r._id === 'p-new')) expect(after).toEqual(before)
    }
  })

  it('shows fewer when the category is small', () => {
    expect(relatedProducts('p0', products(2))).toEqual([{ _id: 'p1' }])
    expect(relatedProducts('p0', products(1))).toEqual([])
  })
})

describe('Complete the Look (spec 000 §7: matched by product id)', () => {
  const known = new Map(products(5).map((p) => [p._id, p]))
  const lookUp = (id: string) => known.get(id)

  it("lists the look's products in order, each once, never the product itself or an unknown one", () => {
    const looks = [
      { _id: 'l1', product: 'p0', complete_look_products: ['p2', 'p0', 'p-hidden', 'p1'] },
      { _id: 'l2', product: 'p3', complete_look_products: ['p4'] },
      { _id: 'l3', product: 'p0', complete_look_products: ['p1', 'p4'] },
    ]
    expect(completeLookProducts('p0', looks, lookUp)).toEqual([{ _id: 'p2' }, { _id: 'p1' }, { _id: 'p4' }])
    expect(completeLookProducts('p1', looks, lookUp)).toEqual([])
  })
})

describe("the product page's extras from the snapshot", () => {
  const index = catalogueIndex({
    ...blogSnapshot,
    completeLooks: [{ _id: 'look-1', product: 'p-handloom-saree', complete_look_products: ['p-kundan-jhumka', 'p-mirror-lehenga', 'p-kantha-cushion'] }],
  })
  const saree = index.product('p-handloom-saree')!

  it('are cards of visible products only: an unbuyable look product is left out', () => {
    const { completeLook, related } = productExtras(index, saree._id, saree.categories[0]?._id)
    expect(completeLook.map((c) => c.id)).toEqual(['p-kundan-jhumka', 'p-kantha-cushion'])
    expect(related.length).toBeGreaterThan(0)
    for (const card of related) {
      expect(card.id).not.toBe(saree._id)
      expect(card.categoryIds).toContain(saree.categories[0]!._id)
      expect(isVisible(index.product(card.id)!)).toBe(true)
    }
  })

  it('are on the page data with the first page of reviews', () => {
    const page = productPageData(index, `x_${saree._id}`)!
    expect(page.completeLook).toHaveLength(2)
    expect(page.reviews).toEqual([])
  })
})
