/**
 * Password reset tokens: random, stored only as a hash, valid for 30 minutes and once. Using one signs the user
 * out everywhere and voids their other reset links.
 */
import { randomBytes } from 'node:crypto'
import type { ShopDatabase } from './database'
import { hashToken } from './users'

export const RESET_TOKEN_MINUTES = 30
/** More requests than this in an hour still get the same answer, but no more mail. */
export const RESET_MAILS_PER_HOUR = 3

export function createPasswordResetQueries(db: ShopDatabase, clock: () => Date) {
  const insert = db.prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
  const recent = db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM password_resets WHERE user_id = ? AND created_at > ?')
  const live = db.prepare<[string, string], { user_id: string }>(
    'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  )
  const use = db.prepare<[string, string, string], { user_id: string }>(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
  )
  const voidOthers = db.prepare<[string, string]>('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
  const setPassword = db.prepare<[string, string]>('UPDATE users SET password_hash = ? WHERE id = ?')
  const endSessions = db.prepare<[string]>('DELETE FROM sessions WHERE user_id = ?')

  return {
    /** A new token for the user, or null when they asked too often this hour. */
    issue(userId: string): string | null {
      const now = clock()
      if ((recent.get(userId, new Date(now.getTime() - 3600_000).toISOString())?.n ?? 0) >= RESET_MAILS_PER_HOUR) return null
      const token = randomBytes(32).toString('base64url')
      insert.run(hashToken(token), userId, now.toISOString(), new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString())
      return token
    },
    /** The user a live token belongs to (without using it up). */
    peek: (token: string): string | null => live.get(hashToken(token), clock().toISOString())?.user_id ?? null,
    /** Uses the token and sets the new password in one step; false when the token was used or expired meanwhile. */
    redeem(token: string, passwordHash: string): boolean {
      return db.transaction(() => {
        const now = clock().toISOString()
        const row = use.get(now, hashToken(token), now)
        if (!row) return false
        setPassword.run(passwordHash, row.user_id)
        voidOthers.run(now, row.user_id)
        endSessions.run(row.user_id)
        return true
      })()
    },
  }
}
