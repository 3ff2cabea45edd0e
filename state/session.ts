/**
 * The signed-in shopper. The session itself is an HttpOnly cookie the API sets; the browser learns who is signed
 * in by asking GET /api/users/me once after hydration (401 = signed out).
 *
 * A visitor who never signed in on this browser is not asked about at all: a local hint, set at sign-in and
 * cleared at sign-out or on a 401, spares every anonymous page view a request (and the console its 401 line).
 * It holds no secret; the cookie alone authorises.
 */
import { proxy } from 'valtio'
import { api, ApiError } from '../data/contract/client'
import type { ProfileBody } from '../data/account/profile'
import type { LoginBody, User } from '../data/contract/schemas'
import { livePaths, toUser, unwrap } from '../data/contract/calls'
import { clearCart } from './cart'
import { clearWishlist } from './wishlist'

export type SessionStatus = 'unknown' | 'restoring' | 'signedIn' | 'signedOut'

export const sessionStore = proxy<{ user: User | null; status: SessionStatus }>({ user: null, status: 'unknown' })

function userFrom(body: unknown): User | null {
  let candidate: unknown
  try {
    candidate = unwrap.user(body)
  } catch {
    candidate = (body as { data?: unknown } | null)?.data
  }
  return toUser(candidate)
}

let restoring: Promise<User | null> | undefined

export const SIGNED_IN_HINT = 'vitrine.signedIn'

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1')
    else localStorage.removeItem(SIGNED_IN_HINT)
  } catch {
    // Storage may be unavailable (private mode, quota): the hint is only an optimisation.
  }
}

function mightBeSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1'
  } catch {
    return true
  }
}

/** Asks the API who is signed in, once per page load; every caller shares the one request. */
export function restoreSession(): Promise<User | null> {
  restoring ??= (async () => {
    if (!mightBeSignedIn()) {
      setUser(null)
      return null
    }
    sessionStore.status = 'restoring'
    try {
      const user = userFrom(await api.get(livePaths.me))
      setUser(user)
      return user
    } catch (error) {
      // 401 is the ordinary signed-out answer. Any other failure (API down) also leaves the visitor signed out for
      // this page, but keeps the hint so the next page asks again.
      if (error instanceof ApiError && error.status === 401) {
        setUser(null)
      } else {
        console.warn('Session restore failed', error)
        sessionStore.user = null
        sessionStore.status = 'signedOut'
      }
      return null
    }
  })()
  return restoring
}

/**
 * Follows a sign-in or sign-out in another tab of this browser, which share the session cookie but not this page's
 * state: told by the hint's `storage` event. Signed out there, this tab forgets the shopper, bag and wishlist at once
 * (it showed their name and bag until its next call failed); signed in there, it asks who it is now. Answers the
 * shopper this tab has just learnt of, or null when signed out; undefined when there is nothing new.
 */
export async function followOtherTab(key: string | null, value: string | null): Promise<User | null | undefined> {
  if (key !== SIGNED_IN_HINT && key !== null) return undefined
  // `key` null: the other tab cleared the site's storage (a sign-out there, as far as this tab can tell).
  if (value !== '1') {
    if (sessionStore.status === 'signedOut') return null
    setUser(null)
    clearCart()
    clearWishlist()
    return null
  }
  if (sessionStore.status === 'signedIn') return undefined
  restoring = undefined
  return restoreSession()
}

/** Resolves once the session is known, so guarded screens never redirect a signed-in shopper by mistake. */
export function sessionReady(): Promise<User | null> {
  return restoring ?? restoreSession()
}

export function setUser(user: User | null): void {
  rememberSignedIn(user !== null)
  sessionStore.user = user
  sessionStore.status = user ? 'signedIn' : 'signedOut'
}

/**
 * Saves Profile Details (an addition to spec 001 §7: PUT /api/users/{userId}); the saved user replaces the
 * session's, so the header shows the new name at once. Throws ApiError with the server's message on refusal.
 */
export async function updateProfile(userId: string, body: ProfileBody): Promise<User> {
  const answer = await api.put(livePaths.profile(userId), body)
  // A backend that answers without the user has still saved what was sent.
  const user = userFrom(answer) ?? ({ ...sessionStore.user, ...body, _id: userId } as User)
  setUser(user)
  return user
}

/** Signs in; throws ApiError (with the server's message) on refusal. */
export async function login(body: LoginBody): Promise<User> {
  const user = userFrom(await api.post(livePaths.login, body))
  if (!user) throw new ApiError('Invalid credentials. Please try again.', 401)
  setUser(user)
  restoring = Promise.resolve(user)
  return user
}

/** Logout ends the session on the server, clears the user, bag and wishlist and reloads the page (spec 001 §4). */
export async function logout(): Promise<void> {
  try {
    await api.post(livePaths.logout)
  } catch (error) {
    console.warn('Logout call failed', error)
  }
  setUser(null)
  clearCart()
  clearWishlist()
  window.location.reload()
}
