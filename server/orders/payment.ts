/** The shared steps of every gateway's payment: find the order awaiting it, and confirm it once paid. */
import type { User } from '../../data/contract/schemas'
import { requireOwner } from '../auth/session'
import type { OrderRow } from '../db/orders'
import { ApiError, notFound } from '../http/errors'
import type { Shop } from '../shop'
import { handOver, releaseExpiredPayments } from './lifecycle'

/** The user's order behind a gateway order id. */
export function gatewayOrder(shop: Shop, user: User, gatewayOrderId: string, gateway: string): OrderRow {
  releaseExpiredPayments(shop)
  const order = shop.orders.byGatewayId(gatewayOrderId)
  if (!order || order.payment_gateway !== gateway) throw notFound('Order not found.')
  requireOwner(user, order.user_id, 'Order not found.')
  return order
}

const PAYMENT_WINDOW_CLOSED = 'The payment window for this order has closed. Any amount charged will be refunded.'

export function refuseUnpayable(order: OrderRow): void {
  if (order.cancelled_at) throw new ApiError(409, PAYMENT_WINDOW_CLOSED)
  if (order.payment_status === 'Paid') throw new ApiError(409, 'This order is already paid.')
}

/**
 * Paid: the order is confirmed and handed over (bag lines removed, courier booked), in one transaction. The order
 * must still be awaiting payment at that instant: one released meanwhile (window closed, replaced by a new
 * checkout) is refused rather than shipped without its stock.
 */
export function confirmPayment(shop: Shop, order: OrderRow, paymentId: string): void {
  shop.writeTransaction(() => {
    if (!shop.orders.markPaid(order.id, paymentId, shop.clock())) throw new ApiError(409, PAYMENT_WINDOW_CLOSED)
    handOver(shop, shop.orders.byId(order.id)!)
  })
}

export const paidAnswer = (order: Pick<OrderRow, 'order_number' | 'id'>) => ({
  message: 'Payment successful! Order placed.',
  order: { order_number: order.order_number, _id: order.id },
  payment_status: 'Paid',
})
