/**
 * Razorpay's popup (spec 001 §7): loaded from Razorpay's own address when it is needed, opened with the key, the
 * amount and currency from the server, the gateway's order id, the shopper's name, e-mail and phone, and the
 * shop's colour.
 */
import type { CheckoutResponse, User } from '../contract/schemas'

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js'
/** The shop's maroon (`--accent` in components/styles/global.css): Razorpay takes a colour, not a CSS variable. */
export const SHOP_THEME_COLOUR = '#7b1e2c'
export const SHOP_NAME = 'Vitrine'

/** What Razorpay hands the page after a payment, and what verification takes. */
export interface RazorpayPayment {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  prefill: { name: string; email: string; contact: string }
  theme: { color: string }
}

type Prefill = Partial<Record<'name' | 'email' | 'contact', string | null>>

export function razorpayOptions(answer: CheckoutResponse, shopper: Pick<User, 'name' | 'email' | 'phone_number'>): RazorpayOptions {
  const prefill = ((answer as { prefill?: Prefill }).prefill ?? {}) as Prefill
  return {
    key: answer.razorpay_key_id ?? '',
    amount: answer.amount,
    currency: answer.currency,
    order_id: answer.order_id ?? '',
    name: SHOP_NAME,
    description: `Order ${answer.order.order_number}`,
    prefill: {
      name: prefill.name || shopper.name || '',
      email: prefill.email || shopper.email || '',
      contact: prefill.contact || shopper.phone_number || '',
    },
    theme: { color: SHOP_THEME_COLOUR },
  }
}

/** The three fields verification needs, when a popup (Razorpay's or the test gateway's) handed them all over. */
export function toRazorpayPayment(value: unknown): RazorpayPayment | null {
  const fields = value as Partial<RazorpayPayment> | null
  if (!fields || typeof fields !== 'object') return null
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = fields
  if (![razorpay_order_id, razorpay_payment_id, razorpay_signature].every((f) => typeof f === 'string' && f.length > 0)) return null
  return { razorpay_order_id: razorpay_order_id!, razorpay_payment_id: razorpay_payment_id!, razorpay_signature: razorpay_signature! }
}
