import { describe, expect, it } from 'vitest'
import { signupBody, signupProblems, type SignupForm } from '../../data/account/forms'
import { SignupBodySchema } from '../../data/contract/schemas'

const good: SignupForm = { name: 'Asha Rao', email: 'asha@example.in', phone_number: '9876543210', password: 'Saffron#2026' }

describe('signup form check', () => {
  it('passes a complete form and trims what it sends', () => {
    expect(signupProblems(good)).toEqual({})
    expect(signupBody({ ...good, name: '  Asha Rao ', phone_number: ' 9876543210 ' })).toEqual({ ...good, user_role: 'Customer' })
  })

  it.each([
    [{ phone_number: '98765' }, 'Phone number must be exactly 10 digits.'],
    [{ phone_number: '98765432101' }, 'Phone number must be exactly 10 digits.'],
    [{ phone_number: '98765x3210' }, 'Phone number must be exactly 10 digits.'],
    [{ name: '   ' }, 'Name is required'],
    [{ email: 'asha.example.in' }, 'Please enter a valid email address.'],
    [{ email: 'asha@example' }, 'Please enter a valid email address.'],
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
  ])('refuses %j with the spec message', (change, message) => {
    expect(Object.values(signupProblems({ ...good, ...change }))).toEqual([message])
  })

  it("finds every field's problem at once, each in the spec's words", () => {
    expect(signupProblems({ name: ' ', email: '', phone_number: '', password: '' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address.',
      phone_number: 'Phone number must be exactly 10 digits.',
      password: 'Password must be at least 8 characters.',
    })
    expect(signupProblems(good)).toEqual({})
    expect(signupProblems({ ...good, password: 'x'.repeat(257) })).toEqual({ password: 'Password is too long.' })
  })

  it('agrees with the contract schema the server applies, case by case', () => {
    const cases: SignupForm[] = [
      good,
      { ...good, phone_number: '12345' },
      { ...good, name: '' },
      { ...good, email: 'nope' },
      { ...good, email: 'a@b.co' },
      { ...good, password: '1234567' },
      { ...good, password: '12345678' },
    ]
    for (const form of cases) {
      expect(Object.keys(signupProblems(form)).length === 0, JSON.stringify(form)).toBe(SignupBodySchema.safeParse(signupBody(form)).success)
    }
  })
})
