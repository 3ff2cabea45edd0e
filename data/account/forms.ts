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

/** Each field's problem, by field: none when the field may be sent. */
export type SignupProblems = Partial<Record<keyof SignupForm, string>>

/** The shortest password the contract takes (SignupBodySchema), said beside the field before anything is typed. */
export const PASSWORD_MIN = 8

/** Every problem of a signup form at once, so that a shopper sees and fixes them all in one go. */
export function signupProblems(form: SignupForm): SignupProblems {
  const problems: SignupProblems = {}
  if (!form.name.trim()) problems.name = 'Name is required'
  if (!EMAIL_SHAPE.test(form.email.trim())) problems.email = 'Please enter a valid email address.'
  if (!/^\d{10}$/.test(form.phone_number.trim())) problems.phone_number = 'Phone number must be exactly 10 digits.'
  if (form.password.length < PASSWORD_MIN) problems.password = `Password must be at least ${PASSWORD_MIN} characters.`
  else if (form.password.length > 256) problems.password = 'Password is too long.'
  return problems
}

/** The signup body the API expects, trimmed as the contract trims it. */
export function signupBody(form: SignupForm) {
  return { name: form.name.trim(), email: form.email.trim(), phone_number: form.phone_number.trim(), password: form.password, user_role: 'Customer' as const }
}
