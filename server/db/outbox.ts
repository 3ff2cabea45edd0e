/** Mail the shop sends (reset links), kept in a table because no mail server runs beside the reference API. */
import type { ShopDatabase } from './database'

export interface OutboxMail {
  recipient: string
  subject: string
  body: string
  created_at: string
}

export function createOutboxQueries(db: ShopDatabase, clock: () => Date) {
  const insert = db.prepare<[string, string, string, string]>('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
  const latest = db.prepare<[string], OutboxMail>('SELECT recipient, subject, body, created_at FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 1')
  return {
    send: (recipient: string, subject: string, body: string) => void insert.run(recipient, subject, body, clock().toISOString()),
    latestFor: (recipient: string): OutboxMail | null => latest.get(recipient) ?? null,
  }
}
