/**
 * The address form's rules (spec 001 §3, §5), checked in the browser before a call is sent. They mirror the
 * contract's AddressFieldsObject message for message — a unit test holds them to it — without shipping zod to
 * shoppers; the server validates again with the schema itself.
 */
import type { Address } from '../contract/schemas'

/** The same values as the contract's ADDRESS_TYPES and DEFAULT_COUNTRY (browser code may not import its values). */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]
export const DEFAULT_COUNTRY = 'India'

/** What the shopper types: every field a string, as the inputs hold it. */
export interface AddressForm {
  address_type: AddressType
  custom_address_type: string
  address_name: string
  street: string
  address_2: string
  landmark: string
  city: string
  state: string
  pincode: string
  country: string
  phone_number: string
  alternative_phone_number: string
}
export type AddressField = keyof AddressForm
export type AddressProblems = Partial<Record<AddressField, string>>

/** The contract's length limits, also given to the inputs as maxLength. */
export const ADDRESS_FIELD_LIMITS: Partial<Record<AddressField, number>> = {
  custom_address_type: 40,
  address_name: 100,
  street: 200,
  address_2: 200,
  landmark: 100,
  city: 80,
  state: 80,
  pincode: 6,
  country: 60,
  phone_number: 10,
  alternative_phone_number: 10,
}

export const ADDRESS_MESSAGES_BY_FIELD = {
  custom_address_type: 'Please enter a custom address type.',
  address_name: 'Full name is required',
  street: 'Street is required',
  city: 'City is required',
  state: 'State is required',
  pincode: 'Pincode must be exactly 6 digits.',
  phone_number: 'Phone number must be exactly 10 digits.',
  alternative_phone_number: 'Alternative phone number must be exactly 10 digits.',
  country: 'Country is required',
} as const satisfies AddressProblems

/** The fields the form marks with * (spec 001 §5); country too on the profile's form. */
export function requiredFields(options: { requireCountry?: boolean } = {}): AddressField[] {
  return ['address_name', 'street', 'city', 'state', 'pincode', 'phone_number', ...(options.requireCountry ? (['country'] as const) : [])]
}

export function emptyAddressForm(): AddressForm {
  return {
    address_type: 'Home',
    custom_address_type: '',
    address_name: '',
    street: '',
    address_2: '',
    landmark: '',
    city: '',
    state: '',
    pincode: '',
    country: DEFAULT_COUNTRY,
    phone_number: '',
    alternative_phone_number: '',
  }
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** A saved address, back in the form for editing. */
export function addressFormFrom(address: Partial<Address>): AddressForm {
  const type = ADDRESS_TYPES.find((t) => t === address.address_type) ?? 'Home'
  return {
    address_type: type,
    custom_address_type: text(address.custom_address_type),
    address_name: text(address.address_name),
    street: text(address.street),
    address_2: text(address.address_2),
    landmark: text(address.landmark),
    city: text(address.city),
    state: text(address.state),
    pincode: text(address.pincode),
    country: text(address.country) || DEFAULT_COUNTRY,
    phone_number: text(address.phone_number),
    alternative_phone_number: text(address.alternative_phone_number),
  }
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`
const LABELS: Record<AddressField, string> = {
  address_type: 'Address type',
  custom_address_type: 'Custom address type',
  address_name: 'Full name',
  street: 'Street',
  address_2: 'Address 2',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  country: 'Country',
  phone_number: 'Phone number',
  alternative_phone_number: 'Alternative phone number',
}

/** Every problem of the form, one message per field (empty when it may be sent). */
export function addressProblems(form: AddressForm, options: { requireCountry?: boolean } = {}): AddressProblems {
  const problems: AddressProblems = {}
  const value = (field: AddressField) => form[field].trim()
  if (!ADDRESS_TYPES.includes(form.address_type)) problems.address_type = 'Address type must be Home, Office or Other'
  if (form.address_type === 'Other' && !value('custom_address_type')) problems.custom_address_type = ADDRESS_MESSAGES_BY_FIELD.custom_address_type
  for (const field of ['address_name', 'street', 'city', 'state'] as const) {
    if (!value(field)) problems[field] = ADDRESS_MESSAGES_BY_FIELD[field]
  }
  if (!/^\d{6}$/.test(value('pincode'))) problems.pincode = ADDRESS_MESSAGES_BY_FIELD.pincode
  if (!/^\d{10}$/.test(value('phone_number'))) problems.phone_number = ADDRESS_MESSAGES_BY_FIELD.phone_number
  if (value('alternative_phone_number') && !/^\d{10}$/.test(value('alternative_phone_number'))) {
    problems.alternative_phone_number = ADDRESS_MESSAGES_BY_FIELD.alternative_phone_number
  }
  if (options.requireCountry && !value('country')) problems.country = ADDRESS_MESSAGES_BY_FIELD.country
  for (const [field, max] of Object.entries(ADDRESS_FIELD_LIMITS) as Array<[AddressField, number]>) {
    if (!problems[field] && value(field).length > max) problems[field] = tooLong(LABELS[field], max)
  }
  return problems
}

export const hasProblems = (problems: AddressProblems) => Object.keys(problems).length > 0

/** The address fields the API expects, trimmed as the contract trims them; optional fields left empty are null. */
export function addressBody(form: AddressForm) {
  const optional = (field: AddressField) => form[field].trim() || null
  return {
    address_type: form.address_type,
    // Only an Other address has a custom type; changing an address to Home clears it.
    custom_address_type: form.address_type === 'Other' ? form.custom_address_type.trim() : null,
    address_name: form.address_name.trim(),
    street: form.street.trim(),
    address_2: optional('address_2'),
    landmark: optional('landmark'),
    city: form.city.trim(),
    state: form.state.trim(),
    pincode: form.pincode.trim(),
    country: form.country.trim() || DEFAULT_COUNTRY,
    phone_number: form.phone_number.trim(),
    alternative_phone_number: optional('alternative_phone_number'),
  }
}
export type AddressBody = ReturnType<typeof addressBody>
