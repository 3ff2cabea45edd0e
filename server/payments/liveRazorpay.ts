/**
 * Live Razorpay through the official `razorpay` SDK. The SDK (and axios under it) is loaded on first use, so a shop
 * on test keys never pays for it. Its address is one setting (RAZORPAY_API_BASE): the SDK's axios instance is
 * pointed there, so a staging proxy or a test's local Razorpay receives exactly the requests Razorpay would.
 */
import { createRequire } from 'node:module'
import type Razorpay from 'razorpay'
import type { ShopConfig } from '../config'
import { GatewayError, signatureCheckers, type GatewayOrder, type GatewayPayment, type GatewayRefund, type RazorpayGateway } from './gateway'

/** A Razorpay call that takes longer than this is given up (the shopper can press Pay again). */
const REQUEST_TIMEOUT_MS = 15_000

type Sdk = InstanceType<typeof Razorpay> & { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }

/** The SDK rejects with `{ statusCode, error: { description } }`, or with axios's own error when nothing answered. */
function gatewayError(what: string, error: unknown): GatewayError {
  const failure = error as { statusCode?: number; error?: { description?: string }; message?: string } | null
  const status = typeof failure?.statusCode === 'number' ? failure.statusCode : null
  const detail = failure?.error?.description ?? failure?.message ?? String(error)
  return new GatewayError(`Razorpay ${what} failed${status ? ` (${status})` : ''}: ${detail}`, status)
}

export function liveRazorpay(config: ShopConfig['razorpay']): RazorpayGateway {
  let sdk: Sdk | null = null
  const client = (): Sdk => {
    if (sdk) return sdk
    const RazorpaySdk = createRequire(import.meta.url)('razorpay') as typeof Razorpay
    const instance = new RazorpaySdk({ key_id: config.keyId, key_secret: config.keySecret }) as Sdk
    instance.api.rq.defaults.baseURL = config.apiBase
    instance.api.rq.defaults.timeout = REQUEST_TIMEOUT_MS
    sdk = instance
    return instance
  }
  const call = async <T>(what: string, request: (razorpay: Sdk) => Promise<unknown>): Promise<T> => {
    try {
      return (await request(client())) as T
    } catch (error) {
      // The SDK's own error mapping throws a TypeError when axios got no response at all (refused, timed out).
      throw gatewayError(what, error)
    }
  }

  return {
    live: true,
    keyId: config.keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call<GatewayOrder>('order create', (r) => r.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes })),
    fetchOrder: (orderId) => call<GatewayOrder>('order fetch', (r) => r.orders.fetch(orderId)),
    fetchOrderPayments: async (orderId) => (await call<{ items: GatewayPayment[] }>('order payments fetch', (r) => r.orders.fetchPayments(orderId))).items,
    fetchPayment: (paymentId) => call<GatewayPayment>('payment fetch', (r) => r.payments.fetch(paymentId)),
    capturePayment: (paymentId, amountPaise) => call<GatewayPayment>('payment capture', (r) => r.payments.capture(paymentId, amountPaise, 'INR')),
    refund: (paymentId, { amountPaise, notes }) =>
      call<GatewayRefund>('refund', (r) => r.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes })),
    refundsOf: async (paymentId) => (await call<{ items: GatewayRefund[] }>('refunds fetch', (r) => r.payments.fetchMultipleRefund(paymentId))).items,
    ...signatureCheckers(config),
  }
}
