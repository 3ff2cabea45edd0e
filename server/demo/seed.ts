/** Writes a demo catalogue into a fresh database, in one transaction with prepared statements. */
import type { Product } from '../../data/contract/schemas'
import { createContentQueries } from '../db/content'
import type { ShopDatabase } from '../db/database'
import { DEMO_EPOCH, generateDemoCatalogue, type DemoCatalogue, type DemoCatalogueOptions } from './catalogue'
import { writeShopperContent } from './shopperContent'

export interface SeedReport {
  products: number
  variants: number
  reviews: number
  coupons: number
  milliseconds: number
}

const toPaise = (rupees: number | null | undefined): number | null => (rupees === null || rupees === undefined ? null : Math.round(rupees * 100))

export function seedDemoCatalogue(db: ShopDatabase, options: DemoCatalogueOptions & { seed: number }): SeedReport {
  const started = performance.now()
  const catalogue = generateDemoCatalogue(options)
  writeCatalogue(db, catalogue, options)
  writeShopperContent(db, catalogue)
  const variants = catalogue.products.reduce((sum, product) => sum + product.product_variants.length, 0)
  return { products: catalogue.products.length, variants, reviews: catalogue.reviews.length, coupons: catalogue.coupons.length, milliseconds: Math.round(performance.now() - started) }
}

export function writeCatalogue(db: ShopDatabase, catalogue: DemoCatalogue, options: DemoCatalogueOptions & { seed: number }): void {
  const insertCategory = db.prepare('INSERT INTO categories (id, name, position) VALUES (?, ?, ?)')
  const insertSub = db.prepare('INSERT INTO sub_categories (id, category_id, name, image, position) VALUES (?, ?, ?, ?, ?)')
  const insertProduct = db.prepare(`INSERT INTO products (id, position, name, product_type, description, sort_description, tagline, brand,
    price_paise, compare_price_paise, stock, status, image, main_image, size_chart_image, fit_product, return_period, created_at)
    VALUES (@id, @position, @name, @product_type, @description, @sort_description, @tagline, @brand,
    @price_paise, @compare_price_paise, @stock, @status, @image, @main_image, @size_chart_image, @fit_product, @return_period, @created_at)`)
  const insertVariant = db.prepare(`INSERT INTO product_variants (id, product_id, position, sku, price_paise, compare_price_paise, image,
    gallery_json, attributes_json, status, stock, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const linkCategory = db.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, ?, ?)')
  const linkSub = db.prepare('INSERT INTO product_sub_categories (product_id, sub_category_id, position) VALUES (?, ?, ?)')
  const setMeta = db.prepare('INSERT OR REPLACE INTO shop_meta (key, value) VALUES (?, ?)')
  const content = createContentQueries(db)

  const writeProduct = (product: Product, position: number) => {
    insertProduct.run({
      id: product._id,
      position,
      name: product.product_name,
      product_type: product.product_type,
      description: product.description,
      sort_description: product.sort_description,
      tagline: product.tagline,
      brand: product.brand ?? null,
      price_paise: toPaise(product.price),
      compare_price_paise: toPaise(product.compare_price),
      stock: product.stock_availability ?? null,
      status: product.status ?? 'Active',
      image: product.image ?? null,
      main_image: product.main_image ?? null,
      size_chart_image: product.size_chart_image ?? null,
      fit_product: product.fit_product ?? null,
      return_period: product.return_period ?? null,
      created_at: product.created_at ?? new Date(0).toISOString(),
    })
    product.product_variants.forEach((v, i) =>
      insertVariant.run(v._id, product._id, i, v.sku, toPaise(v.price), toPaise(v.compare_price), v.image ?? null,
        JSON.stringify(v.gallery_image), JSON.stringify(v.attributes), v.variant_status, v.variant_stock_availability, v.created_at ?? null),
    )
    product.categories.forEach((c, i) => linkCategory.run(product._id, c._id, i))
    product.sub_categories.forEach((s, i) => linkSub.run(product._id, s._id, i))
  }

  db.transaction(() => {
    catalogue.categories.forEach((category, position) => {
      insertCategory.run(category._id, category.category_name, position)
      category.sub_categories.forEach((sub, i) => insertSub.run(sub._id, category._id, sub.sub_category_name, sub.sub_category_image ?? null, i))
    })
    catalogue.products.forEach(writeProduct)
    content.insertAll('banner', catalogue.banners)
    content.insertAll('menu', catalogue.menus)
    content.insertAll('collection', catalogue.collections)
    content.insertAll('offer-carousel', catalogue.offerCarousel)
    content.insertAll('recent-collection', catalogue.recentCollections)
    content.insertAll('complete-look', catalogue.completeLooks)
    content.insertAll('blog', catalogue.blogs)
    setMeta.run('demo_seed', String(options.seed))
    setMeta.run('demo_products', String(catalogue.products.length))
    // The catalogue's own epoch, not the wall clock, so that two builds from the same seed stay identical.
    setMeta.run('seeded_at', (options.epoch ?? DEMO_EPOCH).toISOString())
  })()
}
