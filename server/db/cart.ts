/** Bag lines, priced from the catalogue at read time so a shopper always sees today's price. */
import { SIMPLE_PRODUCT, type CartItem } from '../../data/contract/schemas'
import type { Attribute } from '../../data/contract/schemas'
import type { ShopDatabase } from './database'
import { toRupees } from './products'
import { newObjectId } from './users'

/** What can be bought: one variant, or a simple product standing in for its own single option. */
export interface PurchasableOption {
  productId: string
  variantId: string | null
  status: string
  stock: number
}

interface OptionRow {
  product_type: string
  product_status: string
  product_stock: number | null
  variant_id: string | null
  variant_status: string | null
  variant_stock: number | null
}

export interface LineRow {
  id: string
  user_id: string
  quantity: number
  variant_id: string | null
  size: string | null
  product_id: string
  product_name: string
  product_type: string
  /** The product's own return period in days, or null for the shop's. */
  return_period: number | null
  sku: string | null
  product_price: number | null
  product_compare: number | null
  product_image: string | null
  product_stock: number | null
  product_status: string
  variant_price: number | null
  variant_compare: number | null
  variant_image: string | null
  attributes_json: string | null
  variant_stock: number | null
  variant_status: string | null
}

const LINE_SELECT = `SELECT c.id, c.user_id, c.quantity, c.variant_id, c.size, c.product_id, p.name AS product_name, p.product_type, p.return_period, v.sku,
  p.price_paise AS product_price, p.compare_price_paise AS product_compare, coalesce(p.main_image, p.image) AS product_image,
  p.stock AS product_stock, p.status AS product_status, v.price_paise AS variant_price, v.compare_price_paise AS variant_compare,
  v.image AS variant_image, v.attributes_json, v.stock AS variant_stock, v.status AS variant_status
  FROM cart_items c JOIN products p ON p.id = c.product_id LEFT JOIN product_variants v ON v.id = c.variant_id`

export type OptionLookup = { found: PurchasableOption } | { missing: 'product' | 'variant' }

function toCartItem(row: LineRow): CartItem {
  const paise = row.variant_id ? row.variant_price : row.product_price
  const comparePaise = row.variant_id ? row.variant_compare : row.product_compare
  const price = toRupees(paise ?? 0)
  const compare_price = comparePaise === null ? null : toRupees(comparePaise)
  const attributes = Object.fromEntries(
    (JSON.parse(row.attributes_json ?? '[]') as Attribute[]).map((a) => [a.attribute_name, a.attribute_value]),
  )
  return {
    _id: row.id,
    quantity: row.quantity,
    variant_id: row.variant_id ?? true,
    price,
    compare_price,
    ...(row.size ? { size: row.size } : {}),
    product: {
      product_id: row.product_id,
      product_name: row.product_name,
      // An addition to spec 000 §3's cart item: the bag line's return text follows the product's own period.
      ...(row.return_period === null ? {} : { return_period: row.return_period }),
      product_variant: {
        price,
        compare_price,
        image: row.variant_image ?? row.product_image,
        attributes,
        // Lets the bag flag lines that sold out or were withdrawn since they were added.
        variant_status: (row.variant_id ? row.variant_status : row.product_status) ?? 'Inactive',
        variant_stock_availability: (row.variant_id ? row.variant_stock : row.product_stock) ?? 0,
      },
    },
  }
}

export function createCartQueries(db: ShopDatabase) {
  const option = db.prepare<[string, string], OptionRow>(`SELECT p.product_type, p.status AS product_status, p.stock AS product_stock,
    v.id AS variant_id, v.status AS variant_status, v.stock AS variant_stock
    FROM products p LEFT JOIN product_variants v ON v.product_id = p.id AND v.id = ? WHERE p.id = ?`)
  const lines = db.prepare<[string], LineRow>(`${LINE_SELECT} WHERE c.user_id = ? ORDER BY c.created_at, c.rowid`)
  const line = db.prepare<[string], LineRow>(`${LINE_SELECT} WHERE c.id = ?`)
  const existing = db.prepare<[string, string, string], { id: string; quantity: number }>(
    "SELECT id, quantity FROM cart_items WHERE user_id = ? AND product_id = ? AND ifnull(variant_id, '') = ?",
  )
  // The same columns as a bag line, for an option bought on its own (BUY NOW): no bag row, quantity 1.
  const optionLine = db.prepare<[string, string, string], LineRow>(`SELECT '' AS id, ? AS user_id, 1 AS quantity, v.id AS variant_id, NULL AS size,
    p.id AS product_id, p.name AS product_name, p.product_type, p.return_period, v.sku, p.price_paise AS product_price, p.compare_price_paise AS product_compare,
    coalesce(p.main_image, p.image) AS product_image, p.stock AS product_stock, p.status AS product_status, v.price_paise AS variant_price,
    v.compare_price_paise AS variant_compare, v.image AS variant_image, v.attributes_json, v.stock AS variant_stock, v.status AS variant_status
    FROM products p LEFT JOIN product_variants v ON v.product_id = p.id AND v.id = ? WHERE p.id = ?`)
  const insert = db.prepare('INSERT INTO cart_items (id, user_id, product_id, variant_id, quantity, size, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const setQuantity = db.prepare<[number, string, string]>('UPDATE cart_items SET quantity = ?, updated_at = ? WHERE id = ?')
  const remove = db.prepare<[string]>('DELETE FROM cart_items WHERE id = ?')

  return {
    /**
     * The option a request names. A simple product is named by `variant_id: true` or by its own id (which is how
     * the storefront's option list names it); a variant product needs one of its variant ids.
     */
    findOption(productId: string, variantId: string | true): OptionLookup {
      const simpleRequest = variantId === true || variantId === productId
      const row = option.get(simpleRequest ? '' : variantId, productId)
      if (!row) return { missing: 'product' }
      if (row.product_type === SIMPLE_PRODUCT) {
        if (!simpleRequest) return { missing: 'variant' }
        return { found: { productId, variantId: null, status: row.product_status, stock: row.product_stock ?? 0 } }
      }
      if (!row.variant_id) return { missing: 'variant' }
      return { found: { productId, variantId: row.variant_id, status: row.variant_status ?? 'Inactive', stock: row.variant_stock ?? 0 } }
    },
    items: (userId: string): CartItem[] => lines.all(userId).map(toCartItem),
    line: (itemId: string) => line.get(itemId) ?? null,
    /** One option as a line of quantity 1 that is in no bag (BUY NOW), with today's price and stock. */
    optionLine(userId: string, option: PurchasableOption): LineRow | null {
      const row = optionLine.get(userId, option.variantId ?? '', option.productId)
      return row && (option.variantId === null || row.variant_id === option.variantId) ? row : null
    },
    /** The raw lines with today's prices and stock, for checkout and coupons. */
    lineRows: (userId: string): LineRow[] => lines.all(userId),
    quantityInBag: (userId: string, option: PurchasableOption): number => existing.get(userId, option.productId, option.variantId ?? '')?.quantity ?? 0,
    /** Adds to the shopper's line for this option, or starts one. */
    add(userId: string, option: PurchasableOption, quantity: number, size: string | undefined): void {
      const now = new Date().toISOString()
      const current = existing.get(userId, option.productId, option.variantId ?? '')
      if (current) setQuantity.run(current.quantity + quantity, now, current.id)
      else insert.run(newObjectId(), userId, option.productId, option.variantId, quantity, size ?? null, now, now)
    },
    setQuantity: (itemId: string, quantity: number) => void setQuantity.run(quantity, new Date().toISOString(), itemId),
    remove: (itemId: string) => void remove.run(itemId),
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  }
}
export type CartQueries = ReturnType<typeof createCartQueries>

/** The stock rule shared by add and update, and by the bag's flags: Active, and enough on hand for the whole line. */
export { stockProblem } from '../../data/catalogue/cartLines'
