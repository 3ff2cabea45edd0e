/**
 * Reading products as the contract's Product JSON. The whole list is assembled with four queries (products,
 * variants, category links, subcategory links) and kept as pre-serialised JSON per product. When the catalogue
 * revision moves (triggers bump it on any change to stock, price or links), only the products named in
 * `product_list_changes` since the cache was made are read and serialised again; a change to the list's shape
 * (a product added, removed or moved, a category renamed) rebuilds it whole. A single product is read fresh every
 * time: the product page uses it to re-check stock and price.
 */
import { createHash } from 'node:crypto'
import type { Product, ProductVariant } from '../../data/contract/schemas'
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
  return_period: number | null
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
  p.compare_price_paise, p.stock, p.status, p.image, p.main_image, p.size_chart_image, p.fit_product, p.return_period, p.created_at`
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
    ...optional('return_period', row.return_period),
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

/**
 * Which products changed, for the list cache: one row per product (REPLACE gives it a fresh, ever-growing seq), or
 * '*' when the list must be rebuilt whole. Triggers fill it whichever code or process makes the change, so the
 * table never holds more rows than there are products. Kept here beside its only reader.
 */
const EVERYTHING = '*'
const CHANGE_TRACKING = `
CREATE TABLE IF NOT EXISTS product_list_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id TEXT NOT NULL UNIQUE
);
${[
  // A product's own columns: its id; a new, removed or moved product changes the list's order.
  ['products_insert', 'AFTER INSERT ON products', `'${EVERYTHING}'`],
  ['products_delete', 'AFTER DELETE ON products', `'${EVERYTHING}'`],
  ['products_move', 'AFTER UPDATE OF id, position ON products', `'${EVERYTHING}'`],
  ['products_update', 'AFTER UPDATE ON products', 'NEW.id'],
  ...['product_variants', 'product_categories', 'product_sub_categories'].flatMap((table) => [
    [`${table}_insert`, `AFTER INSERT ON ${table}`, 'NEW.product_id'],
    [`${table}_delete`, `AFTER DELETE ON ${table}`, 'OLD.product_id'],
    [`${table}_update_old`, `AFTER UPDATE ON ${table}`, 'OLD.product_id'],
    [`${table}_update_new`, `AFTER UPDATE ON ${table}`, 'NEW.product_id'],
  ]),
  // Category and subcategory names are copied into every linked product: rare, so the whole list.
  ...['categories', 'sub_categories'].flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map((event) => [`${table}_${event.toLowerCase()}`, `AFTER ${event} ON ${table}`, `'${EVERYTHING}'`]),
  ),
]
  .map(([name, when, id]) => `CREATE TRIGGER IF NOT EXISTS ${name}_lists_change ${when} BEGIN INSERT OR REPLACE INTO product_list_changes (product_id) VALUES (${id}); END;`)
  .join('\n')}
`

/** A list answer sent as a stream: its ETag, its length in bytes, and its bytes in parts. */
export interface StreamedList {
  etag: string
  length: number
  parts(): Iterable<Buffer>
  /** The same object for as long as the list is the same (its gzip is kept by it, see sendStreamedJson). */
  revision: object
}

/** Products are joined into parts of about this size for the socket: one write per product would be 100,000 writes. */
const PART_BYTES = 1 << 20

/** `{"data":[…]}` of the entries, in parts of about `size` bytes. */
function* partsOf(entries: ReadonlyArray<{ json: Buffer }>, size: number): Generator<Buffer> {
  let part: Buffer[] = [LIST_OPEN]
  let bytes = LIST_OPEN.length
  for (let i = 0; i < entries.length; i++) {
    if (i > 0) part.push(COMMA)
    part.push(entries[i]!.json)
    bytes += entries[i]!.json.length + 1
    if (bytes >= size) {
      yield Buffer.concat(part)
      part = []
      bytes = 0
    }
  }
  part.push(LIST_CLOSE)
  yield Buffer.concat(part)
}

const LIST_OPEN = Buffer.from('{"data":[')
const COMMA = Buffer.from(',')
const LIST_CLOSE = Buffer.from(']}')

interface ListCache {
  revision: number
  /** The last row of product_list_changes this cache has taken in. */
  seq: number
  /**
   * Serialised product JSON in catalogue order, encoded: a changed list is then a copy of bytes, not a re-encode, and
   * the full list is sent from them as a stream (~500 MB at 100,000 products: never joined into one buffer).
   */
  entries: ListEntry[]
  /** The full list's length in bytes. */
  length: number
  /** The full list's ETag, made from the entries' digests: hashing ~50 MB again after each edit delayed every answer. */
  etag: string
}

interface ListEntry {
  id: string
  json: Buffer
  /** SHA-1 of `json`, made once per version of the product. */
  digest: Buffer
  categoryIds: string[]
}

export function createProductQueries(db: ShopDatabase) {
  db.exec(CHANGE_TRACKING)
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

  const lastChange = db.prepare<[], { seq: number }>("SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'product_list_changes'), 0) AS seq")
  const changesSince = db.prepare<[number], { seq: number; product_id: string }>('SELECT seq, product_id FROM product_list_changes WHERE seq > ? ORDER BY seq')

  let cache: ListCache | null = null

  const entryOf = (id: string, product: Product, categoryIds: string[]): ListEntry => {
    const json = Buffer.from(JSON.stringify(product))
    return { id, json, digest: createHash('sha1').update(json).digest(), categoryIds }
  }
  // Content-based as a hash of the body would be (equal lists, equal tags, across restarts too), at 20 bytes a product.
  const etagOf = (entries: ListEntry[]) => {
    const hash = createHash('sha1').update(`${entries.length}:`)
    for (const e of entries) hash.update(e.digest)
    return `"l-${hash.digest('base64url')}"`
  }

  const bodyOf = (entries: ListCache['entries']) => Buffer.concat([...partsOf(entries, Infinity)])
  const lengthOf = (entries: ListCache['entries']) => entries.reduce((sum, e) => sum + e.json.length, LIST_OPEN.length + LIST_CLOSE.length + Math.max(0, entries.length - 1))

  const buildCache = (atRevision: number): ListCache => {
    // One read transaction, so that the four queries see the same snapshot.
    return db.transaction(() => {
      const seq = lastChange.get()!.seq
      const variants = groupBy(allVariants.all())
      const categories = groupBy(allCategoryLinks.all())
      const subs = groupBy(allSubLinks.all())
      const entries = allProducts.all().map((row) => {
        const cats = categories.get(row.id) ?? []
        const product = toProduct(row, (variants.get(row.id) ?? []).map(toVariant), cats, subs.get(row.id) ?? [])
        return entryOf(row.id, product, cats.map((c) => c.id))
      })
      return { revision: atRevision, seq, entries, length: lengthOf(entries), etag: etagOf(entries) }
    })()
  }

  /** The cache brought up to date by re-reading only the products changed since it was made, or null to rebuild it. */
  const patchCache = (old: ListCache): ListCache | null =>
    db.transaction(() => {
      const atRevision = revision.get()?.revision ?? 0
      const changes = changesSince.all(old.seq)
      if (changes.some((c) => c.product_id === EVERYTHING)) return null
      const position = new Map(old.entries.map((e, i) => [e.id, i]))
      const entries = old.entries.slice()
      for (const { product_id: id } of changes) {
        const at = position.get(id)
        const row = oneProduct.get(id)
        // Added or removed products also leave an EVERYTHING row; this is a guard, not the usual path.
        if (at === undefined || !row) return null
        const cats = categoriesOf.all(id)
        const product = toProduct(row, variantsOf.all(id).map(toVariant), cats, subsOf.all(id))
        entries[at] = entryOf(id, product, cats.map((c) => c.id))
      }
      const seq = changes.length ? changes[changes.length - 1]!.seq : old.seq
      return changes.length ? { revision: atRevision, seq, entries, length: lengthOf(entries), etag: etagOf(entries) } : { ...old, revision: atRevision, seq }
    })()

  const currentCache = (): ListCache => {
    const now = revision.get()?.revision ?? 0
    if (!cache) cache = buildCache(now)
    else if (cache.revision !== now) cache = patchCache(cache) ?? buildCache(now)
    return cache
  }

  /**
   * The full list as its tag, length and a stream of parts of about a megabyte (the products of this revision: an
   * edit meanwhile makes a new revision and leaves these as they are), or a category's list as one body.
   */
  const list = (categoryId?: string): { body: Buffer; etag?: undefined } | StreamedList => {
    const cached = currentCache()
    if (!categoryId) return { etag: cached.etag, length: cached.length, parts: () => partsOf(cached.entries, PART_BYTES), revision: cached.entries }
    return { body: bodyOf(cached.entries.filter((e) => e.categoryIds.includes(categoryId))) }
  }

  return {
    /** `{ data: [...] }` of every product (visible or not: the storefront applies the visibility rules). */
    listJson: (categoryId?: string): Buffer => {
      const answer = list(categoryId)
      return 'body' in answer ? answer.body : Buffer.concat([...answer.parts()])
    },
    list,
    byId(id: string): Product | null {
      const row = oneProduct.get(id)
      if (!row) return null
      return toProduct(row, variantsOf.all(id).map(toVariant), categoriesOf.all(id), subsOf.all(id))
    },
  }
}
export type ProductQueries = ReturnType<typeof createProductQueries>
