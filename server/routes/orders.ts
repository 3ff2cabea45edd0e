/**
 * Orders (spec 001 §7): checkout, the shopper's orders, one order. Checkout honours an Idempotency-Key header: the
 * first successful answer for (shopper, key) is stored for 24 hours and replayed to retries, so a double click or
 * a retried request never places a second order. A refused checkout changes nothing and is not stored: a retry
 * tries again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CheckoutBodySchema } from '../../data/contract/schemas'
import { requireOwner, requireSameUser, requireUser } from '../auth/session'
import { requestHash } from '../db/idempotency'
import { toOrder, type OrderItemRow } from '../db/orders'
import { ApiError, notFound, parseInput } from '../http/errors'
import { placeOrder } from '../orders/checkout'
import { customerOf, orderJson, releaseExpiredPayments } from '../orders/lifecycle'
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
        return { replayed: true, statusCode: stored.statusCode, body: stored.body }
      }
      const answer = JSON.stringify(placeOrder(shop, user, body))
      if (key) shop.idempotency.save(user._id, key, { requestHash: hash, statusCode: 201, body: answer })
      return { replayed: false, statusCode: 201, body: answer }
    })
    if (outcome.replayed) reply.header('Idempotent-Replayed', 'true')
    return reply.status(outcome.statusCode).type('application/json; charset=utf-8').send(outcome.body)
  })

  app.get('/api/orders/user/:userId', async (request) => {
    const { userId } = parseInput(UserParams, request.params)
    requireSameUser(shop, request, userId)
    releaseExpiredPayments(shop)
    const items = new Map<string, OrderItemRow[]>()
    for (const item of shop.orders.itemsOfUser(userId)) items.set(item.order_id, [...(items.get(item.order_id) ?? []), item])
    const customer = customerOf(shop, userId)
    const shipments = new Map(shop.shipments.byUser(userId).map((s) => [s.order_id, s.id]))
    return { orders: shop.orders.byUser(userId).map((row) => toOrder(row, items.get(row.id) ?? [], customer, shipments.get(row.id) ?? null)) }
  })

  app.get('/api/orders/:orderId', async (request) => {
    const user = requireUser(shop, request)
    const { orderId } = parseInput(OrderParams, request.params)
    releaseExpiredPayments(shop)
    const row = shop.orders.byId(orderId)
    if (!row) throw notFound('Order not found.')
    requireOwner(user, row.user_id, 'Order not found.')
    const order = orderJson(shop, row)
    return { data: { order, orderItem: order.orderItem } }
  })
}
