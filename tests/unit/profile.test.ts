import { describe, expect, it } from 'vitest'
import { fieldOfProblem, isPastDay, profileBody, profileFormOf, profileProblem, type ProfileForm } from '../../data/account/profile'
import { ProfileUpdateBodySchema } from '../../data/contract/schemas'

const now = new Date('2026-06-15T12:00:00Z')
const good: ProfileForm = { name: 'Asha Rao', phone_number: '9876543210', gender: 'Female', dob: '1994-08-21', location: 'Pune', altMobile: '' }

describe('Profile Details check', () => {
  it('passes a complete form and sends empty optional fields as cleared', () => {
    expect(profileProblem(good, now)).toBeNull()
    expect(profileBody({ ...good, name: ' Asha Rao ', location: '  ', gender: '' })).toEqual({
      name: 'Asha Rao',
      phone_number: '9876543210',
      gender: null,
      dob: '1994-08-21',
      location: null,
      altMobile: null,
    })
  })

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ phone_number: '98765' }, 'Phone number must be exactly 10 digits.'],
    [{ phone_number: '98765x3210' }, 'Phone number must be exactly 10 digits.'],
    [{ gender: 'Robot' }, 'Gender must be Male, Female or Other.'],
    [{ dob: '2026-06-15' }, 'Date of birth must be a real date in the past.'],
    [{ dob: '2031-01-01' }, 'Date of birth must be a real date in the past.'],
    [{ dob: '1999-02-30' }, 'Date of birth must be a real date in the past.'],
    [{ dob: '1850-01-01' }, 'Date of birth must be a real date in the past.'],
    [{ dob: '21/08/1994' }, 'Date of birth must be a real date in the past.'],
    [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters.'],
    [{ altMobile: '12345' }, 'Alternative mobile number must be exactly 10 digits.'],
  ])('refuses %j with a message naming the field', (change, message) => {
    expect(profileProblem({ ...good, ...change }, now)).toBe(message)
  })

  it('knows which field each message is about', () => {
    expect(fieldOfProblem('Alternative mobile number must be exactly 10 digits.')).toBe('altMobile')
    expect(fieldOfProblem('Phone number must be exactly 10 digits.')).toBe('phone_number')
    expect(fieldOfProblem('An account with this phone number already exists.')).toBe('phone_number')
    expect(fieldOfProblem('Date of birth must be a real date in the past.')).toBe('dob')
    expect([fieldOfProblem('Something went wrong.'), fieldOfProblem(null)]).toEqual([null, null])
  })

  it('reads a real past day', () => {
    expect(['2026-06-14', '2000-02-29', '1900-01-01'].map((d) => isPastDay(d, now))).toEqual([true, true, true])
    expect(['2026-06-15', '2001-02-29', '2026-13-01', ''].map((d) => isPastDay(d, now))).toEqual([false, false, false, false])
  })

  it('agrees with the schema the server applies, message for message', () => {
    const cases: Partial<ProfileForm>[] = [{}, { name: '' }, { phone_number: '1' }, { gender: 'X' }, { dob: '2999-01-01' }, { dob: '1999-02-30' }, { altMobile: '1' }, { altMobile: '9123456780' }, { gender: '', dob: '', location: '' }]
    for (const change of cases) {
      const form = { ...good, ...change }
      const parsed = ProfileUpdateBodySchema.safeParse(profileBody(form))
      expect(parsed.success ? null : parsed.error.issues[0]!.message, JSON.stringify(change)).toBe(profileProblem(form, new Date()))
    }
  })

  it('fills the form with what was saved', () => {
    expect(profileFormOf({ name: 'Asha', phone_number: '9876543210', dob: '1994-08-21', altMobile: null })).toEqual({
      name: 'Asha',
      phone_number: '9876543210',
      gender: '',
      dob: '1994-08-21',
      location: '',
      altMobile: '',
    })
  })
})

describe('profile tabs (spec 001 §2 Profile)', () => {
  it('picks the tab from the query, Profile Details for a missing or unknown one', async () => {
    const { profileTabFrom, profileTabPath } = await import('../../data/account/routes')
    expect(['?tab=orders', '?tab=addresses', '?tab=coupons', '?tab=profile'].map(profileTabFrom)).toEqual(['orders', 'addresses', 'coupons', 'profile'])
    expect(['', '?tab=contactus', '?tab=', '?tab=ORDERS'].map(profileTabFrom)).toEqual(['profile', 'profile', 'profile', 'profile'])
    expect(profileTabPath('orders')).toBe('/profile?tab=orders')
  })
})
