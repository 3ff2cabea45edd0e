/**
 * What a payment or a refund does to an order, whoever reports it: the browser's verify, a webhook, or a
 * reconciliation with the gateway. Each report may come twice, late, or before another it logically follows, so
 * every step is decided inside one write transaction against the order as it is at that instant:
 *
 * - a captured payment for an order awaiting it: paid, and handed over (bag lines used up, courier booked) exactly
 *   once, by the conditional update in `orders.markPaid`;
 * - the same payment again: nothing;
 * - a payment for an order whose window closed (its stock went back on the shelf) or that was cancelled: refunded
 *   automatically, and the order says so;
 * - a second payment for an order already paid: refunded; the order stays paid;
 * - a refund's `processed` or `failed`: the refund and the order move forward, never back.
 */
import type { OrderRow } from '../db/orders'
import type { PaymentRow, RefundReason, RefundStatus } from '../db/payments'
import { handOver } from '../orders/lifecycle'
import type { Shop } from '../shop'
import type { GatewayPayment, GatewayRefund } from './gateway'

export type Settlement = 'handed-over' | 'already-paid' | 'refunding' | 'not-captured' | 'unknown-order' | 'wrong-amount'

/** An order's payment status once a refund for it is asked for, processed or has failed. */
export const REFUND_PAYMENT_STATUS: Record<Exclude<RefundStatus, 'pending'>, string> = {
  requested: 'Refund Initiated',
  processed: 'Refunded',
  failed: 'Refund Failed',
}

/** A refund for a payment that is not the order's own (a duplicate) leaves the order's payment status alone. */
const touchesOrder = (reason: RefundReason) => reason !== 'duplicate_payment'

/**
 * Asks for a refund, once per reason: the row is written here, in the caller's transaction, and the refund sender
 * (refunds.ts) hands it to the gateway after the commit. Cash on delivery has nothing to refund online.
 */
export function requestRefund(shop: Shop, order: OrderRow, payment: Pick<PaymentRow, 'id' | 'amount_paise'>, reason: RefundReason): void {
  if (order.payment_method !== 'Online Payment') return
  const key = reason === 'cancelled' || reason === 'returned' ? `${reason}:${order.id}` : `${reason}:${payment.id}`
  const asked = shop.payments.requestRefund({ key, orderId: order.id, paymentId: payment.id, amountPaise: payment.amount_paise, reason })
  if (asked && touchesOrder(reason)) shop.orders.setPaymentStatus(order.id, REFUND_PAYMENT_STATUS.requested)
  if (asked) shop.refunds.kick()
}

/** A payment the gateway reports (its own record: ids, amount, status), applied to the order it pays. */
export function settlePayment(shop: Shop, payment: GatewayPayment): Settlement {
  return shop.writeTransaction((): Settlement => {
    const order = shop.orders.byGatewayId(payment.order_id)
    if (!order) return 'unknown-order'
    const row = shop.payments.recordPayment({
      id: payment.id,
      orderId: order.id,
      status: payment.status,
      amountPaise: payment.amount,
      currency: payment.currency,
      errorDescription: payment.error_description ?? null,
    })
    if (payment.status !== 'captured') return 'not-captured'
    if (payment.currency !== 'INR' || payment.amount !== order.total_paise) {
      // Razorpay takes exactly the order's amount; anything else is not this shop's order as we priced it.
      console.warn(`payment ${payment.id} of ${payment.amount} ${payment.currency} does not match order ${order.order_number} (${order.total_paise} INR): not handed over`)
      return 'wrong-amount'
    }
    if (order.gateway_payment_id === payment.id) return 'already-paid'
    if (order.gateway_payment_id) {
      requestRefund(shop, order, row, 'duplicate_payment')
      return 'refunding'
    }
    if (order.cancelled_at || !shop.orders.markPaid(order.id, payment.id, shop.clock())) {
      requestRefund(shop, order, row, 'late_payment')
      return 'refunding'
    }
    handOver(shop, shop.orders.byId(order.id)!)
    return 'handed-over'
  })
}

/** A refund's outcome from the gateway; a refund the shop did not ask for (made in the dashboard) is ignored. */
export function settleRefund(shop: Shop, refund: GatewayRefund, status: 'processed' | 'failed'): boolean {
  return shop.writeTransaction(() => {
    let row = shop.payments.refundByGatewayId(refund.id)
    if (!row) {
      // The event may arrive before the refund call's own answer was stored: the notes carry the shop's key.
      const key = refund.notes && !Array.isArray(refund.notes) ? refund.notes.refund_key : undefined
      row = typeof key === 'string' ? shop.payments.refund(key) : null
      if (!row) return false
      shop.payments.refundTaken(row.key, refund.id)
    }
    if (!shop.payments.advanceRefund(row.key, status)) return false
    if (touchesOrder(row.reason)) shop.orders.setPaymentStatus(row.order_id, REFUND_PAYMENT_STATUS[status])
    return true
  })
}
