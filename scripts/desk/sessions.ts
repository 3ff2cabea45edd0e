/**
 * Who may use the editor's desk: anyone who knows the webhook's shared secret. Signing in with it opens a session
 * (a random token in an HttpOnly, SameSite=Strict cookie, kept in this process's memory: a restart signs editors
 * out, and signing out ends the session on the server too). Each session carries its own token for the desk's forms,
 * checked on every action beside the Origin check. Wrong secrets are throttled per address, as shoppers' passwords
 * are (server/auth/loginThrottle.ts): after 5 within 15 minutes the form is refused until the oldest ages out.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const SESSION_COOKIE = 'vitrine_desk'
export const SESSION_TTL_MS = 12 * 60 * 60_000
export const SIGN_IN_WINDOW_MS = 15 * 60_000
export const MAX_SIGN_IN_FAILURES = 5
/** More sessions than editors ever open; past it the oldest is dropped, so memory stays bounded. */
const MAX_SESSIONS = 500

/** Compares a given secret with the expected one in constant time. */
export function secretCheck(secret: string): (given: string | undefined) => boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  const expected = digest(secret)
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  return (given) => typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), expected)
}

export interface DeskSession {
  token: string
  /** The name the editor gave, shown beside the builds they start. */
  name: string
  /** Sent back in every form of the desk; an action without it is refused. */
  formToken: string
  expiresAt: number
}

export function createDeskSessions(clock: () => number = Date.now) {
  const sessions = new Map<string, DeskSession>()
  return {
    open(name: string): DeskSession {
      const session = { token: randomBytes(32).toString('base64url'), name, formToken: randomBytes(24).toString('base64url'), expiresAt: clock() + SESSION_TTL_MS }
      sessions.set(session.token, session)
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!)
      return session
    },
    find(token: string | undefined): DeskSession | undefined {
      const session = token ? sessions.get(token) : undefined
      if (session && session.expiresAt <= clock()) {
        sessions.delete(session.token)
        return undefined
      }
      return session
    },
    close(token: string): void {
      sessions.delete(token)
    },
  }
}
export type DeskSessions = ReturnType<typeof createDeskSessions>

/** Whether a form's token is the session's (constant time). */
export function formTokenMatches(session: DeskSession, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(session.formToken)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Failed sign-ins per client address, in a sliding window. */
export function createSignInThrottle(clock: () => number = Date.now) {
  const failures = new Map<string, number[]>()
  const recent = (address: string) => {
    const since = clock() - SIGN_IN_WINDOW_MS
    const list = (failures.get(address) ?? []).filter((at) => at > since)
    if (list.length === 0) failures.delete(address)
    else failures.set(address, list)
    return list
  }
  return {
    /** Seconds to wait before the next try, or null when a try may go ahead. */
    retryAfterSeconds(address: string): number | null {
      const list = recent(address)
      if (list.length < MAX_SIGN_IN_FAILURES) return null
      // Once the oldest failure that keeps the address at the limit ages out, one more try is allowed.
      const blocking = list[list.length - MAX_SIGN_IN_FAILURES]!
      return Math.max(1, Math.ceil((blocking + SIGN_IN_WINDOW_MS - clock()) / 1000))
    },
    failed(address: string): void {
      failures.set(address, [...recent(address), clock()])
    },
    succeeded(address: string): void {
      failures.delete(address)
    },
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>

/** The Set-Cookie value of a session (or of its removal, with an empty token and no lifetime). */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = token ? Math.floor(SESSION_TTL_MS / 1000) : 0
  return `${SESSION_COOKIE}=${token}; Path=/desk; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** The session token in a Cookie header. */
export function sessionTokenIn(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === SESSION_COOKIE) return value.join('=') || undefined
  }
  return undefined
}
