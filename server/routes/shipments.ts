/**
 * The shipping partner (spec 001 §7): the session user's shipments, one shipment, cancel and return. Progress is
 * computed from the shipment's age (see orders/shipmentStatus.ts), so it advances like a courier's without a job.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireOwner, requireUser } from '../auth/session'
import { ApiError, notFound, parseInput } from '../http/errors'
import { putStockBack } from '../orders/lifecycle'
import { shipmentView, type ShipmentRecord } from '../orders/shipmentStatus'
import { requestRefund } from '../payments/settle'
import { refundReceivedReturns } from '../payments/upkeep'
import type { Shop } from '../shop'

const NO_SHIPMENT = 'Unable to find matching Shiprocket order.'
const ShipmentParams = z.object({ id: z.string().min(1).max(80) })

export function registerShipmentRoutes(app: FastifyInstance, shop: Shop): void {
  const view = (record: ShipmentRecord) => shipmentView(record, shop.clock(), shop.config.courierMinutesPerStep, shop.orders.returnDaysOf(record.order_id))

  /** The shipment in the path (its id, its order's id or 'ORDER-' + that), which must be the session user's. */
  const ownShipment = (request: FastifyRequest) => {
    const user = requireUser(shop, request)
    const { id } = parseInput(ShipmentParams, request.params)
    const record = shop.shipments.find(id)
    if (!record) throw notFound(NO_SHIPMENT)
    requireOwner(user, record.user_id, NO_SHIPMENT)
    return record
  }

  app.get('/api/shiprocket/orders', async (request) => {
    const user = requireUser(shop, request)
    refundReceivedReturns(shop)
    return { data: shop.shipments.byUser(user._id).map(view) }
  })

  app.get('/api/shiprocket/order/:id', async (request) => {
    refundReceivedReturns(shop)
    return { shiprocket_order: view(ownShipment(request)) }
  })

  app.post('/api/shiprocket/order/cancel/:id', async (request) => {
    const record = ownShipment(request)
    const current = view(record)
    if (current.cancelled_at) throw new ApiError(409, 'This order is already cancelled.')
    if (!current.can_cancel) throw new ApiError(409, 'Delivered orders cannot be cancelled. You can return them instead.')
    shop.writeTransaction(() => {
      if (!shop.shipments.cancel(record.id)) throw new ApiError(409, 'This order is already cancelled.')
      putStockBack(shop, record.order_id)
      const order = shop.orders.byId(record.order_id)!
      // Money already taken goes back (refunded through the gateway); an unpaid cash-on-delivery order simply is not
      // collected.
      shop.orders.markCancelled(order.id, order.payment_status, shop.clock())
      if (order.payment_status === 'Paid' && order.gateway_payment_id) {
        const payment = shop.payments.payment(order.gateway_payment_id) ?? { id: order.gateway_payment_id, amount_paise: order.total_paise }
        requestRefund(shop, order, payment, 'cancelled')
      } else {
        shop.orders.setPaymentStatus(order.id, 'Cancelled')
      }
    })
    return { message: 'Order cancelled successfully.', shiprocket_order: view(shop.shipments.find(String(record.id))!) }
  })

  // Returned goods come back to stock only after the quality check, which happens outside the shop: no restock here.
  app.post('/api/shiprocket/order/return/:id', async (request) => {
    const record = ownShipment(request)
    const current = view(record)
    if (!current.delivered_date) throw new ApiError(409, 'Only delivered orders can be returned.')
    if (current.return_status) throw new ApiError(409, 'A return has already been initiated for this order.')
    if (!current.can_return) throw new ApiError(409, `The ${shop.orders.returnDaysOf(record.order_id)}-day return window for this order has closed.`)
    shop.writeTransaction(() => {
      if (!shop.shipments.startReturn(record.id)) throw new ApiError(409, 'A return has already been initiated for this order.')
      const order = shop.orders.byId(record.order_id)!
      shop.orders.setStatus(order.id, 'Return Initiated', order.payment_status)
    })
    return { message: 'Return order initiated successfully.', shiprocket_order: view(shop.shipments.find(String(record.id))!) }
  })
}
