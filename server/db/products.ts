/**
 * Reading products as the contract's Product JSON. The whole list is assembled with four queries (products,
 * variants, category links, subcategory links) and kept as pre-serialised JSON per product, rebuilt only when the
 * catalogue revision moves (triggers bump it on any change to stock, price or links). A single product is read
 * fresh every time: the product page uses it to re-check stock and price.
 */
import type { Product, ProductVariant } from '../../data/contract'
import type { ShopDatabase } from './database'

interface ProductRow {
  id: string
  name: string
  product_type: string
  description: string
  sort_description: string
  tagline: string
  brand: string | null
  price_paise: number | null
  compare_price_paise: number | null
  stock: number | null
  status: string
  image: string | null
  main_image: string | null
  size_chart_image: string | null
  fit_product: string | null
  created_at: string
}

interface VariantRow {
  id: string
  product_id: string
  sku: string
  price_paise: number
  compare_price_paise: number | null
  image: string | null
  gallery_json: string
  attributes_json: string
  status: 'Active' | 'Inactive'
  stock: number
  created_at: string | null
}

interface LinkRow {
  product_id: string
  id: string
  name: string
}

const PRODUCT_COLUMNS = `p.id, p.name, p.product_type, p.description, p.sort_description, p.tagline, p.brand, p.price_paise,
  p.compare_price_paise, p.stock, p.status, p.image, p.main_image, p.size_chart_image, p.fit_product, p.created_at`
const VARIANT_COLUMNS = 'v.id, v.product_id, v.sku, v.price_paise, v.compare_price_paise, v.image, v.gallery_json, v.attributes_json, v.status, v.stock, v.created_at'

export const toRupees = (paise: number): number => paise / 100

function toVariant(row: VariantRow): ProductVariant {
  return {
    _id: row.id,
    sku: row.sku,
    price: toRupees(row.price_paise),
    compare_price: row.compare_price_paise === null ? null : toRupees(row.compare_price_paise),
    image: row.image,
    gallery_image: JSON.parse(row.gallery_json) as string[],
    ...(row.created_at ? { created_at: row.created_at } : {}),
    variant_status: row.status,
    variant_stock_availability: row.stock,
    attributes: JSON.parse(row.attributes_json) as ProductVariant['attributes'],
  }
}

function toProduct(row: ProductRow, variants: ProductVariant[], categories: LinkRow[], subs: LinkRow[]): Product {
  const optional = <K extends string, V>(key: K, value: V | null) => (value === null ? {} : ({ [key]: value } as Record<K, V>))
  return {
    _id: row.id,
    product_name: row.name,
    description: row.description,
    sort_description: row.sort_description,
    tagline: row.tagline,
    brand: row.brand,
    created_at: row.created_at,
    categories: categories.map((c) => ({ _id: c.id, category_name: c.name })),
    sub_categories: subs.map((s) => ({ _id: s.id, sub_category_name: s.name })),
    ...optional('size_chart_image', row.size_chart_image),
    ...optional('fit_product', row.fit_product),
    product_type: row.product_type,
    ...optional('price', row.price_paise === null ? null : toRupees(row.price_paise)),
    ...optional('compare_price', row.compare_price_paise === null ? null : toRupees(row.compare_price_paise)),
    ...optional('stock_availability', row.stock),
    status: row.status,
    main_image: row.main_image,
    image: row.image,
    product_variants: variants,
  }
}

function groupBy<T extends { product_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const group = groups.get(row.product_id)
    if (group) group.push(row)
    else groups.set(row.product_id, [row])
  }
  return groups
}

interface ListCache {
  revision: number
  /** Serialised product JSON in catalogue order. */
  entries: Array<{ id: string; json: string; categoryIds: string[] }>
  /** Kept encoded: at 10,000 products the list is ~50 MB, too much to re-encode on every request. */
  fullBody: Buffer
}

export function createProductQueries(db: ShopDatabase) {
  const revision = db.prepare<[], { revision: number }>('SELECT revision FROM catalogue_revision WHERE id = 1')
  const allProducts = db.prepare<[], ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p ORDER BY p.position`)
  const allVariants = db.prepare<[], VariantRow>(`SELECT ${VARIANT_COLUMNS} FROM product_variants v ORDER BY v.product_id, v.position`)
  const allCategoryLinks = db.prepare<[], LinkRow>(
    'SELECT pc.product_id, c.id, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id ORDER BY pc.product_id, pc.position',
  )
  const allSubLinks = db.prepare<[], LinkRow>(
    'SELECT ps.product_id, s.id, s.name FROM product_sub_categories ps JOIN sub_categories s ON s.id = ps.sub_category_id ORDER BY ps.product_id, ps.position',
  )
  const oneProduct = db.prepare<[string], ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ?`)
  const variantsOf = db.prepare<[string], VariantRow>(`SELECT ${VARIANT_COLUMNS} FROM product_variants v WHERE v.product_id = ? ORDER BY v.position`)
  const categoriesOf = db.prepare<[string], LinkRow>(
    'SELECT pc.product_id, c.id, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ? ORDER BY pc.position',
  )
  const subsOf = db.prepare<[string], LinkRow>(
    'SELECT ps.product_id, s.id, s.name FROM product_sub_categories ps JOIN sub_categories s ON s.id = ps.sub_category_id WHERE ps.product_id = ? ORDER BY ps.position',
  )

  let cache: ListCache | null = null

  const buildCache = (atRevision: number): ListCache => {
    // One read transaction, so that the four queries see the same snapshot.
    return db.transaction(() => {
      const variants = groupBy(allVariants.all())
      const categories = groupBy(allCategoryLinks.all())
      const subs = groupBy(allSubLinks.all())
      const entries = allProducts.all().map((row) => {
        const cats = categories.get(row.id) ?? []
        const product = toProduct(row, (variants.get(row.id) ?? []).map(toVariant), cats, subs.get(row.id) ?? [])
        return { id: row.id, json: JSON.stringify(product), categoryIds: cats.map((c) => c.id) }
      })
      return { revision: atRevision, entries, fullBody: Buffer.from(`{"data":[${entries.map((e) => e.json).join(',')}]}`) }
    })()
  }

  const currentCache = (): ListCache => {
    const now = revision.get()?.revision ?? 0
    if (!cache || cache.revision !== now) cache = buildCache(now)
    return cache
  }

  return {
    /** `{ data: [...] }` of every product (visible or not: the storefront applies the visibility rules). */
    listJson(categoryId?: string): string | Buffer {
      const list = currentCache()
      if (!categoryId) return list.fullBody
      return `{"data":[${list.entries.filter((e) => e.categoryIds.includes(categoryId)).map((e) => e.json).join(',')}]}`
    },
    byId(id: string): Product | null {
      const row = oneProduct.get(id)
      if (!row) return null
      return toProduct(row, variantsOf.all(id).map(toVariant), categoriesOf.all(id), subsOf.all(id))
    },
  }
}
export type ProductQueries = ReturnType<typeof createProductQueries>
