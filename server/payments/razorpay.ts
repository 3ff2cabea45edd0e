/**
 * Razorpay's shapes, for the local test gateway: ids like Razorpay's own, and the signature checkout.js hands the page
 * (`razorpay_order_id + '|' + razorpay_payment_id`, HMAC-SHA256 under the key secret). The shop checks signatures with
 * the SDK's own functions (gateway.ts), never with this.
 */
import { createHmac, randomBytes } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** `prefix` + 14 random base62 characters, the shape of Razorpay's own ids (`order_...`, `pay_...`). */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14)
  return prefix + Array.from(bytes, (b) => BASE62[b % 62]).join('')
}

export function razorpaySignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex')
}
