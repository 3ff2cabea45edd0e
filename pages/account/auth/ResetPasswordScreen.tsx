/**
 * Reset Password (/reset-password/{token}; spec 001 §2, §4, §5, §8): a new and a confirming password, each with
 * show/hide, both required and equal; Reset Password (Resetting... while sent); on success sign-in after 2 s.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router-dom'
import { PASSWORD_RESET_DONE, RESET_REDIRECT_MS, resetPasswordError, resetPasswordProblem } from '../../../data/account/passwordReset'
import { livePaths } from '../../../data/contract/calls'
import { api } from '../../../data/contract/client'
import { screenTitle, useShellNavigate } from '../useShellNavigate'
import styles from './Auth.module.css'
import { AuthCard, AuthMessage } from './AuthCard'
import { PasswordField } from './PasswordField'

export function ResetPasswordScreen() {
  const { token = '' } = useParams()
  const go = useShellNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState(false)
  const redirect = useRef<number | undefined>(undefined)
  useEffect(() => void (document.title = screenTitle('Reset Password')), [])
  useEffect(() => () => window.clearTimeout(redirect.current), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = resetPasswordProblem(password, confirm)
    setError(problem ?? '')
    if (problem) return
    setBusy(true)
    try {
      await api.post(livePaths.resetPassword(token), { password })
      setDone(true)
      redirect.current = window.setTimeout(() => go('/login'), RESET_REDIRECT_MS)
    } catch (failure) {
      setError(resetPasswordError(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard id="reset-title" title="Reset Password" subtitle="Choose a new password for your Vitrine account.">
      <form className={styles.form} onSubmit={submit}>
        <PasswordField id="reset-password" label="New Password" value={password} onChange={setPassword} autoComplete="new-password" />
        <PasswordField id="reset-confirm" label="Confirm Password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
        <AuthMessage kind="error" text={error} />
        <AuthMessage kind="success" text={done && PASSWORD_RESET_DONE} />
        <button type="submit" className={`btn ${styles.submit}`} disabled={busy || done}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
      <p className={styles.alt}>
        <Link to="/login">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  )
}
