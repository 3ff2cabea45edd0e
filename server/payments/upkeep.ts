/**
 * The payment work that no request waits for:
 *
 * - the refund sender hands requested refunds to the gateway, after the transaction that asked for them, one run at a
 *   time; a refund whose request failed (Razorpay down, a timeout) stays requested and is tried again, first looking
 *   for a refund an earlier attempt made after all, so a lost answer never refunds twice;
 * - upkeep, every minute: returned parcels that reached the warehouse are refunded, and Razorpay orders are
 *   reconciled with the gateway, so a payment whose browser never came back and whose webhook was lost is still
 *   handed over (or refunded, when its window closed meanwhile).
 */
import { RETURN_RECEIVED_STEPS } from '../orders/shipmentStatus'
import type { Shop } from '../shop'
import type { GatewayRefund } from './gateway'
import { requestRefund, settlePayment, settleRefund } from './settle'

export interface RefundSender {
  /** Sends what is waiting (soon, after the current transaction); a run already going makes one more pass. */
  kick(): void
  /** Resolves when no run is going. */
  idle(): Promise<void>
}

const refundKeyOf = (refund: GatewayRefund) => (refund.notes && !Array.isArray(refund.notes) ? refund.notes.refund_key : undefined)

export function createRefundSender(shopOf: () => Shop): RefundSender {
  let running: Promise<void> | null = null
  let again = false

  async function sendWaiting(): Promise<void> {
    const shop = shopOf()
    for (const row of shop.payments.refundsToSend()) {
      try {
        const made = row.attempts > 0 ? (await shop.gateway.refundsOf(row.payment_id)).find((r) => refundKeyOf(r) === row.key) : undefined
        const refund = made ?? (await shop.gateway.refund(row.payment_id, { amountPaise: row.amount_paise, notes: { order_id: row.order_id, refund_key: row.key, reason: row.reason } }))
        shop.payments.refundTaken(row.key, refund.id)
        if (refund.status === 'processed' || refund.status === 'failed') settleRefund(shop, refund, refund.status)
      } catch (error) {
        shop.payments.refundAttemptFailed(row.key, (error as Error).message)
        console.warn(`refund ${row.key} not sent yet (tried again within a minute): ${(error as Error).message}`)
      }
    }
  }

  return {
    kick() {
      if (running) {
        again = true
        return
      }
      running = (async () => {
        // After the caller's transaction has committed: the rows it wrote are then visible and final.
        await new Promise((resolve) => setImmediate(resolve))
        do {
          again = false
          await sendWaiting()
        } while (again)
      })().finally(() => {
        running = null
      })
    },
    idle: async () => {
      while (running) await running
    },
  }
}

/** Returns that reached the warehouse: the order is Returned, and an online one is refunded. */
export function refundReceivedReturns(shop: Shop): void {
  const cutoff = new Date(shop.clock().getTime() - RETURN_RECEIVED_STEPS * shop.config.courierMinutesPerStep * 60_000)
  for (const orderId of shop.shipments.returnsInitiatedBy(cutoff)) {
    shop.writeTransaction(() => {
      const order = shop.orders.byId(orderId)
      if (!order || order.order_status !== 'Return Initiated') return
      shop.orders.setOrderStatus(order.id, 'Returned')
      const payment = order.gateway_payment_id ? shop.payments.payment(order.gateway_payment_id) : null
      if (payment) requestRefund(shop, order, payment, 'returned')
    })
  }
}

/** How long after checkout an unpaid Razorpay order is first asked about, and how far back released ones are. */
const RECONCILE_AFTER_MS = 60_000
const RECONCILE_RELEASED_WITHIN_MS = 24 * 3600_000

/** Asks Razorpay about orders it may have been paid for without the shop hearing of it. */
export async function reconcileWithGateway(shop: Shop): Promise<void> {
  const now = shop.clock().getTime()
  const candidates = [
    ...shop.orders.awaitingGateway(new Date(now - RECONCILE_AFTER_MS), new Date(now - RECONCILE_RELEASED_WITHIN_MS)),
    ...shop.orders.releasedUnpaid(new Date(now - RECONCILE_RELEASED_WITHIN_MS)),
  ]
  for (const order of candidates) {
    try {
      const gatewayOrder = await shop.gateway.fetchOrder(order.gateway_order_id!)
      if (gatewayOrder.status !== 'paid' && gatewayOrder.amount_paid === 0) continue
      for (const payment of await shop.gateway.fetchOrderPayments(order.gateway_order_id!)) {
        if (payment.status === 'captured') settlePayment(shop, payment)
      }
    } catch (error) {
      console.warn(`payment reconciliation of order ${order.order_number} failed: ${(error as Error).message}`)
    }
  }
}

/** One pass of upkeep; `startUpkeep` runs it every `intervalMs` until stopped. */
export async function upkeep(shop: Shop): Promise<void> {
  refundReceivedReturns(shop)
  await reconcileWithGateway(shop)
  shop.refunds.kick()
  await shop.refunds.idle()
}

export function startUpkeep(shop: Shop, intervalMs: number): () => Promise<void> {
  let pass: Promise<void> = Promise.resolve()
  const timer = setInterval(() => {
    pass = pass.then(() => upkeep(shop)).catch((error: unknown) => console.warn('payment upkeep failed', error))
  }, intervalMs)
  timer.unref()
  // Stopping waits for a pass already under way: the server closes its database next, under the pass's feet.
  return () => {
    clearInterval(timer)
    return pass
  }
}
