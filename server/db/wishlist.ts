/** Wishlist entries: one per product option per shopper. */
import type { WishlistEntry } from '../../data/contract/schemas'
import type { ShopDatabase } from './database'
import { newObjectId } from './users'

interface EntryRow {
  id: string
  user_id: string
  product_id: string
  variant_id: string | null
  created_at: string
  product_name: string
}

const ENTRY_SELECT = `SELECT w.id, w.user_id, w.product_id, w.variant_id, w.created_at, p.name AS product_name
  FROM wishlist_items w JOIN products p ON p.id = w.product_id`

function toEntry(row: EntryRow): WishlistEntry {
  return {
    _id: row.id,
    user_id: row.user_id,
    // The storefront fetches each product itself (spec 001 §7); the name helps a shared list render at once.
    product_id: { _id: row.product_id, product_name: row.product_name },
    variant_id: row.variant_id ?? true,
    createdAt: row.created_at,
  }
}

export function createWishlistQueries(db: ShopDatabase, clock: () => Date) {
  const list = db.prepare<[string], EntryRow>(`${ENTRY_SELECT} WHERE w.user_id = ? ORDER BY w.created_at DESC, w.rowid DESC`)
  const one = db.prepare<[string], EntryRow>(`${ENTRY_SELECT} WHERE w.id = ?`)
  const existing = db.prepare<[string, string, string], EntryRow>(`${ENTRY_SELECT} WHERE w.user_id = ? AND w.product_id = ? AND ifnull(w.variant_id, '') = ?`)
  const insert = db.prepare<[string, string, string, string | null, string]>(
    'INSERT OR IGNORE INTO wishlist_items (id, user_id, product_id, variant_id, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const remove = db.prepare<[string]>('DELETE FROM wishlist_items WHERE id = ?')

  return {
    list: (userId: string): WishlistEntry[] => list.all(userId).map(toEntry),
    get: (id: string): WishlistEntry | null => {
      const row = one.get(id)
      return row ? toEntry(row) : null
    },
    /** Adds the option unless it is already there; `created` tells which. */
    add(userId: string, productId: string, variantId: string | null): { entry: WishlistEntry; created: boolean } {
      const created = insert.run(newObjectId(), userId, productId, variantId, clock().toISOString()).changes > 0
      return { entry: toEntry(existing.get(userId, productId, variantId ?? '') as EntryRow), created }
    },
    remove: (id: string) => void remove.run(id),
  }
}
