/**
 * Slowing down password guessing: after 5 failed logins for one identifier, or 20 from one address, within 15
 * minutes, further attempts are refused with 429 and Retry-After until the window slides. The per-address limit
 * is higher because many shoppers can share one address (offices, mobile carriers). Failures live in SQLite so
 * that a restart does not reset them and several API processes share them.
 */
import type { ShopDatabase } from '../db/database'

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000
export const MAX_FAILURES_PER_LOGIN = 5
export const MAX_FAILURES_PER_ADDRESS = 20

export function createLoginThrottle(db: ShopDatabase, clock: () => Date) {
  // The limit-th newest failure inside the window: once it ages out, the key is below its limit again.
  const blockingFailure = db.prepare<[string, number, number], { failed_at: number }>(
    'SELECT failed_at FROM login_failures WHERE key = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?',
  )
  const insert = db.prepare<[string, number]>('INSERT INTO login_failures (key, failed_at) VALUES (?, ?)')
  const forget = db.prepare<[number]>('DELETE FROM login_failures WHERE rowid = ?')
  const sweep = db.prepare<[number]>('DELETE FROM login_failures WHERE failed_at <= ?')
  const clear = db.prepare<[string]>('DELETE FROM login_failures WHERE key = ?')

  const keysOf = (login: string, address: string) => [
    { key: `login:${login.trim().toLowerCase()}`, limit: MAX_FAILURES_PER_LOGIN },
    { key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS },
  ]

  return {
    /** Seconds to wait before trying again, or null when the attempt may go ahead. */
    retryAfterSeconds(login: string, address: string): number | null {
      const now = clock().getTime()
      let wait = 0
      for (const { key, limit } of keysOf(login, address)) {
        const row = blockingFailure.get(key, now - LOGIN_FAILURE_WINDOW_MS, limit - 1)
        if (row) wait = Math.max(wait, row.failed_at + LOGIN_FAILURE_WINDOW_MS - now)
      }
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : null
    },
    /**
     * Counts an attempt as failed *before* the slow password check, in the same tick as `retryAfterSeconds`:
     * otherwise many guesses sent at once would all pass the check while the hashes run, and slip under the limit.
     * Returns the rows to forget if the password turns out right.
     */
    beginAttempt(login: string, address: string): number[] {
      const now = clock().getTime()
      return db.transaction(() => {
        sweep.run(now - LOGIN_FAILURE_WINDOW_MS)
        return keysOf(login, address).map(({ key }) => Number(insert.run(key, now).lastInsertRowid))
      })()
    },
    /** A successful login takes back its own attempt and forgives that identifier's failures (not the address's). */
    recordSuccess(login: string, attempt: number[]): void {
      db.transaction(() => {
        for (const rowid of attempt) forget.run(rowid)
        clear.run(`login:${login.trim().toLowerCase()}`)
      })()
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
