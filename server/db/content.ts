/** Editorial content documents (banners, menus, blogs...): stored and served as JSON, in editor order. */
import type { ShopDatabase } from './database'

export const CONTENT_KINDS = ['banner', 'menu', 'collection', 'offer-carousel', 'recent-collection', 'complete-look', 'blog'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

export function createContentQueries(db: ShopDatabase) {
  const listBodies = db.prepare<[ContentKind], { body: string }>('SELECT body FROM content_entries WHERE kind = ? ORDER BY position')
  const insert = db.prepare<[string, ContentKind, number, string]>('INSERT INTO content_entries (id, kind, position, body) VALUES (?, ?, ?, ?)')
  return {
    /** `{ data: [...] }` straight from the stored JSON, without parsing it. */
    listJson(kind: ContentKind): string {
      return `{"data":[${listBodies.all(kind).map((row) => row.body).join(',')}]}`
    },
    insertAll(kind: ContentKind, documents: ReadonlyArray<{ _id: string }>): void {
      documents.forEach((doc, position) => insert.run(doc._id, kind, position, JSON.stringify(doc)))
    },
  }
}
export type ContentQueries = ReturnType<typeof createContentQueries>
