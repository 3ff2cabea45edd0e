/**
 * Orders (spec 001 §7): checkout, the shopper's orders, one order. Checkout honours an Idempotency-Key header: the
 * first successful answer for (shopper, key) is stored for 24 hours and replayed to retries, so a double click or
 * a retried request never places a second order. A refused checkout changes nothing and is not stored: a retry
 * tries again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CheckoutBodySchema, QuoteBodySchema, type CheckoutResponse } from '../../data/contract/schemas'
import { requireOwner, requireSameUser, requireUser } from '../auth/session'
import { requestHash } from '../db/idempotency'
import { toOrder, type OrderItemRow } from '../db/orders'
import { ApiError, notFound, parseInput } from '../http/errors'
import { createGatewayOrder, placeOrder } from '../orders/checkout'
import { quoteJson, quoteOrder } from '../orders/quote'
import { customerOf, orderJson, releaseExpiredPayments } from '../orders/lifecycle'
import type { RefundRow } from '../db/payments'
import { refundReceivedReturns } from '../payments/upkeep'
import type { Shop } from '../shop'

const UserParams = z.object({ userId: z.string().min(1).max(64) })
const OrderParams = z.object({ orderId: z.string().min(1).max(64) })

function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key']
  if (header === undefined) return null
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) throw new ApiError(400, 'Idempotency-Key must be 1 to 255 visible characters.')
  return header
}

export function registerOrderRoutes(app: FastifyInstance, shop: Shop): void {
  app.post('/api/orders/checkout', async (request, reply) => {
    const user = requireUser(shop, request)
    const body = parseInput(CheckoutBodySchema, request.body)
    if (body.user_id !== user._id) throw new ApiError(403, 'You can only check out your own bag')
    const key = idempotencyKey(request)
    const hash = requestHash(request.body)
    const outcome = shop.writeTransaction(() => {
      const stored = key ? shop.idempotency.find(user._id, key) : null
      if (stored) {
        if (stored.requestHash !== hash) throw new ApiError(422, 'This Idempotency-Key was already used for a different checkout.')
        return { replayed: true, statusCode: stored.statusCode, answer: withGatewayOrder(JSON.parse(stored.body) as CheckoutResponse) }
      }
      const answer = placeOrder(shop, user, body)
      if (key) shop.idempotency.save(user._id, key, { requestHash: hash, statusCode: 201, body: JSON.stringify(answer) })
      return { replayed: false, statusCode: 201, answer }
    })
    const { answer } = outcome
    if (!outcome.replayed && answer.payment_gateway === 'Razorpay') {
      // Razorpay's order, made once ours exists; the stored answer for retries gets its id too.
      answer.order_id = await createGatewayOrder(shop, answer.order._id).catch((error: unknown) => {
        if (key) shop.idempotency.forget(user._id, key)
        throw error
      })
      if (key) shop.idempotency.save(user._id, key, { requestHash: hash, statusCode: 201, body: JSON.stringify(answer) })
    }
    if (outcome.replayed) reply.header('Idempotent-Replayed', 'true')
    return reply.status(outcome.statusCode).send(answer)
  })

  /** A replayed online answer whose Razorpay order was still being made when it was stored. */
  const withGatewayOrder = (answer: CheckoutResponse): CheckoutResponse => {
    if (answer.payment_gateway !== 'Razorpay' || answer.order_id) return answer
    const order = shop.orders.byId(answer.order._id)
    if (order?.gateway_order_id) return { ...answer, order_id: order.gateway_order_id }
    if (order?.cancelled_at) throw new ApiError(409, 'This checkout could not start its payment. Please place the order again.')
    throw new ApiError(409, 'Your payment is still being prepared. Please try again in a moment.')
  }

  /** ADDITION to spec 001 §7: what checkout would charge for this purchase, coupon included (see quote.ts). */
  app.post('/api/orders/quote', async (request) => {
    const user = requireUser(shop, request)
    const body = parseInput(QuoteBodySchema, request.body)
    if (body.user_id !== user._id) throw new ApiError(403, 'You can only price your own bag')
    const quote = quoteOrder(shop, user._id, body.buy_now ? { buyNow: body.buy_now } : { itemIds: body.item_ids })
    return { data: quoteJson(quote, user._id) }
  })

  app.get('/api/orders/user/:userId', async (request) => {
    const { userId } = parseInput(UserParams, request.params)
    requireSameUser(shop, request, userId)
    releaseExpiredPayments(shop)
    refundReceivedReturns(shop)
    const items = new Map<string, OrderItemRow[]>()
    for (const item of shop.orders.itemsOfUser(userId)) items.set(item.order_id, [...(items.get(item.order_id) ?? []), item])
    const customer = customerOf(shop, userId)
    const shipments = new Map(shop.shipments.byUser(userId).map((s) => [s.order_id, s.id]))
    const refunds = new Map<string, RefundRow[]>()
    for (const refund of shop.payments.refundsOfUser(userId)) refunds.set(refund.order_id, [...(refunds.get(refund.order_id) ?? []), refund])
    return {
      orders: shop.orders.byUser(userId).map((row) =>
        toOrder(row, items.get(row.id) ?? [], customer, shipments.get(row.id) ?? null, {
          refunds: refunds.get(row.id) ?? [],
          paymentFailure: row.payment_status === 'Pending' ? shop.payments.lastFailure(row.id) : null,
        }),
      ),
    }
  })

  app.get('/api/orders/:orderId', async (request) => {
    const user = requireUser(shop, request)
    const { orderId } = parseInput(OrderParams, request.params)
    releaseExpiredPayments(shop)
    refundReceivedReturns(shop)
    const row = shop.orders.byId(orderId)
    if (!row) throw notFound('Order not found.')
    requireOwner(user, row.user_id, 'Order not found.')
    const order = orderJson(shop, row)
    return { data: { order, orderItem: order.orderItem } }
  })
}
