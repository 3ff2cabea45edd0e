/**
 * Forgot and reset password (spec 001 §2, §4, §5, §8): the texts each outcome shows and the one check made
 * before a new password is sent. The server checks the password's length and the link again.
 */
import { ApiError } from '../contract/client'

export const RESET_LINK_SENT = 'Reset link sent to your email.'
export const PASSWORD_RESET_DONE = 'Password reset successful. You can now log in.'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.'
/** Spec 001 §9: after a successful reset, sign-in opens after 2 seconds. */
export const RESET_REDIRECT_MS = 2000

/** A request that never reached the API, or a gateway's bare 5xx: the server is at fault, not the shopper. */
function serverUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || (error.status >= 500 && !error.serverMessage))
}

export function forgotPasswordError(error: unknown): string {
  if (serverUnreachable(error)) return 'Server error. Please try again later.'
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Something went wrong.'
}

export function resetPasswordError(error: unknown): string {
  if (serverUnreachable(error)) return 'Server error. Try again later.'
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Reset failed. Try again.'
}

/** Both fields are required (the inputs say so); the two must match. */
export function resetPasswordProblem(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'Please enter and confirm your new password.'
  return password === confirm ? null : PASSWORDS_DO_NOT_MATCH
}
