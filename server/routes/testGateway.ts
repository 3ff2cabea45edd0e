/**
 * The local test gateway: the server side of a payment popup, so that the browser flow runs with no outside
 * service. It signs payments with the shop's key secret, so it exists only with the built-in test keys; with a
 * configured key every route here is a 404.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { orderConfirmationPath } from '../../data/checkout/confirmation'
import { requireUser } from '../auth/session'
import { toRupees } from '../db/products'
import { notFound, parseInput } from '../http/errors'
import { gatewayOrder, refuseUnpayable } from '../orders/payment'
import { settlePayment } from '../payments/settle'
import type { Shop } from '../shop'

const GatewayParams = z.object({ gatewayOrderId: z.string().min(1).max(100) })
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function registerTestGatewayRoutes(app: FastifyInstance, shop: Shop): void {
  const requireTestMode = () => {
    if (!shop.localGateway) throw notFound('The test gateway is only available with the built-in test keys.')
  }
  const testGateway = () => shop.localGateway!

  /** What the payment popup shows: amount, order, prefilled customer. */
  app.get('/api/test-gateway/razorpay/:gatewayOrderId', async (request) => {
    requireTestMode()
    const user = requireUser(shop, request)
    const order = gatewayOrder(shop, user, parseInput(GatewayParams, request.params).gatewayOrderId, 'Razorpay')
    return {
      key_id: shop.config.razorpay.keyId,
      order_id: order.gateway_order_id,
      amount: order.total_paise,
      currency: 'INR',
      name: 'Vitrine',
      description: `Order ${order.order_number}`,
      order: { order_number: order.order_number, _id: order.id },
      payment_status: order.payment_status,
      prefill: { name: user.name, email: user.email, contact: user.phone_number },
    }
  })

  /** Pays, and answers what Razorpay's popup hands the page: the three fields, correctly signed. */
  app.post('/api/test-gateway/razorpay/:gatewayOrderId/pay', async (request) => {
    requireTestMode()
    const user = requireUser(shop, request)
    const order = gatewayOrder(shop, user, parseInput(GatewayParams, request.params).gatewayOrderId, 'Razorpay')
    refuseUnpayable(order)
    // Paid at the (local) gateway, which sends its webhooks; the browser then verifies, as with Razorpay's popup.
    return testGateway().pay(order.gateway_order_id!, order.total_paise)
  })

  /** PhonePe's hosted page stand-in (when PhonePe is switched on): one button that pays. */
  app.get('/api/test-gateway/phonepe/:gatewayOrderId', async (request, reply) => {
    requireTestMode()
    const user = requireUser(shop, request)
    const order = gatewayOrder(shop, user, parseInput(GatewayParams, request.params).gatewayOrderId, 'PhonePe')
    refuseUnpayable(order)
    const amount = `₹${toRupees(order.total_paise).toLocaleString('en-IN')}`
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      // The API's usual no-referrer makes the browser send `Origin: null` with this page's form, which the
      // cross-site check must refuse; same-origin lets the Pay form name its own origin.
      .header('Referrer-Policy', 'same-origin')
      .send(
        `<!doctype html><meta charset="utf-8"><title>PhonePe test payment</title>` +
          `<body style="font-family:sans-serif;max-width:24rem;margin:4rem auto"><h1>PhonePe (test)</h1>` +
          `<p>Order ${escapeHtml(order.order_number)}: <strong>${escapeHtml(amount)}</strong></p>` +
          `<form method="post" action="${escapeHtml(encodeURIComponent(order.gateway_order_id!))}/pay"><button>Pay</button></form></body>`,
      )
  })

  // The stand-in page's Pay is a plain HTML form (urlencoded, with nothing in it the route reads): accepted here only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}))
    scope.post('/api/test-gateway/phonepe/:gatewayOrderId/pay', async (request, reply) => {
      requireTestMode()
      const user = requireUser(shop, request)
      const order = gatewayOrder(shop, user, parseInput(GatewayParams, request.params).gatewayOrderId, 'PhonePe')
      refuseUnpayable(order)
      // PhonePe's stand-in pays through the same local gateway, and its return confirms at once (no popup verifies).
      const { razorpay_payment_id } = testGateway().pay(order.gateway_order_id!, order.total_paise)
      settlePayment(shop, await shop.gateway.fetchPayment(razorpay_payment_id))
      // The confirmation page shows the order number and links to the order (as after a Razorpay or COD order).
      return reply.redirect(`${shop.config.storefrontUrl}${orderConfirmationPath({ _id: order.id, order_number: order.order_number })}`, 303)
    })
  })
}
