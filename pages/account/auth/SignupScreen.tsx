/**
 * Create Account (spec 001 §2, §5, §8): Full Name, Email, Phone Number (exactly 10 digits), Password; on success
 * the server's message (or 'Account created successfully!') and Sign In after 1 second. Every field's problem shows
 * under it at once (the spec's messages), and focus goes to the first one to fix; the password's length is said
 * before anything is typed.
 */
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'
import { api, ApiError } from '../../../data/contract/client'
import { PASSWORD_MIN, signupBody, signupProblems, type SignupForm, type SignupProblems } from '../../../data/account/forms'
import { livePaths, unwrap } from '../../../data/contract/calls'
import { screenTitle, useShellNavigate } from '../useShellNavigate'
import styles from './Auth.module.css'
import { PasswordField } from './PasswordField'
import { AuthCard, AuthMessage, describedBy, FieldNote } from './AuthCard'

export const SIGNUP_REDIRECT_MS = 1000

/** A labelled input with its problem under it, tied to it for screen readers. */
function Field({ id, label, problem, ...input }: { id: string; label: string; problem?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" required aria-invalid={problem ? true : undefined} aria-describedby={describedBy(id, problem)} {...input} />
      <FieldNote id={id} problem={problem} />
    </div>
  )
}

export function SignupScreen() {
  const go = useShellNavigate()
  const [form, setForm] = useState<SignupForm>({ name: '', email: '', phone_number: '', password: '' })
  const [problems, setProblems] = useState<SignupProblems>({})
  const [error, setError] = useState('')
  const [success, setSuccess] = useState('')
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => void (document.title = screenTitle('Create Account')), [])
  // A field's problem goes as the shopper changes it; the others stay until the next try.
  const set = (key: keyof SignupForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    setProblems(({ [key]: _fixed, ...rest }) => rest)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    const found = signupProblems(form)
    setProblems(found)
    if (Object.keys(found).length > 0) {
      // To the first field to fix, once the problems are on screen: its problem is read with it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
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
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          <Field id="signup-name" label="Full Name" value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} autoComplete="name" problem={problems.name} />
          <Field id="signup-email" label="Email" type="email" value={form.email} onChange={(e) => set('email')(e.currentTarget.value)} autoComplete="email" problem={problems.email} />
          <Field
            id="signup-phone"
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            value={form.phone_number}
            onChange={(e) => set('phone_number')(e.currentTarget.value)}
            autoComplete="tel-national"
            problem={problems.phone_number}
          />
          <PasswordField
            id="signup-password"
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            problem={problems.password}
          />
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
