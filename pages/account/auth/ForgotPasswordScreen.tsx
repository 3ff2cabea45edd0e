/**
 * Forgot Password (spec 001 §2, §4, §5, §8): an email (required, email type), Send Reset Link (Sending... while
 * it is sent), a Sign In link. The reference API writes the link to its outbox (`vitrine outbox`).
 */
import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { forgotPasswordError, RESET_LINK_SENT } from '../../../data/account/passwordReset'
import { livePaths } from '../../../data/contract/calls'
import { api } from '../../../data/contract/client'
import { screenTitle } from '../useShellNavigate'
import styles from './Auth.module.css'
import { AuthCard, AuthMessage } from './AuthCard'

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => void (document.title = screenTitle('Forgot Password')), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setOutcome(null)
    try {
      await api.post(livePaths.requestPasswordReset, { email: email.trim() })
      setOutcome({ ok: true, text: RESET_LINK_SENT })
      setEmail('')
    } catch (failure) {
      setOutcome({ ok: false, text: forgotPasswordError(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard id="forgot-title" title="Forgot Password" subtitle="Enter the email of your account and we will send you a link to choose a new password.">
      <form className={styles.form} onSubmit={submit}>
        <div className="field">
          <label htmlFor="forgot-email">Email</label>
          <input id="forgot-email" className="input" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
        </div>
        <AuthMessage kind={outcome?.ok ? 'success' : 'error'} text={outcome?.text} />
        <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className={styles.alt}>
        Remembered it?{' '}
        <Link to="/login">
          Sign In
        </Link>
      </p>
    </AuthCard>
  )
}
