/**
 * Razorpay as the shop sees it: one interface, two providers. With live keys it is Razorpay itself, through the
 * official SDK (liveRazorpay.ts); with the built-in test keys it is the local test gateway (testRazorpay.ts), which
 * answers the same calls offline and sends the same signed webhooks. Signatures are checked with the SDK's own
 * functions in both, so the checks that guard live money run in every demo and test.
 */
import { createRequire } from 'node:module'
import type { ShopConfig } from '../config'

/** A payment as the gateway reports it (Razorpay's payment entity, the fields the shop reads). */
export interface GatewayPayment {
  id: string
  order_id: string
  /** Paise. */
  amount: number
  currency: string
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  error_description?: string | null
}

/** A refund as the gateway reports it (Razorpay's refund entity). */
export interface GatewayRefund {
  id: string
  payment_id: string
  amount: number
  status: 'pending' | 'processed' | 'failed'
  notes?: Record<string, string | number> | unknown[]
}

export interface GatewayOrder {
  id: string
  amount: number
  amount_paid: number
  status: 'created' | 'attempted' | 'paid'
}

/** What the shop asks of Razorpay. */
export interface RazorpayGateway {
  readonly live: boolean
  readonly keyId: string
  /** Orders API: the order checkout.js will pay (amount in paise, INR). */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>
  fetchOrder(orderId: string): Promise<GatewayOrder>
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>
  refund(paymentId: string, input: { amountPaise: number; notes: Record<string, string> }): Promise<GatewayRefund>
  refundsOf(paymentId: string): Promise<GatewayRefund[]>
  /** The checkout.js handler's signature: HMAC of `order_id|payment_id` under the key secret. */
  isValidPayment(orderId: string, paymentId: string, signature: string): boolean
  /** `X-Razorpay-Signature`: HMAC of the raw webhook body under the webhook secret. */
  isValidWebhook(rawBody: string, signature: string): boolean
}

/** Razorpay could not be reached or refused the request: said to the shopper as a temporary failure. */
export class GatewayError extends Error {
  override name = 'GatewayError'
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message)
  }
}

interface SignatureChecks {
  validatePaymentVerification(payload: { order_id: string; payment_id: string }, signature: string, secret: string): boolean
  validateWebhookSignature(body: string, signature: string, secret: string): boolean
}

/**
 * The SDK's signature checks, loaded from its utilities alone: the SDK's entry point loads axios, which a shop on test
 * keys never needs.
 */
export const signatureChecks: SignatureChecks = createRequire(import.meta.url)('razorpay/dist/utils/razorpay-utils')

/** The SDK compares with `===` on hex strings; anything that is not a hex digest is refused before it. */
const isHexDigest = (value: string) => /^[0-9a-f]{64}$/i.test(value)

export function signatureCheckers(config: Pick<ShopConfig['razorpay'], 'keySecret' | 'webhookSecret'>) {
  return {
    isValidPayment: (orderId: string, paymentId: string, signature: string) =>
      isHexDigest(signature) && signatureChecks.validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature.toLowerCase(), config.keySecret),
    isValidWebhook: (rawBody: string, signature: string) =>
      isHexDigest(signature) && signatureChecks.validateWebhookSignature(rawBody, signature.toLowerCase(), config.webhookSecret),
  }
}
