/**
 * The footer newsletter (spec 001 §4, §5, §8): a basic email shape before anything is sent, the server's message
 * or the spec's fallbacks after, and the message clears after 4 seconds.
 */
export const NEWSLETTER_MESSAGE_MS = 4000
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.'
export const NEWSLETTER_SUCCESS = '✅ Thanks for subscribing to our newsletter!'
export const NEWSLETTER_FAILURE = '❌ Something went wrong. Please try again later.'

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** null when the address may be sent, else the message to show. */
export function newsletterEmailError(email: string): string | null {
  return BASIC_EMAIL.test(email.trim()) ? null : NEWSLETTER_INVALID_EMAIL
}

/** The failure text: the server's own message, prefixed like the fallback, or the fallback. */
export function newsletterFailure(serverMessage: string | undefined): string {
  return serverMessage ? `❌ ${serverMessage}` : NEWSLETTER_FAILURE
}
