/**
 * Create Account (spec 001 §2, §5, §8): Full Name, Email, Phone Number (exactly 10 digits), Password; on success
 * the server's message (or 'Account created successfully!') and Sign In after 1 second.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { api, ApiError } from '../../../data/contract/client'
import { signupBody, signupProblem } from '../../../data/account/forms'
import { livePaths, unwrap } from '../../../data/contract/calls'
import { screenTitle, useShellNavigate } from '../useShellNavigate'
import styles from './Auth.module.css'
import { PasswordField } from './PasswordField'
import { AuthCard, AuthMessage } from './AuthCard'

export const SIGNUP_REDIRECT_MS = 1000

export function SignupScreen() {
  const go = useShellNavigate()
  const [form, setForm] = useState({ name: '', email: '', phone_number: '', password: '' })
  const [error, setError] = useState('')
  const [success, setSuccess] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => void (document.title = screenTitle('Create Account')), [])
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    const problem = signupProblem(form)
    if (problem) return setError(problem)
    setBusy(true)
    try {
      const body = await api.post(livePaths.signup, signupBody(form))
      setSuccess(unwrap.message(body) ?? 'Account created successfully!')
      window.setTimeout(() => go('/login'), SIGNUP_REDIRECT_MS)
    } catch (failure) {
      if (failure instanceof ApiError && failure.isNetworkError) setError('Something went wrong!')
      else setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : 'Signup failed. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard id="signup-title" title="Create Account" subtitle="Join Vitrine for faster checkout, order tracking and a wishlist that follows you.">
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="signup-name">Full Name</label>
            <input id="signup-name" className="input" value={form.name} onChange={(e) => set('name')(e.target.value)} required autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="signup-email">Email</label>
            <input id="signup-email" className="input" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} required autoComplete="email" />
          </div>
          <div className="field">
            <label htmlFor="signup-phone">Phone Number</label>
            <input id="signup-phone" className="input" type="tel" inputMode="numeric" value={form.phone_number} onChange={(e) => set('phone_number')(e.target.value)} required autoComplete="tel-national" />
          </div>
          <PasswordField id="signup-password" value={form.password} onChange={set('password')} autoComplete="new-password" />
          <AuthMessage kind="error" text={error} />
          <AuthMessage kind="success" text={success} />
          <button type="submit" className={`btn ${styles.submit}`} disabled={busy || Boolean(success)}>
            {busy ? 'Creating account...' : 'Create Account'}
          </button>
        </form>
        <p className={styles.alt}>
          Already have an account?{' '}
          <Link to="/login">
            Sign in
          </Link>
        </p>
    </AuthCard>
  )
}
