import { describe, expect, it } from 'vitest'
import { NEWSLETTER_FAILURE, NEWSLETTER_INVALID_EMAIL, NEWSLETTER_MESSAGE_MS, newsletterEmailError, newsletterFailure } from '../../data/content/newsletter'

describe('newsletter form (spec 001 §5, §8, §9)', () => {
  it('wants a basic email shape', () => {
    expect(newsletterEmailError(' asha@example.in ')).toBeNull()
    for (const bad of ['', 'asha', 'asha@example', 'a b@c.in']) expect(newsletterEmailError(bad)).toBe(NEWSLETTER_INVALID_EMAIL)
    expect(NEWSLETTER_INVALID_EMAIL).toBe('Please enter a valid email address.')
  })

  it('shows the server’s message or the fallback, for 4 seconds', () => {
    expect(newsletterFailure('Email is required')).toBe('❌ Email is required')
    expect(newsletterFailure(undefined)).toBe(NEWSLETTER_FAILURE)
    expect(NEWSLETTER_MESSAGE_MS).toBe(4000)
  })
})
