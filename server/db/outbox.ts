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

export interface OutboxEntry extends OutboxMail {
  id: number
}

/** The newest mail first, all of it or to one recipient: what `vitrine outbox` shows a developer. */
export function readOutbox(db: ShopDatabase, options: { to?: string; limit: number }): OutboxEntry[] {
  const columns = 'SELECT id, recipient, subject, body, created_at FROM outbox'
  return options.to === undefined
    ? db.prepare<[number], OutboxEntry>(`${columns} ORDER BY id DESC LIMIT ?`).all(options.limit)
    : db.prepare<[string, number], OutboxEntry>(`${columns} WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?`).all(options.to, options.limit)
}

/** The lines of a mail that are links (the reset link), so a script need not parse the text. */
export function mailLinks(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(https?:\/\/|\/)\S+$/.test(line))
}
