/**
 * Payments, refunds and handled webhook events (see schemaPayments.ts). Gateway events may arrive twice and in any
 * order, so every status moves forward only: a `payment.failed` replayed after `payment.captured` leaves the payment
 * captured, a `refund.processed` that arrived before the refund's own answer is not undone by it.
 */
import type { ShopDatabase } from './database'

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded'
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed'
export type RefundReason = 'cancelled' | 'returned' | 'late_payment' | 'duplicate_payment'

export interface PaymentRow {
  id: string
  order_id: string
  status: PaymentStatus
  amount_paise: number
  currency: string
  error_description: string | null
  created_at: string
  updated_at: string
}

export interface RefundRow {
  key: string
  order_id: string
  payment_id: string
  amount_paise: number
  reason: RefundReason
  gateway_refund_id: string | null
  status: RefundStatus
  attempts: number
  last_error: string | null
  requested_at: string
  processed_at: string | null
}

/** How far along a payment is; a status only ever moves to a higher rank. A failed attempt never was money. */
const PAYMENT_RANK: Record<PaymentStatus, number> = { created: 0, failed: 1, authorized: 2, captured: 3, refunded: 4 }
const REFUND_RANK: Record<RefundStatus, number> = { requested: 0, pending: 1, failed: 2, processed: 3 }

export function createPaymentQueries(db: ShopDatabase, clock: () => Date) {
  const payment = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?')
  const paymentsOf = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE order_id = ? ORDER BY created_at, rowid')
  const insertPayment = db.prepare(
    `INSERT INTO payments (id, order_id, status, amount_paise, currency, error_description, created_at, updated_at)
     VALUES (@id, @order_id, @status, @amount_paise, @currency, @error_description, @now, @now)`,
  )
  const updatePayment = db.prepare<[string, string | null, string, string]>(
    'UPDATE payments SET status = ?, error_description = coalesce(?, error_description), updated_at = ? WHERE id = ?',
  )
  const refund = db.prepare<[string], RefundRow>('SELECT * FROM refunds WHERE key = ?')
  const refundByGatewayId = db.prepare<[string], RefundRow>('SELECT * FROM refunds WHERE gateway_refund_id = ?')
  const refundsOf = db.prepare<[string], RefundRow>('SELECT * FROM refunds WHERE order_id = ? ORDER BY requested_at, rowid')
  const refundsOfUser = db.prepare<[string], RefundRow>(
    'SELECT r.* FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = ? ORDER BY r.requested_at, r.rowid',
  )
  const lastFailure = db.prepare<[string], { error_description: string | null }>(
    "SELECT error_description FROM payments WHERE order_id = ? AND status = 'failed' ORDER BY updated_at DESC, rowid DESC LIMIT 1",
  )
  const insertRefund = db.prepare(
    `INSERT OR IGNORE INTO refunds (key, order_id, payment_id, amount_paise, reason, status, requested_at)
     VALUES (@key, @order_id, @payment_id, @amount_paise, @reason, 'requested', @now)`,
  )
  const toSend = db.prepare<[], RefundRow>("SELECT * FROM refunds WHERE status = 'requested' ORDER BY requested_at")
  const taken = db.prepare<[string, string]>(
    "UPDATE refunds SET gateway_refund_id = coalesce(gateway_refund_id, ?), status = CASE status WHEN 'requested' THEN 'pending' ELSE status END WHERE key = ?",
  )
  const attempted = db.prepare<[string, string]>('UPDATE refunds SET attempts = attempts + 1, last_error = ? WHERE key = ?')
  const setRefundStatus = db.prepare<[string, string | null, string]>('UPDATE refunds SET status = ?, processed_at = ? WHERE key = ?')
  const eventSeen = db.prepare<[string, string, string]>('INSERT OR IGNORE INTO payment_events (id, event, received_at) VALUES (?, ?, ?)')

  return {
    payment: (id: string) => payment.get(id) ?? null,
    paymentsOf: (orderId: string) => paymentsOf.all(orderId),
    /** Records what the gateway says of a payment; its status only moves forward. Returns the row as it now is. */
    recordPayment(input: { id: string; orderId: string; status: PaymentStatus; amountPaise: number; currency: string; errorDescription?: string | null }): PaymentRow {
      const now = clock().toISOString()
      const known = payment.get(input.id)
      if (!known) {
        insertPayment.run({ id: input.id, order_id: input.orderId, status: input.status, amount_paise: input.amountPaise, currency: input.currency, error_description: input.errorDescription ?? null, now })
      } else if (PAYMENT_RANK[input.status] > PAYMENT_RANK[known.status]) {
        updatePayment.run(input.status, input.errorDescription ?? null, now, input.id)
      }
      return payment.get(input.id)!
    },
    refund: (key: string) => refund.get(key) ?? null,
    refundByGatewayId: (id: string) => refundByGatewayId.get(id) ?? null,
    refundsOf: (orderId: string) => refundsOf.all(orderId),
    refundsOfUser: (userId: string) => refundsOfUser.all(userId),
    /** Why the order's last failed payment attempt failed, as the gateway put it. */
    lastFailure: (orderId: string): string | null => {
      const row = lastFailure.get(orderId)
      return row ? (row.error_description ?? 'The payment did not go through.') : null
    },
    /** Asks for a refund once per key: false when it had already been asked for. */
    requestRefund: (input: { key: string; orderId: string; paymentId: string; amountPaise: number; reason: RefundReason }): boolean =>
      insertRefund.run({ key: input.key, order_id: input.orderId, payment_id: input.paymentId, amount_paise: input.amountPaise, reason: input.reason, now: clock().toISOString() })
        .changes === 1,
    refundsToSend: () => toSend.all(),
    /** The gateway took the refund request: its id, and the refund is pending (unless an event already moved it). */
    refundTaken: (key: string, gatewayRefundId: string) => void taken.run(gatewayRefundId, key),
    refundAttemptFailed: (key: string, error: string) => void attempted.run(error.slice(0, 500), key),
    /** Moves a refund forward (pending → processed or failed; failed → processed); false when it was already there. */
    advanceRefund(key: string, status: RefundStatus): boolean {
      const row = refund.get(key)
      if (!row || REFUND_RANK[status] <= REFUND_RANK[row.status]) return false
      setRefundStatus.run(status, status === 'processed' || status === 'failed' ? clock().toISOString() : null, key)
      return true
    },
    /** Notes a webhook event as handled; false when it had been handled before (a replay). */
    firstSighting: (eventId: string, event: string): boolean => eventSeen.run(eventId, event, clock().toISOString()).changes === 1,
  }
}
export type PaymentQueries = ReturnType<typeof createPaymentQueries>
