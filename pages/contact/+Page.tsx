/**
 * Contact Us (spec 001 §2, §4, §5): Full Name, Email Address, Subject, Message (4 rows), a full-width Send
 * Message button. Errors show per field and nothing is sent; on success the data is only logged (the spec's
 * form has no server call), the green banner shows and all four fields clear.
 */
import { useRef, useState, type FormEvent } from 'react'
import { useData } from 'vike-react/useData'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_ROWS,
  CONTACT_SUCCESS_MESSAGE,
  EMPTY_CONTACT_FORM,
  clearFieldError,
  hasErrors,
  trimContactForm,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactForm,
} from '../../data/content/contactForm'
import type { Data } from './+data'
import styles from './Contact.module.css'

const LABELS: Record<ContactField, string> = { name: 'Full Name', email: 'Email Address', subject: 'Subject', message: 'Message' }
const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' }

export default function Page() {
  const { support } = useData<Data>()
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [sent, setSent] = useState(false)
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  const change = (field: ContactField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    setErrors((e) => clearFieldError(e, field))
    setSent(false)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateContactForm(form)
    setErrors(found)
    if (hasErrors(found)) {
      setSent(false)
      const first = CONTACT_FIELDS.find((f) => found[f])
      if (first) fieldRefs.current[first]?.focus()
      return
    }
    // Spec 001 §7: the contact form makes no call; the message is only logged.
    console.info('Contact form submitted', trimContactForm(form))
    setForm(EMPTY_CONTACT_FORM)
    setSent(true)
  }

  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ label: 'Contact Us', exact: true }]} />
      <section className={styles.section} aria-labelledby="contact-title">
        <p className="eyebrow">We&rsquo;re here to help</p>
        <h1 id="contact-title" className={styles.title}>
          Contact Us
        </h1>
        <p className={styles.lead}>Questions about an order, a return or a product? Send us a message and we&rsquo;ll get back to you within a working day.</p>
        {sent ? (
          <p className={styles.success} role="status">
            {CONTACT_SUCCESS_MESSAGE}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          {CONTACT_FIELDS.map((field) => {
            const id = `contact-${field}`
            const error = errors[field]
            const common = {
              id,
              name: field,
              className: `input ${error ? styles.invalid : ''}`,
              value: form[field],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
              autoComplete: AUTOCOMPLETE[field],
            }
            return (
              <div key={field} className="field">
                <label htmlFor={id}>{LABELS[field]}</label>
                {field === 'message' ? (
                  <textarea {...common} ref={(el) => void (fieldRefs.current[field] = el)} rows={CONTACT_MESSAGE_ROWS} onChange={(e) => change(field, e.target.value)} />
                ) : (
                  <input
                    {...common}
                    ref={(el) => void (fieldRefs.current[field] = el)}
                    type={field === 'email' ? 'email' : 'text'}
                    inputMode={field === 'email' ? 'email' : undefined}
                    onChange={(e) => change(field, e.target.value)}
                  />
                )}
                {error ? (
                  <p id={`${id}-error`} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
          <button type="submit" className={`btn ${styles.send}`}>
            Send Message
          </button>
        </form>
        <ul className={styles.direct}>
          <li>
            <span className="eyebrow">E-mail</span>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </li>
          <li>
            <span className="eyebrow">Phone</span>
            <a href={`tel:${support.phone.replace(/\s+/g, '')}`}>{support.phone}</a>
          </li>
          <li>
            <span className="eyebrow">Hours</span>
            <span>{support.hours}</span>
          </li>
        </ul>
        <p className={styles.faq}>
          Looking for a quick answer? Our <a href="/faq">FAQ</a> covers orders, delivery, returns and refunds.
        </p>
      </section>
    </div>
  )
}
