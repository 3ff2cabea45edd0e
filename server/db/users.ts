/** Shopper accounts and their sessions. */
import { createHash, randomBytes } from 'node:crypto'
import type { User } from '../../data/contract/schemas'
import type { ShopDatabase } from './database'

interface UserRow {
  id: string
  name: string
  email: string
  phone_number: string
  user_role: string
  password_hash: string
  created_at: string
  gender: string | null
  dob: string | null
  location: string | null
  alt_mobile: string | null
}

export const SESSION_DAYS = 30

export function newObjectId(): string {
  // Same shape as the catalogue's ids: 4 bytes of time, 8 random bytes.
  return Math.floor(Date.now() / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex')
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function publicUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    user_role: row.user_role,
    gender: row.gender ?? null,
    dob: row.dob ?? null,
    location: row.location ?? null,
    altMobile: row.alt_mobile ?? null,
  }
}

export interface ProfileFields {
  name: string
  phone_number: string
  gender: string | null
  dob: string | null
  location: string | null
  altMobile: string | null
}

export function createUserQueries(db: ShopDatabase) {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
  const byLogin = db.prepare<[string, string], UserRow>('SELECT * FROM users WHERE email = ? COLLATE NOCASE OR phone_number = ? LIMIT 1')
  const byEmail = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE')
  const byPhone = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE phone_number = ?')
  const updateProfile = db.prepare<[string, string, string | null, string | null, string | null, string | null, string]>(
    'UPDATE users SET name = ?, phone_number = ?, gender = ?, dob = ?, location = ?, alt_mobile = ? WHERE id = ?',
  )
  const insertUser = db.prepare('INSERT INTO users (id, name, email, phone_number, password_hash, user_role, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const insertSession = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
  const sessionUser = db.prepare<[string, string], UserRow>(
    'SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
  )
  const deleteSession = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?')
  const deleteExpired = db.prepare<[string]>('DELETE FROM sessions WHERE expires_at <= ?')

  return {
    byId: (id: string) => byId.get(id) ?? null,
    /** `login` is an email or a phone number (spec 001 §7). */
    byLogin: (login: string) => byLogin.get(login, login) ?? null,
    emailTaken: (email: string) => byEmail.get(email) !== undefined,
    phoneTaken: (phone: string) => byPhone.get(phone) !== undefined,
    /** The account using this phone number, if any. */
    phoneOwner: (phone: string) => byPhone.get(phone)?.id ?? null,
    /** Saves Profile Details; the phone's unique index refuses another account's number. */
    updateProfile(id: string, fields: ProfileFields): UserRow | null {
      updateProfile.run(fields.name, fields.phone_number, fields.gender, fields.dob, fields.location, fields.altMobile, id)
      return byId.get(id) ?? null
    },
    create(fields: { name: string; email: string; phone_number: string; password_hash: string; user_role: string }): UserRow {
      const id = newObjectId()
      insertUser.run(id, fields.name, fields.email, fields.phone_number, fields.password_hash, fields.user_role, new Date().toISOString())
      return byId.get(id) as UserRow
    },
    /** Starts a session and returns its token; only the token's hash is stored. */
    startSession(userId: string): { token: string; expires: Date } {
      const token = randomBytes(32).toString('base64url')
      const now = new Date()
      const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
      deleteExpired.run(now.toISOString())
      insertSession.run(hashToken(token), userId, now.toISOString(), expires.toISOString())
      return { token, expires }
    },
    sessionUser: (token: string) => sessionUser.get(hashToken(token), new Date().toISOString()) ?? null,
    endSession: (token: string) => void deleteSession.run(hashToken(token)),
  }
}
export type UserQueries = ReturnType<typeof createUserQueries>
