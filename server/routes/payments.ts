/**
 * Payment gateways (spec 001 §4, §7). Razorpay: the popup pays the gateway order made at checkout and the
 * storefront sends back the ids and signature, which are checked against the gateway order id WE stored. PhonePe
 * is off unless the operator switches it on (it then pays through the local test gateway).
 */
import type { FastifyInstance } from 'fastify'
import { PAYMENT_GATEWAYS, PhonePeInitiateBodySchema, RazorpayVerifyBodySchema } from '../../data/contract/schemas'
import { requireOwner, requireUser } from '../auth/session'
import { ApiError, notFound, parseInput } from '../http/errors'
import { CHECKOUT_MESSAGES } from '../../data/checkout/messages'
import { gatewayOrder, paidAnswer, PAYMENT_WINDOW_CLOSED, refuseUnpayable } from '../orders/payment'
import type { GatewayPayment } from '../payments/gateway'
import { settlePayment } from '../payments/settle'
import type { Shop } from '../shop'

export function registerPaymentRoutes(app: FastifyInstance, shop: Shop): void {
  /**
   * Addition to spec 001 §7: which online gateways are on, so the checkout greys out the others (ICICI never, as
   * in the spec; PhonePe when the operator switched it on; Razorpay always).
   */
  app.get('/api/payment-gateways', async () => ({
    data: PAYMENT_GATEWAYS.map((name) => ({ name, enabled: name === 'Razorpay' || (name === 'PhonePe' && shop.config.phonepeEnabled) })),
  }))

  app.post('/api/orders/razorpay-payment-verify', async (request) => {
    const user = requireUser(shop, request)
    const body = parseInput(RazorpayVerifyBodySchema, request.body)
    const order = gatewayOrder(shop, user, body.razorpay_order_id, 'Razorpay')
    // Checked against the gateway order id WE stored, never the request's: a signature for another order cannot pass.
    if (!shop.gateway.isValidPayment(order.gateway_order_id!, body.razorpay_payment_id, body.razorpay_signature)) {
      throw new ApiError(400, CHECKOUT_MESSAGES.verifyFailed)
    }
    // Verified twice (a retried request), or the webhook was first: the same answer.
    if (order.payment_status === 'Paid' && order.gateway_payment_id === body.razorpay_payment_id) return paidAnswer(order)
    let payment: GatewayPayment
    try {
      payment = await shop.gateway.fetchPayment(body.razorpay_payment_id)
      if (payment.status === 'authorized') payment = await shop.gateway.capturePayment(payment.id, order.total_paise)
    } catch (error) {
      console.warn(`payment verify: ${(error as Error).message}`)
      throw new ApiError(502, 'We could not confirm your payment with Razorpay yet. If money was taken, your order is confirmed within a few minutes.')
    }
    if (payment.order_id !== order.gateway_order_id) throw new ApiError(400, CHECKOUT_MESSAGES.verifyFailed)
    settlePayment(shop, payment)
    const now = shop.orders.byId(order.id)!
    if (now.payment_status === 'Paid' || now.gateway_payment_id) return paidAnswer(now)
    if (now.cancelled_at) throw new ApiError(409, PAYMENT_WINDOW_CLOSED)
    throw new ApiError(400, CHECKOUT_MESSAGES.verifyFailed)
  })

  app.post('/api/orders/phonepe-initiate', async (request) => {
    const user = requireUser(shop, request)
    const { order_id } = parseInput(PhonePeInitiateBodySchema, request.body)
    if (!shop.config.phonepeEnabled) throw new ApiError(400, 'PhonePe payments are not enabled. Please choose Razorpay or Cash on Delivery.')
    const order = shop.orders.byId(order_id)
    if (!order || order.payment_gateway !== 'PhonePe') throw notFound('Order not found.')
    requireOwner(user, order.user_id, 'Order not found.')
    refuseUnpayable(order)
    return { redirect_url: `${request.protocol}://${request.host}/api/test-gateway/phonepe/${encodeURIComponent(order.gateway_order_id!)}` }
  })
}
