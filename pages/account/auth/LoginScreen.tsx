/**
 * Sign In (spec 001 §2, §5, §8): Email or Phone and Password, both required; the server's message or
 * 'Invalid credentials. Please try again.'; a network failure reads 'Something went wrong. Please try again later.'
 * A signed-in shopper goes back where they came from (?from=), else home.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../../data/contract/client'
import { safeReturnPath, signInReason } from '../../../data/account/routes'
import { login, sessionStore } from '../../../state/session'
import { loadShopperState } from '../../../state/visitor'
import { screenTitle, useShellNavigate } from '../useShellNavigate'
import styles from './Auth.module.css'
import { PasswordField } from './PasswordField'
import { AuthCard, AuthMessage } from './AuthCard'

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return 'Something went wrong. Please try again later.'
  if (error instanceof ApiError && error.status >= 500 && !error.serverMessage) return 'Something went wrong. Please try again later.'
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Invalid credentials. Please try again.'
}

export function LoginScreen() {
  const [params] = useSearchParams()
  const go = useShellNavigate()
  const { user } = useSnapshot(sessionStore)
  const [loginId, setLoginId] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const returnTo = safeReturnPath(params.get('from'))

  useEffect(() => void (document.title = screenTitle('Sign In')), [])
  useEffect(() => {
    if (user) go(returnTo, { replace: true })
  }, [user, returnTo, go])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!loginId.trim() || !password) return setError('Please enter your email or phone and your password.')
    setBusy(true)
    setError('')
    try {
      const signedIn = await login({ login: loginId.trim(), password })
      loadShopperState(signedIn._id)
    } catch (failure) {
      setError(loginErrorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard id="login-title" title="Sign In" subtitle={signInReason(returnTo) ?? 'Welcome back. Sign in to shop, track orders and keep your wishlist.'}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="login-id">Email or Phone</label>
            <input id="login-id" className="input" value={loginId} onChange={(e) => setLoginId(e.target.value)} required autoComplete="username" />
          </div>
          <PasswordField id="login-password" value={password} onChange={setPassword} autoComplete="current-password" />
          <div className={styles.row}>
            <Link to="/forgot-password">
              Forgot Password?
            </Link>
          </div>
          <AuthMessage kind="error" text={error} />
          <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <p className={styles.alt}>
          New to Vitrine?{' '}
          <Link to="/signup">
            Sign Up
          </Link>
        </p>
    </AuthCard>
  )
}
