/**
 * Profile Details (spec 001 §2 Profile): the fields a shopper edits and the checks made before Save sends them.
 * Validated like signup: name required, phone exactly 10 digits, the alternative mobile 10 digits or empty, the
 * date of birth a real date in the past. The server applies the same rules (ProfileUpdateBodySchema, built on
 * these messages and isPastDay); a unit test holds the two together.
 */
import type { User } from '../contract/schemas'

export const GENDERS = ['Male', 'Female', 'Other'] as const
export type Gender = (typeof GENDERS)[number]

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters.',
  phone: 'Phone number must be exactly 10 digits.',
  gender: 'Gender must be Male, Female or Other.',
  dob: 'Date of birth must be a real date in the past.',
  locationTooLong: 'Location must be at most 100 characters.',
  altMobile: 'Alternative mobile number must be exactly 10 digits.',
} as const
export const NAME_MAX = 100
export const LOCATION_MAX = 100
/** Nobody alive was born before this year: an earlier date of birth is a typing slip. */
const EARLIEST_BIRTH_YEAR = 1900

/** What the form holds: every field as typed (e-mail is shown, never edited). */
export interface ProfileForm {
  name: string
  phone_number: string
  gender: string
  dob: string
  location: string
  altMobile: string
}

/** A YYYY-MM-DD day that exists on the calendar, from 1900, and before the day of `now` (UTC). */
export function isPastDay(day: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return false
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const parsed = new Date(Date.UTC(year, month - 1, date))
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
  return real && year >= EARLIEST_BIRTH_YEAR && day < now.toISOString().slice(0, 10)
}

const TEN_DIGITS = /^\d{10}$/

/** The first problem with the form, in the order the fields appear, or null when it may be saved. */
export function profileProblem(form: ProfileForm, now: Date): string | null {
  const name = form.name.trim()
  if (!name) return PROFILE_MESSAGES.nameRequired
  if (name.length > NAME_MAX) return PROFILE_MESSAGES.nameTooLong
  if (!TEN_DIGITS.test(form.phone_number.trim())) return PROFILE_MESSAGES.phone
  if (form.gender && !(GENDERS as readonly string[]).includes(form.gender)) return PROFILE_MESSAGES.gender
  if (form.dob.trim() && !isPastDay(form.dob.trim(), now)) return PROFILE_MESSAGES.dob
  if (form.location.trim().length > LOCATION_MAX) return PROFILE_MESSAGES.locationTooLong
  if (form.altMobile.trim() && !TEN_DIGITS.test(form.altMobile.trim())) return PROFILE_MESSAGES.altMobile
  return null
}

const FIELD_OF_MESSAGE: Record<string, keyof ProfileForm> = {
  [PROFILE_MESSAGES.nameRequired]: 'name',
  [PROFILE_MESSAGES.nameTooLong]: 'name',
  [PROFILE_MESSAGES.phone]: 'phone_number',
  [PROFILE_MESSAGES.gender]: 'gender',
  [PROFILE_MESSAGES.dob]: 'dob',
  [PROFILE_MESSAGES.locationTooLong]: 'location',
  [PROFILE_MESSAGES.altMobile]: 'altMobile',
}

/** The field a message is about (the form marks it invalid and moves focus there); phone for "already exists". */
export function fieldOfProblem(message: string | null): keyof ProfileForm | null {
  if (!message) return null
  return FIELD_OF_MESSAGE[message] ?? (/phone number/i.test(message) ? 'phone_number' : null)
}

/** The body of the profile update: trimmed, empty optional fields sent as null (cleared). */
export function profileBody(form: ProfileForm) {
  const optional = (value: string) => value.trim() || null
  return {
    name: form.name.trim(),
    phone_number: form.phone_number.trim(),
    gender: optional(form.gender),
    dob: optional(form.dob),
    location: optional(form.location),
    altMobile: optional(form.altMobile),
  }
}
export type ProfileBody = ReturnType<typeof profileBody>

/** The form filled with what the shopper saved last. */
export function profileFormOf(user: Pick<User, 'name' | 'phone_number'> & Partial<Record<'gender' | 'dob' | 'location' | 'altMobile', string | null | undefined>>): ProfileForm {
  return {
    name: user.name ?? '',
    phone_number: user.phone_number ?? '',
    gender: user.gender ?? '',
    dob: user.dob ?? '',
    location: user.location ?? '',
    altMobile: user.altMobile ?? '',
  }
}

const BIRTH_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '21 August 1994' for a saved YYYY-MM-DD day (a calendar day: no time zone may shift it). */
export function formatBirthDate(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? ''
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(time) ? day : BIRTH_DATE.format(time)
}
