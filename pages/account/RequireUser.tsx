/**
 * The guard of the signed-in screens (spec 000 §6, 001 §6): while the session is being restored it waits (so a
 * signed-in shopper is never bounced by mistake); signed out, it replaces the URL with the sign-in page, which
 * brings the shopper back here (path and query) afterwards.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { loginPathFrom } from '../../data/account/routes'
import type { User } from '../../data/contract/schemas'
import { restoreSession, sessionStore } from '../../state/session'
import { ScreenStatus } from './ScreenStatus'
import { useShellNavigate } from './useShellNavigate'

const SignedInUser = createContext<User | null>(null)

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, status } = useSnapshot(sessionStore)
  const { pathname, search } = useLocation()
  const go = useShellNavigate()
  useEffect(() => {
    if (status === 'unknown') void restoreSession()
    if (status === 'signedOut') go(loginPathFrom(pathname + search), { replace: true })
  }, [status, pathname, search, go])
  if (!user) return <ScreenStatus>Loading…</ScreenStatus>
  return <SignedInUser.Provider value={user as User}>{children}</SignedInUser.Provider>
}

/** The shopper a guarded screen belongs to: always set inside <RequireUser>. */
export function useSignedInUser(): User {
  const user = useContext(SignedInUser)
  if (!user) throw new Error('useSignedInUser outside <RequireUser>')
  return user
}
