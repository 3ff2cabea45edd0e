/**
 * Checks of the account forms made in the browser before a call is sent. They mirror the contract's body schemas
 * (SignupBodySchema) message for message — a unit test holds them to it — without shipping zod to shoppers; the
 * server validates again with the schema itself.
 */
export interface SignupForm {
  name: string
  email: string
  phone_number: string
  password: string
}

/** Something, an at sign, something, a dot, something: the browser-level shape check. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The first problem with a signup form, or null when it may be sent. The phone rule comes first, as the spec's
 * form checks it (spec 001 §5), then the other required fields in the order they appear.
 */
export function signupProblem(form: SignupForm): string | null {
  if (!/^\d{10}$/.test(form.phone_number.trim())) return 'Phone number must be exactly 10 digits.'
  if (!form.name.trim()) return 'Name is required'
  if (!EMAIL_SHAPE.test(form.email.trim())) return 'Please enter a valid email address.'
  if (form.password.length < 8) return 'Password must be at least 8 characters.'
  if (form.password.length > 256) return 'Password is too long.'
  return null
}

/** The signup body the API expects, trimmed as the contract trims it. */
export function signupBody(form: SignupForm) {
  return { name: form.name.trim(), email: form.email.trim(), phone_number: form.phone_number.trim(), password: form.password, user_role: 'Customer' as const }
}
