/**
 * The Contact Us form's rules (spec 001 §5, §3): values are trimmed before checking; name, email, subject and
 * message are required, and the email must look like text@dotted.domain. The form sends nothing to a server
 * (spec 001 §4: the data is only logged), so this is all the checking there is.
 */
export interface ContactForm {
  name: string
  email: string
  subject: string
  message: string
}

export type ContactField = keyof ContactForm
export type ContactErrors = Partial<Record<ContactField, string>>

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message']
export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' }
export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent.'
export const CONTACT_MESSAGE_ROWS = 4

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const

/** text, at sign, a domain with at least one dot: no spaces and no second at sign anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmailShape(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim())
}

export function trimContactForm(form: ContactForm): ContactForm {
  return { name: form.name.trim(), email: form.email.trim(), subject: form.subject.trim(), message: form.message.trim() }
}

/** The per-field errors of a form; an empty object means it may be sent. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const value = trimContactForm(form)
  const errors: ContactErrors = {}
  if (!value.name) errors.name = CONTACT_MESSAGES.nameRequired
  if (!value.email) errors.email = CONTACT_MESSAGES.emailRequired
  else if (!isEmailShape(value.email)) errors.email = CONTACT_MESSAGES.emailInvalid
  if (!value.subject) errors.subject = CONTACT_MESSAGES.subjectRequired
  if (!value.message) errors.message = CONTACT_MESSAGES.messageRequired
  return errors
}

export function hasErrors(errors: ContactErrors): boolean {
  return CONTACT_FIELDS.some((field) => Boolean(errors[field]))
}

/** Editing a field clears that field's error only (spec 001 §5). */
export function clearFieldError(errors: ContactErrors, field: ContactField): ContactErrors {
  if (!errors[field]) return errors
  const next = { ...errors }
  delete next[field]
  return next
}
