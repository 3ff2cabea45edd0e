import { describe, expect, it } from 'vitest'
import { forgotPasswordError, PASSWORDS_DO_NOT_MATCH, resetPasswordError, resetPasswordProblem } from '../../data/account/passwordReset'
import { ApiError } from '../../data/contract/client'

const network = new ApiError('Failed to fetch', 0)
const refused = new ApiError('Request failed (400)', 400, 'This reset link is invalid or has expired. Please request a new one.')
const bare400 = new ApiError('Request failed (400)', 400)
const gateway = new ApiError('Request failed (502)', 502)

describe('forgot password messages (spec 001 §8)', () => {
  it('shows the server message, else Something went wrong.', () => {
    expect(forgotPasswordError(refused)).toBe(refused.serverMessage)
    expect(forgotPasswordError(bare400)).toBe('Something went wrong.')
    expect(forgotPasswordError(new Error('boom'))).toBe('Something went wrong.')
  })
  it('says the server is at fault when it cannot be reached', () => {
    expect(forgotPasswordError(network)).toBe('Server error. Please try again later.')
    expect(forgotPasswordError(gateway)).toBe('Server error. Please try again later.')
  })
})

describe('reset password messages (spec 001 §5, §8)', () => {
  it('shows the server message, else Reset failed. Try again.', () => {
    expect(resetPasswordError(refused)).toBe(refused.serverMessage)
    expect(resetPasswordError(bare400)).toBe('Reset failed. Try again.')
  })
  it('reads Server error. Try again later. without a server', () => {
    expect(resetPasswordError(network)).toBe('Server error. Try again later.')
    expect(resetPasswordError(gateway)).toBe('Server error. Try again later.')
  })
  it('requires both passwords, and equal ones', () => {
    expect(resetPasswordProblem('Saffron#2026', 'Saffron#2027')).toBe(PASSWORDS_DO_NOT_MATCH)
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match.')
    expect(resetPasswordProblem('', '')).not.toBeNull()
    expect(resetPasswordProblem('Saffron#2026', 'Saffron#2026')).toBeNull()
  })
})
