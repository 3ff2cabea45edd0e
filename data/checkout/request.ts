/**
 * The checkout call (spec 001 §7) from the shopper's choices, and its Idempotency-Key: one key per checkout
 * attempt, reused when the same request is sent again (a double click, a retry after a dropped connection, Pay
 * again after closing the payment popup), so the server replays its answer instead of placing a second order.
 */
import { CHECKOUT_MESSAGES } from './messages'
import { purchaseBody, type Purchase } from './purchase'

export type PaymentChoice = 'cod' | 'online'
export type GatewayName = 'ICICI' | 'PhonePe' | 'Razorpay'

export interface CheckoutChoices {
  userId: string
  shippingAddressId: string | null
  /** Billing same as shipping (the default): no billing id is sent. */
  billingSameAsShipping: boolean
  billingAddressId: string | null
  payment: PaymentChoice
  gateway: GatewayName | null
  purchase: Purchase
  /** The quote's amount (paise) shown on Pay: the server charges exactly that or refuses (an addition to §7). */
  expectedAmount: number | null
}

/** The checkout's three steps: where a missing choice is made. */
export type CheckoutStep = 'shipping' | 'billing' | 'payment'

export type CheckoutRequest = { problem: string; step: CheckoutStep } | { body: Record<string, unknown> }

export function checkoutRequest(choices: CheckoutChoices): CheckoutRequest {
  if (!choices.shippingAddressId) return { problem: CHECKOUT_MESSAGES.selectShipping, step: 'shipping' }
  if (!choices.billingSameAsShipping && !choices.billingAddressId) return { problem: CHECKOUT_MESSAGES.selectBilling, step: 'billing' }
  if (choices.payment === 'online' && !choices.gateway) return { problem: CHECKOUT_MESSAGES.selectGateway, step: 'payment' }
  return {
    body: {
      user_id: choices.userId,
      shipping_address_id: choices.shippingAddressId,
      ...(choices.billingSameAsShipping ? {} : { billing_address_id: choices.billingAddressId }),
      payment_method: choices.payment === 'cod' ? 'COD' : 'Online Payment',
      ...(choices.payment === 'online' ? { payment_gateway: choices.gateway } : {}),
      ...purchaseBody(choices.purchase),
      ...(choices.expectedAmount === null ? {} : { expected_amount: choices.expectedAmount }),
    },
  }
}

export interface CheckoutAttempt {
  key: string
  /** The request the key was made for. */
  request: string
}

/** The attempt for this request: the previous one when it is the same request, else a new key. */
export function checkoutAttempt(previous: CheckoutAttempt | null, body: Record<string, unknown>, newKey: () => string = newIdempotencyKey): CheckoutAttempt {
  const request = JSON.stringify(body)
  return previous && previous.request === request ? previous : { key: newKey(), request }
}

/** 128 random bits; getRandomValues works on plain-http hosts too, where randomUUID does not exist. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
