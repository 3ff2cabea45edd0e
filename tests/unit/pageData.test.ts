import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { HOME_ROW_LIMIT, homeData } from '../../data/views/homeData'
import { layoutData } from '../../data/views/layoutData'
import { listingData, listingPaths } from '../../data/views/listingData'
import { productPageData, productPaths } from '../../data/views/productData'
import { fixtureSnapshot } from '../fixtures/catalogue'

const index = catalogueIndex(fixtureSnapshot)

describe('catalogue index', () => {
  it('is built once per snapshot and holds only visible products', () => {
    expect(catalogueIndex(fixtureSnapshot)).toBe(index)
    expect(index.visible.map((p) => p._id)).not.toEqual(expect.arrayContaining(['p-mirror-lehenga']))
    for (const hidden of ['p-mirror-lehenga', 'p-party-dress', 'p-rose-mist']) expect(index.summaryById.has(hidden)).toBe(false)
  })
})

describe('page data', () => {
  it('pre-renders every listing and every visible product, no invisible one', () => {
    expect(listingPaths(index)).toContain('/product/all')
    expect(listingPaths(index)).toContain('/product/category/women_c-women/sarees_s-sarees')
    expect(listingPaths(index)).toContain('/product/category/home-living_c-home')
    expect(productPaths(index)).toHaveLength(index.visible.length)
    expect(productPaths(index).some((p) => p.includes('lehenga'))).toBe(false)
  })

  it('builds a subcategory listing with breadcrumb and image-only subcategory tiles', () => {
    const listing = listingData(index, 'women_c-women', 'sarees_s-sarees')!
    expect(listing.heading).toBe('Sarees')
    expect(listing.crumbs).toEqual([{ label: 'Women', href: '/product/category/women_c-women' }, { label: 'Sarees' }])
    expect(listing.subCategories.map((s) => s.name)).toEqual(['Sarees', 'Kurtis'])
    expect(listing.firstPage.map((c) => c.id)).toEqual(['p-handloom-saree', 'p-banarasi-saree'])
    expect(listingData(index, 'women_c-nope')).toBeNull()
    expect(listingData(index)!.heading).toBe('All Products')
  })

  it('sanitises the product description at build time', () => {
    const page = productPageData(index, 'anything_p-chanderi-kurta')!
    expect(page.product.description).toContain('<strong>Chanderi, Madhya Pradesh</strong>')
    expect(page.product.description).not.toMatch(/script|javascript:|onclick/i)
    expect(page.crumbs.map((c) => c.label)).toEqual(['Men', 'Kurtas', 'Chanderi Silk Kurta'])
    expect(productPageData(index, 'x_p-mirror-lehenga')).toBeNull()
  })

  it("names the shop's own categories in a product's breadcrumb, skipping one the shop no longer has", () => {
    const snapshot = structuredClone(fixtureSnapshot)
    const product = snapshot.products.find((p) => p._id === 'p-chanderi-kurta')!
    // Deleted since (no such listing), and Men renamed since the product was saved.
    product.categories = [{ _id: 'c-gone', category_name: 'Gone' }, { _id: 'c-men', category_name: 'Menswear (old name)' }]
    const crumbs = productPageData(catalogueIndex(snapshot), 'anything_p-chanderi-kurta')!.crumbs
    expect(crumbs).toEqual([
      { label: 'Men', href: '/product/category/men_c-men' },
      { label: 'Kurtas', href: '/product/category/men_c-men/kurtas_s-kurtas' },
      { label: 'Chanderi Silk Kurta' },
    ])
    product.categories = [{ _id: 'c-gone', category_name: 'Gone' }]
    expect(productPageData(catalogueIndex(snapshot), 'anything_p-chanderi-kurta')!.crumbs).toEqual([{ label: 'Chanderi Silk Kurta' }])
  })

  it('fills home rows newest first by first variant, from visible products only', () => {
    const home = homeData(index)
    expect(home.rows.map((r) => r.title)).toEqual(['KIDS', 'DREAMY WOMEN', 'SALE'])
    expect(home.rows[0]!.cards.map((c) => c.id)).toEqual(['p-floral-frock'])
    expect(home.rows[2]!.cards.map((c) => c.id)).toEqual(['p-banarasi-saree', 'p-floral-frock', 'p-kundan-jhumka', 'p-ikat-dupatta'])
    expect(home.heroSlides).toHaveLength(3)
    expect(home.heroSlides[2]!.href).toBeNull()
    // A banner without its words as text: the picture speaks, named by its place.
    expect(home.heroSlides[0]).toMatchObject({ label: 'Banner 1', title: null, subtitle: null, cta: null })
  })

  it('carries only what a card shows on pages that never filter or sort in the browser: home rows, shelves, a first page', () => {
    const faces = [
      ...homeData(index).rows.flatMap((r) => r.cards),
      ...listingData(index, 'women_c-women')!.firstPage,
      ...(({ completeLook, related }) => [...completeLook, ...related])(productPageData(index, 'anything_p-chanderi-kurta')!),
    ]
    expect(faces.length).toBeGreaterThan(5)
    for (const face of faces) {
      for (const key of ['categoryIds', 'subCategoryIds', 'sort']) expect(face).not.toHaveProperty(key)
      expect(face).toMatchObject({ id: expect.any(String), name: expect.any(String), path: expect.any(String), price: expect.any(Number) })
    }
  })

  it(`fills a home row with at most ${HOME_ROW_LIMIT} cards, the newest; VIEW ALL leads to the rest`, () => {
    const snapshot = structuredClone(fixtureSnapshot)
    const sale = snapshot.categories.find((c) => c.category_name === 'Sale')!
    const template = snapshot.products.find((p) => p._id === 'p-banarasi-saree')!
    for (let i = 0; i < HOME_ROW_LIMIT + 3; i++) snapshot.products.push({ ...structuredClone(template), _id: `p-sale-extra-${i}`, product_name: `Sale piece ${i}` })
    const row = homeData(catalogueIndex(snapshot)).rows.find((r) => r.title === 'SALE')!
    expect(row.cards).toHaveLength(HOME_ROW_LIMIT)
    expect(row.viewAllHref).toBe(`/product/category/sale_${sale._id}`)
  })

  it("carries a hero banner's words when it has them as text", () => {
    const snapshot = structuredClone(fixtureSnapshot)
    const hero = snapshot.banners.find((b) => b.banner_type === 'Hero Banner' && b.status === 'ACTIVE')!
    Object.assign(hero.hero_banner[0]!, { title: ' Festive Edit — Up to 40% off ', subtitle: 'Kurtas in jewel tones', button_text: 'Shop the edit' })
    const slide = homeData(catalogueIndex(snapshot)).heroSlides[0]!
    expect(slide).toMatchObject({ label: 'Festive Edit — Up to 40% off', title: 'Festive Edit — Up to 40% off', subtitle: 'Kurtas in jewel tones', cta: 'Shop the edit' })
  })

  it('gives the layout the main menu (links or disabled) and the footer categories in order', () => {
    const layout = layoutData(fixtureSnapshot)
    expect(layout.menu.find((m) => m.label === 'Beauty')!.link).toBeNull()
    expect(layout.footerCategories.map((c) => c.label)).toEqual(['Men', 'Women', 'Home & Living', 'Beauty', 'Accessories', 'Sale'])
    expect(layout.salePath).toBe('/product/category/sale_c-sale')
  })
})
