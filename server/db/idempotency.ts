/**
 * Idempotency keys: a checkout's answer is kept for 24 hours per (shopper, key). A retry with the same key and
 * body replays the answer; the same key with another body is refused, since it cannot mean "the same request".
 */
import { createHash } from 'node:crypto'
import type { ShopDatabase } from './database'

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000

export interface StoredAnswer {
  requestHash: string
  statusCode: number
  body: string
}

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex')

export function createIdempotencyQueries(db: ShopDatabase, clock: () => Date) {
  const find = db.prepare<[string, string, number], { request_hash: string; status_code: number; body: string }>(
    'SELECT request_hash, status_code, body FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
  )
  const save = db.prepare<[string, string, string, number, string, number]>(
    'INSERT OR REPLACE INTO idempotency_keys (user_id, key, request_hash, status_code, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const sweep = db.prepare<[number]>('DELETE FROM idempotency_keys WHERE created_at <= ?')
  const forget = db.prepare<[string, string]>('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?')
  return {
    find(userId: string, key: string): StoredAnswer | null {
      const row = find.get(userId, key, clock().getTime() - IDEMPOTENCY_TTL_MS)
      return row ? { requestHash: row.request_hash, statusCode: row.status_code, body: row.body } : null
    },
    save(userId: string, key: string, answer: StoredAnswer): void {
      const now = clock().getTime()
      sweep.run(now - IDEMPOTENCY_TTL_MS)
      save.run(userId, key, answer.requestHash, answer.statusCode, answer.body, now)
    },
    /** A request that failed after its answer was stored (the gateway was down): a retry tries again. */
    forget: (userId: string, key: string) => void forget.run(userId, key),
  }
}
