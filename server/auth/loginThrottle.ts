/**
 * Slowing down password guessing: after 5 failed logins for one account, or 20 from one address, within 15
 * minutes, further attempts are refused with 429 and Retry-After until the window slides. An account is one
 * limit whichever identifier names it (its e-mail or its phone number); a login that names no account is limited
 * by what was typed. The per-address limit is higher because many shoppers share one address (offices, mobile
 * carriers).
 *
 * Hand-written rather than @fastify/rate-limit, deliberately: it counts FAILED attempts (a shopper who signs in
 * often is never limited), forgives an account's failures on a correct password, and keeps its counts in SQLite,
 * so that a restart does not reset them and several API processes share one limit; the plugin counts requests, in
 * memory, per process.
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

  const keysOf = (account: string, address: string) => [
    { key: account, limit: MAX_FAILURES_PER_LOGIN },
    { key: `ip:${address}`, limit: MAX_FAILURES_PER_ADDRESS },
  ]

  return {
    /** Seconds to wait before trying again, or null when the attempt may go ahead. */
    retryAfterSeconds(account: string, address: string): number | null {
      const now = clock().getTime()
      let wait = 0
      for (const { key, limit } of keysOf(account, address)) {
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
    beginAttempt(account: string, address: string): number[] {
      const now = clock().getTime()
      return db.transaction(() => {
        sweep.run(now - LOGIN_FAILURE_WINDOW_MS)
        return keysOf(account, address).map(({ key }) => Number(insert.run(key, now).lastInsertRowid))
      })()
    },
    /** A successful login takes back its own attempt and forgives that account's failures (not the address's). */
    recordSuccess(account: string, attempt: number[]): void {
      db.transaction(() => {
        for (const rowid of attempt) forget.run(rowid)
        clear.run(account)
      })()
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>

/** The throttle key of a login: the account it names (e-mail and phone alike), else what was typed. */
export function throttleKey(login: string, accountId: string | null): string {
  return accountId ? `user:${accountId}` : `login:${login.trim().toLowerCase()}`
}
