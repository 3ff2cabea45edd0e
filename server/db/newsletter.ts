/** Newsletter sign-ups: one row per address, case-insensitive. */
import type { ShopDatabase } from './database'

export function createNewsletterQueries(db: ShopDatabase, clock: () => Date) {
  const insert = db.prepare<[string, string]>('INSERT OR IGNORE INTO newsletter_subscribers (email, created_at) VALUES (?, ?)')
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM newsletter_subscribers')
  return {
    /** True when the address is new. */
    subscribe: (email: string): boolean => insert.run(email, clock().toISOString()).changes > 0,
    count: () => count.get()?.n ?? 0,
  }
}
