import { describe, expect, it } from 'vitest'
import { addressLines, addressPhones, addressTypeLabel } from '../../data/addresses/display'
import {
  ADDRESS_TYPES,
  addressBody,
  addressFormFrom,
  addressProblems,
  DEFAULT_COUNTRY,
  emptyAddressForm,
  hasProblems,
  requiredFields,
  type AddressForm,
} from '../../data/addresses/form'
import { addressSavedMessage, addressSaveFailedMessage, ADDRESS_FETCH_FAILED, NO_ADDRESS_TEXT } from '../../data/addresses/messages'
import * as contract from '../../data/contract/schemas'
import { addressListOf, parseAddresses } from '../../state/addresses'

const good: AddressForm = {
  ...emptyAddressForm(),
  address_name: 'Asha Verma',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  phone_number: '9876543210',
}

describe('address form check (spec 001 §5)', () => {
  it('passes a complete form and sends it trimmed, optional fields null, India by default', () => {
    expect(addressProblems(good)).toEqual({})
    expect(addressBody({ ...good, address_name: '  Asha Verma ', country: ' ', landmark: '  ' })).toEqual({
      address_type: 'Home',
      custom_address_type: null,
      address_name: 'Asha Verma',
      street: '12 MG Road',
      address_2: null,
      landmark: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      country: 'India',
      phone_number: '9876543210',
      alternative_phone_number: null,
    })
  })

  it('marks full name, street, city, state, pincode and phone as required, and country on the profile', () => {
    expect(requiredFields()).toEqual(['address_name', 'street', 'city', 'state', 'pincode', 'phone_number'])
    expect(requiredFields({ requireCountry: true })).toContain('country')
    const empty = addressProblems({ ...emptyAddressForm(), country: '' }, { requireCountry: true })
    expect(Object.keys(empty).sort()).toEqual([...requiredFields({ requireCountry: true })].sort())
    expect(addressProblems({ ...good, country: '' })).toEqual({})
  })

  it('needs a custom type only for Other, and sends it only then', () => {
    expect(addressProblems({ ...good, address_type: 'Other' })).toEqual({ custom_address_type: 'Please enter a custom address type.' })
    expect(addressProblems({ ...good, address_type: 'Other', custom_address_type: 'Parents' })).toEqual({})
    expect(addressBody({ ...good, address_type: 'Office', custom_address_type: 'Parents' }).custom_address_type).toBeNull()
  })

  it('uses the same values as the contract', () => {
    expect(ADDRESS_TYPES).toEqual(contract.ADDRESS_TYPES)
    expect(DEFAULT_COUNTRY).toBe(contract.DEFAULT_COUNTRY)
  })

  const cases: Array<[string, Partial<AddressForm>]> = [
    ['complete', {}],
    ['no name', { address_name: '  ' }],
    ['no street', { street: '' }],
    ['no city', { city: '' }],
    ['no state', { state: ' ' }],
    ['short pincode', { pincode: '5600' }],
    ['pincode with letters', { pincode: '56000a' }],
    ['long pincode', { pincode: '5600011' }],
    ['short phone', { phone_number: '98765' }],
    ['phone with spaces inside', { phone_number: '98765 43210' }],
    ['padded phone', { phone_number: ' 9876543210 ' }],
    ['bad alternative phone', { alternative_phone_number: '12' }],
    ['good alternative phone', { alternative_phone_number: '9123456789' }],
    ['Other without custom type', { address_type: 'Other' }],
    ['Other with custom type', { address_type: 'Other', custom_address_type: 'Parents' }],
    ['long name', { address_name: 'A'.repeat(101) }],
    ['longest name', { address_name: 'A'.repeat(100) }],
    ['long street', { street: 'S'.repeat(201) }],
    ['long landmark', { landmark: 'L'.repeat(101) }],
    ['long custom type', { address_type: 'Other', custom_address_type: 'C'.repeat(41) }],
    ['long country', { country: 'C'.repeat(61) }],
  ]

  it.each(cases)('agrees with the contract schema the server applies: %s', (_, change) => {
    const form = { ...good, ...change }
    const problems = addressProblems(form)
    const parsed = contract.AddressFieldsSchema.safeParse(addressBody(form))
    expect(!hasProblems(problems)).toBe(parsed.success)
    // The form says what the server would say.
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = String(issue.path[0]) as keyof AddressForm
      expect(problems[field]).toBeDefined()
      expect(problems[field]).toBe(issue.message)
    }
  })

  it('fills the form back from a saved address', () => {
    const saved = contract.AddressSchema.parse({ _id: 'a1', user_id: 'u1', ...addressBody({ ...good, address_type: 'Other', custom_address_type: 'Parents', pincode: '560001' }) })
    expect(addressFormFrom(saved)).toEqual({ ...good, address_type: 'Other', custom_address_type: 'Parents' })
    expect(addressFormFrom({ address_type: 'Castle' as 'Home', pincode: 560001 as unknown as string }).pincode).toBe('560001')
  })
})

describe('address display', () => {
  it('labels the type, with the custom name for Other', () => {
    expect(addressTypeLabel({ address_type: 'Office' })).toBe('Office')
    expect(addressTypeLabel({ address_type: 'Other', custom_address_type: 'Parents' })).toBe('Parents')
    expect(addressTypeLabel({ address_type: 'Other', custom_address_type: null })).toBe('Other')
  })
  it('writes the postal lines without empty parts', () => {
    expect(addressLines({ street: '12 MG Road', address_2: 'Flat 4', landmark: 'Metro', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India' })).toEqual([
      '12 MG Road, Flat 4',
      'Metro',
      'Bengaluru, Karnataka – 560001',
      'India',
    ])
    expect(addressLines({ street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', address_2: null })).toEqual(['12 MG Road', 'Pune, Maharashtra – 411001'])
    expect(addressPhones({ phone_number: '9876543210', alternative_phone_number: null })).toBe('9876543210')
  })
})

describe('address messages (spec 001 §8)', () => {
  it('says added, billing address added or updated', () => {
    expect([addressSavedMessage('shipping', false), addressSavedMessage('billing', false), addressSavedMessage('shipping', true), addressSavedMessage('billing', true)]).toEqual([
      'Address added',
      'Billing address added',
      'Address updated',
      'Address updated',
    ])
  })
  it('shows the server message at checkout, else the fallback; the profile its own alert', () => {
    expect(addressSaveFailedMessage('shipping', false, 'checkout', 'Pincode must be exactly 6 digits.')).toBe('Pincode must be exactly 6 digits.')
    expect(addressSaveFailedMessage('shipping', false, 'checkout', undefined)).toBe('Failed to save address')
    expect(addressSaveFailedMessage('billing', false, 'checkout', undefined)).toBe('Failed to add billing address')
    expect(addressSaveFailedMessage('billing', true, 'checkout', undefined)).toBe('Failed to save address')
    expect(addressSaveFailedMessage('billing', false, 'profile', 'anything')).toBe('Failed to save address. Please try again.')
  })
  it('has the empty and fetch-failure texts', () => {
    expect(NO_ADDRESS_TEXT).toEqual({ shipping: 'No shipping address found.', billing: 'No billing address found.' })
    expect(ADDRESS_FETCH_FAILED).toEqual({ shipping: 'Error fetching saved addresses', billing: 'Failed to fetch billing addresses' })
  })
})

describe('address lists', () => {
  const saved = { _id: 'a1', user_id: 'u1', address_name: 'Asha', street: 's', city: 'c', state: 'st', pincode: '560001', phone_number: '9876543210' }
  it('keeps the addresses it can show and drops malformed ones', () => {
    expect(parseAddresses({ data: [saved, { _id: '', address_name: 'x' }, { street: 'no id' }, null] })).toEqual([saved])
    expect(() => parseAddresses({ message: 'nope' })).toThrow()
  })
  it('shows a list only to its own shopper, loading until it has come', () => {
    const state = { userId: 'u1', shipping: { items: [saved], status: 'loaded' as const }, billing: { items: [], status: 'loading' as const } }
    expect(addressListOf(state, 'u1', 'shipping')).toEqual({ items: [saved], loading: false })
    expect(addressListOf(state, 'u1', 'billing')).toEqual({ items: [], loading: true })
    expect(addressListOf(state, 'u2', 'shipping')).toEqual({ items: [], loading: true })
    expect(addressListOf({ ...state, shipping: { items: [saved], status: 'loading' as const } }, 'u1', 'shipping').loading).toBe(false)
  })
})
