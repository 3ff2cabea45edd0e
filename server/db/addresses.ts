/** Saved shipping and billing addresses. The fields are validated by the contract before they get here. */
import type { Address, AddressFields } from '../../data/contract/schemas'
import type { ShopDatabase } from './database'
import { newObjectId } from './users'

export type AddressKind = 'shipping' | 'billing'

interface AddressRow {
  id: string
  user_id: string
  kind: AddressKind
  body: string
  created_at: string
  updated_at: string
}

export function toAddress(row: AddressRow): Address {
  return { ...(JSON.parse(row.body) as AddressFields), _id: row.id, user_id: row.user_id, createdAt: row.created_at, updatedAt: row.updated_at }
}

export function createAddressQueries(db: ShopDatabase, clock: () => Date) {
  const list = db.prepare<[string, AddressKind], AddressRow>('SELECT * FROM addresses WHERE user_id = ? AND kind = ? ORDER BY created_at, rowid')
  const one = db.prepare<[string, AddressKind], AddressRow>('SELECT * FROM addresses WHERE id = ? AND kind = ?')
  const insert = db.prepare<[string, string, AddressKind, string, string, string]>(
    'INSERT INTO addresses (id, user_id, kind, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const update = db.prepare<[string, string, string]>('UPDATE addresses SET body = ?, updated_at = ? WHERE id = ?')
  const remove = db.prepare<[string]>('DELETE FROM addresses WHERE id = ?')

  return {
    list: (userId: string, kind: AddressKind): Address[] => list.all(userId, kind).map(toAddress),
    /** The address with its owner, whoever it belongs to: callers check ownership. */
    get: (id: string, kind: AddressKind): Address | null => {
      const row = one.get(id, kind)
      return row ? toAddress(row) : null
    },
    create(userId: string, kind: AddressKind, fields: AddressFields): Address {
      const id = newObjectId()
      const now = clock().toISOString()
      insert.run(id, userId, kind, JSON.stringify(fields), now, now)
      return toAddress(one.get(id, kind) as AddressRow)
    },
    update(id: string, kind: AddressKind, fields: AddressFields): Address {
      update.run(JSON.stringify(fields), clock().toISOString(), id)
      return toAddress(one.get(id, kind) as AddressRow)
    },
    remove: (id: string) => void remove.run(id),
  }
}
export type AddressQueries = ReturnType<typeof createAddressQueries>
