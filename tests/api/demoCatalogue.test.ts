import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BannerSchema, BlogSchema, CollectionSchema, CompleteLookSchema, MAIN_MENU, MenuSchema, OfferCarouselItemSchema, ProductCategorySchema, ProductSchema, RecentCollectionSchema } from '../../data/contract/schemas'
import { categoryPath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { openShopDatabase } from '../../server/db/database'
import { generateDemoCatalogue } from '../../server/demo/catalogue'
import * as contentPlans from '../../server/demo/contentPlan'
import { generateCoupons } from '../../server/demo/coupons'
import { seedDemoCatalogue } from '../../server/demo/seed'
import { mediaLibrary } from '../../server/media/library'

describe('the demo catalogue', () => {
  const catalogue = generateDemoCatalogue({ seed: 3, products: 300 })

  it('is byte-identical for the same seed, and different for another seed', () => {
    expect(JSON.stringify(generateDemoCatalogue({ seed: 3, products: 300 }))).toBe(JSON.stringify(catalogue))
    expect(generateDemoCatalogue({ seed: 4, products: 300 }).products[0]?._id).not.toBe(catalogue.products[0]?._id)
  })

  it('parses with the contract schemas, record by record', () => {
    for (const category of catalogue.categories) ProductCategorySchema.parse(category)
    for (const product of catalogue.products) ProductSchema.parse(product)
    for (const banner of catalogue.banners) BannerSchema.parse(banner)
    for (const menu of catalogue.menus) MenuSchema.parse(menu)
    for (const collection of catalogue.collections) CollectionSchema.parse(collection)
    for (const item of catalogue.offerCarousel) OfferCarouselItemSchema.parse(item)
    for (const item of catalogue.recentCollections) RecentCollectionSchema.parse(item)
    for (const look of catalogue.completeLooks) CompleteLookSchema.parse(look)
    for (const blog of catalogue.blogs) BlogSchema.parse(blog)
  })

  it('has unique 24-hex ids everywhere', () => {
    const ids: string[] = []
    JSON.stringify(catalogue, (key, value: unknown) => {
      if (key === '_id' && typeof value === 'string') ids.push(value)
      return value
    })
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
    const distinct = new Set(ids)
    // Category and subcategory refs repeat inside products; every other id is unique.
    const refs = catalogue.products.reduce((n, p) => n + p.categories.length + p.sub_categories.length, 0)
    expect(distinct.size).toBe(ids.length - refs)
  })

  it('hides about 5% of products and keeps some sold-out and Inactive variants inside visible ones', () => {
    const hidden = catalogue.products.filter((p) => !isVisible(p)).length
    expect(hidden).toBeGreaterThan(3)
    expect(hidden).toBeLessThan(40)
    const visibleVariants = catalogue.products.filter(isVisible).flatMap((p) => p.product_variants)
    expect(visibleVariants.some((v) => v.variant_stock_availability === 0)).toBe(true)
    expect(visibleVariants.some((v) => v.variant_status === 'Inactive')).toBe(true)
    expect(catalogue.products.some((p) => p.product_type === 'Simple Product')).toBe(true)
  })

  it('links the menu and collections with the one URL builder', () => {
    const menu = catalogue.menus.find((m) => m.name === MAIN_MENU)!
    expect(menu.items.map((i) => i.label)).toEqual(catalogue.categories.map((c) => c.category_name))
    expect(menu.items.map((i) => i.link)).toEqual(catalogue.categories.map((c) => categoryPath(c)))
    expect(menu.items.some((i) => i.inner_items.length === 0)).toBe(true)
    const paths = new Set(catalogue.categories.flatMap((c) => [categoryPath(c), ...c.sub_categories.map((s) => categoryPath(c, s))]))
    for (const collection of catalogue.collections) expect(paths).toContain(collection.page_link)
    expect(catalogue.offerCarousel.some((o) => !o.page_link)).toBe(true)
  })

  it('has reviews (approved, pending, with pictures) and coupons of every method and category', () => {
    expect(catalogue.reviews.some((r) => r.approved)).toBe(true)
    expect(catalogue.reviews.some((r) => !r.approved)).toBe(true)
    expect(catalogue.reviews.some((r) => r.images.length > 0 && r.images.length <= 3)).toBe(true)
    expect(new Set(catalogue.coupons.map((c) => c.category))).toEqual(new Set(['Order Discount', 'Product Discount', 'Shipping Discount', 'BuyXgetY']))
    expect(new Set(catalogue.coupons.map((c) => c.method))).toEqual(new Set(['Discount Code', 'Automatic Discount']))
    expect(catalogue.coupons.some((c) => c.specificCustomers.length > 0)).toBe(true)
    const shopperIds = new Set(catalogue.shoppers.map((s) => s._id))
    for (const review of catalogue.reviews) expect(shopperIds).toContain(review.userId)
  })

  it('only points at images the media library has', () => {
    const library = new Set(mediaLibrary().map((file) => file.url))
    JSON.stringify(catalogue, (_key, value: unknown) => {
      if (typeof value === 'string' && value.startsWith('/media/')) expect(library, value).toContain(value)
      return value
    })
    expect(library.size).toBeLessThan(1000)
  })

  it('advertises only coupon codes a shopper can apply', () => {
    const named = [...JSON.stringify(contentPlans).matchAll(/\bcode ([A-Z0-9]{4,})/g)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(0)
    const coupons = generateCoupons([], new Date(), () => '0'.repeat(24))
    for (const code of named) {
      const coupon = coupons.find((c) => c.code === code)
      expect(coupon, code).toBeDefined()
      expect(coupon!.status, code).toBe('Active')
      expect(coupon!.autoApply, code).toBe(false)
      expect(coupon!.specificCustomers, code).toEqual([])
      expect(Date.parse(coupon!.expiry ?? ''), code).toBeGreaterThan(Date.now())
    }
  })

  it('seeds 10,000 products quickly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-'))
    try {
      const { db } = openShopDatabase(path.join(dir, 'shop.db'))
      const report = seedDemoCatalogue(db, { seed: 1, products: 10_000 })
      db.close()
      console.log(`seeded ${report.products} products, ${report.variants} variants in ${report.milliseconds} ms`)
      expect(report.products).toBe(10_000)
      expect(report.milliseconds).toBeLessThan(30_000)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
