import { describe, expect, it } from 'vitest'
import { ALL_PRODUCTS_PATH, blogPath, categoryPath, CONTENT_PATHS, productPath } from '../../data/catalogue/paths'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { routeInputs } from '../../data/build/routeInputs'
import { productExtras } from '../../data/views/productData'
import { blogSnapshot, fixtureBlogs } from '../fixtures/blogs'
import { repeatedSnapshot } from '../fixtures/catalogue'
import { FIRST_CARDS } from '../../data/catalogue/cardParts'

/** The snapshot with one product's first option repriced, as a nightly build would see after an edit. */
function repriced(snapshot: CatalogueSnapshot, productId: string, price: number): CatalogueSnapshot {
  const copy = structuredClone(snapshot)
  const product = copy.products.find((p) => p._id === productId)!
  if (product.product_variants.length > 0) product.product_variants[0]!.price = price
  else product.price = price
  return copy
}

describe('route inputs: what makes an incremental build re-render a page', () => {
  const before = routeInputs(catalogueIndex(blogSnapshot)).routes
  const after = routeInputs(catalogueIndex(repriced(blogSnapshot, 'p-handloom-saree', 1))).routes
  const changed = [...before.keys()].filter((path) => before.get(path) !== after.get(path))
  const saree = blogSnapshot.products.find((p) => p._id === 'p-handloom-saree')!

  it('re-renders the repriced product page', () => {
    expect(changed).toContain(productPath(saree))
  })

  it('re-renders the articles that show it (with its price) as a related product', () => {
    const showing = fixtureBlogs.filter((b) => b.related_products.includes('p-handloom-saree'))
    expect(showing.length).toBeGreaterThan(0)
    for (const blog of showing) expect(changed).toContain(blogPath(blog))
  })

  it('re-renders the blog landing when a related product changes its picture (the landing shows thumbnails, not prices)', () => {
    expect(changed).not.toContain(CONTENT_PATHS.blog)
    const copy = structuredClone(blogSnapshot)
    const saree = copy.products.find((p) => p._id === 'p-handloom-saree')!
    for (const v of saree.product_variants) v.image = '/media/other.svg'
    saree.main_image = '/media/other.svg'
    expect(routeInputs(catalogueIndex(copy)).routes.get(CONTENT_PATHS.blog)).not.toBe(before.get(CONTENT_PATHS.blog))
  })

  it('leaves unrelated pages alone', () => {
    const unrelated = fixtureBlogs.find((b) => b.related_products.length === 0)!
    expect(changed).not.toContain(blogPath(unrelated))
    expect(changed).not.toContain(CONTENT_PATHS.faq)
    const other = blogSnapshot.products.find((p) => p._id !== saree._id && !p.categories.some((c) => saree.categories.some((s) => s._id === c._id)))
    if (other) expect(changed).not.toContain(productPath(other))
  })

  it('re-renders the sitemap page when an article is added', () => {
    const more = { ...blogSnapshot, blogs: [...fixtureBlogs, { ...fixtureBlogs[0]!, _id: 'b-new', slug: 'new-article', blog_title: 'New article' }] }
    const routes = routeInputs(catalogueIndex(more)).routes
    expect(routes.get(CONTENT_PATHS.sitemap)).not.toBe(before.get(CONTENT_PATHS.sitemap))
  })
})

describe('route inputs of a product page: everything it shows beyond its own record', () => {
  const snapshot: CatalogueSnapshot = {
    ...blogSnapshot,
    completeLooks: [{ _id: 'look-1', product: 'p-chanderi-kurta', complete_look_products: ['p-kundan-jhumka'] }],
  }
  const kurta = snapshot.products.find((p) => p._id === 'p-chanderi-kurta')!
  const jhumka = snapshot.products.find((p) => p._id === 'p-kundan-jhumka')!
  const keys = (s: CatalogueSnapshot) => new WeakMap<object, string>(s.products.map((p) => [p, `raw-${p._id}`]))
  const base = routeInputs(catalogueIndex(snapshot), keys(snapshot)).routes
  const changedBy = (next: CatalogueSnapshot) => {
    const after = routeInputs(catalogueIndex(next), keys(next)).routes
    return [...base.keys()].filter((path) => base.get(path) !== after.get(path))
  }

  it("re-renders it when a Complete the Look product's price changes", () => {
    expect(changedBy(repriced(snapshot, jhumka._id, 1))).toContain(productPath(kurta))
  })

  it('re-renders exactly it when the first page of its reviews changes', () => {
    const review = { id: 'r1', productId: kurta._id, authorId: 'u1', author: 'Meera', rating: 5, text: 'Lovely', images: [], approved: true, createdAt: '2026-01-01T00:00:00.000Z' }
    expect(changedBy({ ...snapshot, reviews: { [kurta._id]: [review] } })).toEqual([productPath(kurta)])
  })

  it('re-renders the pages that show a product as related when its card changes', () => {
    const index = catalogueIndex(snapshot)
    const shown = productExtras(index, kurta._id, kurta.categories[0]?._id).related[0]!
    const showing = index.visible.filter((p) => productExtras(index, p._id, p.card.categoryIds[0]).related.some((c) => c.id === shown.id))
    expect(showing.map((p) => p._id)).toContain(kurta._id)
    const changed = changedBy(repriced(snapshot, shown.id, 1))
    for (const p of showing) expect(changed).toContain(p.card.path)
  })
})

describe('route inputs with the raw-JSON keys of the fetch step', () => {
  /** Route inputs with a raw key per product summary, as the fetch step gives them. */
  const inputs = (snapshot: CatalogueSnapshot, changedId?: string) => {
    const index = catalogueIndex(snapshot)
    return routeInputs(index, new WeakMap(index.visible.map((p) => [p, p._id === changedId ? `changed-${p._id}` : `raw-${p._id}`]))).routes
  }
  const saree = blogSnapshot.products.find((p) => p._id === 'p-handloom-saree')!
  const base = inputs(blogSnapshot)

  it('re-renders a product page whose raw record changed, and no other product page', () => {
    const after = inputs(structuredClone(blogSnapshot), saree._id)
    const changed = [...base.keys()].filter((path) => base.get(path) !== after.get(path))
    expect(changed).toEqual([productPath(saree)])
  })

  it('still re-renders a product page whose card changed (price) even under the same raw key', () => {
    const after = inputs(repriced(blogSnapshot, saree._id, 1))
    expect(after.get(productPath(saree))).not.toBe(base.get(productPath(saree)))
  })
})

describe('route inputs of the listing pages', () => {
  const index = catalogueIndex(blogSnapshot)
  const base = routeInputs(index).routes
  const saree = blogSnapshot.products.find((p) => p._id === 'p-handloom-saree')!
  const changedBy = (next: CatalogueSnapshot) => {
    const after = routeInputs(catalogueIndex(next)).routes
    return [...base.keys()].filter((path) => path.startsWith('/product/category/') || path === ALL_PRODUCTS_PATH).filter((path) => base.get(path) !== after.get(path))
  }
  const listingsOf = (product: (typeof blogSnapshot.products)[number]) => {
    const categories = blogSnapshot.categories.filter((c) => product.categories.some((pc) => pc._id === c._id))
    return [ALL_PRODUCTS_PATH, ...categories.map((c) => categoryPath(c))]
  }

  it('re-renders exactly the listings a repriced product is in (its price shows on its card and in the price bands)', () => {
    const changed = changedBy(repriced(blogSnapshot, saree._id, 1))
    for (const path of listingsOf(saree)) expect(changed).toContain(path)
    const elsewhere = blogSnapshot.categories.filter((c) => !saree.categories.some((sc) => sc._id === c._id)).map((c) => categoryPath(c))
    expect(elsewhere.length).toBeGreaterThan(0)
    for (const path of elsewhere) expect(changed).not.toContain(path)
  })

  it('re-renders every listing when a category is renamed (headings, breadcrumbs, the category list of /product/all)', () => {
    const copy = structuredClone(blogSnapshot)
    copy.categories[0]!.category_name = 'Renamed'
    const after = routeInputs(catalogueIndex(copy)).routes
    expect(after.get(ALL_PRODUCTS_PATH)).not.toBe(base.get(ALL_PRODUCTS_PATH))
  })

  it('re-renders a listing whose order changes (a product is new)', () => {
    const copy = structuredClone(blogSnapshot)
    const last = index.newest.at(-1)!
    const record = copy.products.find((p) => p._id === last._id)!
    for (const v of record.product_variants) v.created_at = '2030-01-01T00:00:00.000Z'
    record.created_at = '2030-01-01T00:00:00.000Z'
    expect(catalogueIndex(copy).newest[0]!._id).toBe(last._id)
    expect(changedBy(copy)).toContain(ALL_PRODUCTS_PATH)
  })
})

describe('route inputs of a listing longer than its first page', () => {
  // Fifty copies of one product, newest first by their options' dates: the last ones are past the first page.
  const base = blogSnapshot.products.find((p) => p.product_variants.length > 0)!
  const many = (priceOfLast: number): CatalogueSnapshot => {
    const products = Array.from({ length: 50 }, (_, i) => {
      const copy = structuredClone(base)
      copy._id = `p-copy-${i}`
      copy.product_name = `Copy ${i}`
      for (const v of copy.product_variants) {
        v._id = `${v._id}-${i}`
        v.created_at = new Date(Date.UTC(2026, 0, 50 - i)).toISOString()
        if (i === 49) v.price = priceOfLast
      }
      return copy
    })
    return { ...blogSnapshot, products, blogs: [], completeLooks: [] }
  }
  const listing = (snapshot: CatalogueSnapshot) => routeInputs(catalogueIndex(snapshot)).routes.get(ALL_PRODUCTS_PATH)

  it('keeps its hash when a product past the first page is repriced within its price band, and not across one', () => {
    expect(catalogueIndex(many(1200)).newest.at(-1)!._id).toBe('p-copy-49')
    expect(listing(many(1210))).toBe(listing(many(1200)))
    expect(listing(many(9000))).not.toBe(listing(many(1200)))
  })
})

describe("route inputs of a subcategory's listing", () => {
  const lehengas = (rounds: number) => {
    const snapshot = repeatedSnapshot(rounds)
    const women = snapshot.categories.find((c) => c._id === 'c-women')!
    const index = catalogueIndex(snapshot)
    return { women: index.newestByCategory.get(women._id)!.length, hash: routeInputs(index).routes.get(categoryPath(women, women.sub_categories.find((s) => s._id === 's-lehengas')!)) }
  }

  it("re-renders it when its category's part grows past the first cards (its page then says it has them), none of its own products changed", () => {
    const short = lehengas(FIRST_CARDS / 4)
    const long = lehengas(FIRST_CARDS / 4 + 1)
    expect([short.women, long.women]).toEqual([FIRST_CARDS, FIRST_CARDS + 4])
    expect(short.hash).toBeDefined()
    expect(lehengas(FIRST_CARDS / 4).hash).toBe(short.hash)
    expect(long.hash).not.toBe(short.hash)
  })
})
