/**
 * Razorpay's server side: gateway order ids and the payment signature. Razorpay signs
 * `razorpay_order_id + '|' + razorpay_payment_id` with HMAC-SHA256 under the key secret; the check uses the order
 * id WE stored at checkout, never the one in the request, so a signature for another order cannot be replayed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** `prefix` + 14 random base62 characters, the shape of Razorpay's own ids (`order_...`, `pay_...`). */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14)
  return prefix + Array.from(bytes, (b) => BASE62[b % 62]).join('')
}

export function razorpaySignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex')
}

export function isValidRazorpaySignature(storedOrderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  const expected = Buffer.from(razorpaySignature(storedOrderId, paymentId, keySecret), 'hex')
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
