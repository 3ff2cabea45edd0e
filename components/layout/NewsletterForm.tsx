/** The footer's newsletter form (spec 001 §4, §5, §7, §8): idle or submitting; the message clears after 4 s. */
import { useEffect, useState, type FormEvent } from 'react'
import { api, ApiError } from '../../data/contract/client'
import { NEWSLETTER_MESSAGE_MS, NEWSLETTER_SUCCESS, newsletterEmailError, newsletterFailure } from '../../data/content/newsletter'
import styles from './Footer.module.css'

export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(() => setMessage(null), NEWSLETTER_MESSAGE_MS)
    return () => window.clearTimeout(timer)
  }, [message])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = newsletterEmailError(email)
    if (invalid) {
      setMessage({ text: invalid, ok: false })
      return
    }
    setSubmitting(true)
    try {
      await api.post('/api/newsletter', { email: email.trim() })
      setMessage({ text: NEWSLETTER_SUCCESS, ok: true })
      setEmail('')
    } catch (error) {
      setMessage({ text: newsletterFailure(error instanceof ApiError ? error.serverMessage : undefined), ok: false })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          placeholder="Your email address"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby="newsletter-message"
        />
        <button type="submit" disabled={submitting}>
          {submitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <p id="newsletter-message" className={message?.ok ? styles.newsletterOk : styles.newsletterError} role="status">
        {message?.text ?? ''}
      </p>
    </>
  )
}
