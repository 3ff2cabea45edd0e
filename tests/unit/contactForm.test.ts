import { describe, expect, it } from 'vitest'
import { clearFieldError, CONTACT_MESSAGES, hasErrors, isEmailShape, trimContactForm, validateContactForm } from '../../data/content/contactForm'

const valid = { name: 'Asha Rao', email: 'asha@example.in', subject: 'Order', message: 'Where is my parcel?' }

describe('contact form validation (spec 001 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({})
    expect(hasErrors(validateContactForm(valid))).toBe(false)
  })

  it('requires every field after trimming, with the spec’s messages', () => {
    expect(validateContactForm({ name: '  ', email: '', subject: '\n', message: ' \t ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    })
  })

  it('wants text, an at sign and a dotted domain', () => {
    for (const bad of ['asha', 'asha@', 'asha@example', '@example.in', 'a b@example.in', 'a@b@c.in', 'asha@example.']) {
      expect(validateContactForm({ ...valid, email: bad }).email, bad).toBe(CONTACT_MESSAGES.emailInvalid)
    }
    expect(isEmailShape('  asha@mail.example.co.in ')).toBe(true)
    expect(validateContactForm({ ...valid, email: ' asha@example.in ' })).toEqual({})
  })

  it('clears only the edited field’s error', () => {
    const errors = validateContactForm({ name: '', email: 'x', subject: 's', message: 'm' })
    expect(clearFieldError(errors, 'email')).toEqual({ name: 'Name is required' })
    expect(clearFieldError(errors, 'subject')).toBe(errors)
  })

  it('trims what it would send', () => {
    expect(trimContactForm({ name: ' A ', email: ' a@b.in ', subject: ' S ', message: ' M ' })).toEqual({ name: 'A', email: 'a@b.in', subject: 'S', message: 'M' })
  })
})
