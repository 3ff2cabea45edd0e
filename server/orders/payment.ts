/** The shared steps of every gateway's payment: find the order awaiting it, refuse one that can no longer be paid, and answer a paid one (payments/settle.ts places it). */
import type { User } from '../../data/contract/schemas'
import { requireOwner } from '../auth/session'
import type { OrderRow } from '../db/orders'
import { ApiError, notFound } from '../http/errors'
import type { Shop } from '../shop'
import { releaseExpiredPayments } from './lifecycle'

/** The user's order behind a gateway order id. */
export function gatewayOrder(shop: Shop, user: User, gatewayOrderId: string, gateway: string): OrderRow {
  releaseExpiredPayments(shop)
  const order = shop.orders.byGatewayId(gatewayOrderId)
  if (!order || order.payment_gateway !== gateway) throw notFound('Order not found.')
  requireOwner(user, order.user_id, 'Order not found.')
  return order
}

export const PAYMENT_WINDOW_CLOSED = 'The payment window for this order has closed. Any amount charged will be refunded.'

export function refuseUnpayable(order: OrderRow): void {
  if (order.cancelled_at) throw new ApiError(409, PAYMENT_WINDOW_CLOSED)
  if (order.payment_status === 'Paid') throw new ApiError(409, 'This order is already paid.')
}

export const paidAnswer = (order: Pick<OrderRow, 'order_number' | 'id'>) => ({
  message: 'Payment successful! Order placed.',
  order: { order_number: order.order_number, _id: order.id },
  payment_status: 'Paid',
})
