/**
 * Razorpay's webhooks, once their signature is checked (routes/razorpayWebhook.ts): each event is handled once, by
 * its event id (`X-Razorpay-Event-Id`), in the same transaction as what it changes, so a replay is acknowledged and
 * changes nothing, and a failure leaves the event unhandled for Razorpay to send again.
 *
 * - `payment.captured`, `order.paid`: the order is paid and handed over, even if the browser never came back (or
 *   refunded, when its payment window had closed and its stock gone back on the shelf);
 * - `payment.failed`, `payment.authorized`: recorded; the order keeps waiting until its payment window closes
 *   (Razorpay captures payments of orders automatically, and sends `payment.captured` then);
 * - `refund.processed`, `refund.failed`: the refund, and the order's payment status, move on.
 *
 * Anything else is acknowledged and ignored, so that ticking an extra event in the dashboard breaks nothing.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Shop } from '../shop'
import type { GatewayPayment, GatewayRefund } from './gateway'
import { settlePayment, settleRefund, type Settlement } from './settle'

export const RAZORPAY_WEBHOOK_PATH = '/api/payments/razorpay/webhook'
/** The events to tick in Razorpay's dashboard (README, Payments). */
export const RAZORPAY_WEBHOOK_EVENTS = ['payment.captured', 'payment.failed', 'order.paid', 'refund.processed', 'refund.failed'] as const

const PaymentEntity = z
  .object({
    id: z.string().min(1),
    order_id: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
    error_description: z.string().nullable().optional(),
  })
  .passthrough()
const RefundEntity = z
  .object({
    id: z.string().min(1),
    payment_id: z.string().min(1),
    amount: z.number().int().nonnegative(),
    status: z.enum(['pending', 'processed', 'failed']),
    notes: z.union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.unknown())]).optional(),
  })
  .passthrough()
const entityOf = <S extends z.ZodType>(schema: S) => z.object({ entity: schema }).optional()
const Event = z
  .object({
    event: z.string(),
    payload: z.object({ payment: entityOf(PaymentEntity), refund: entityOf(RefundEntity) }).passthrough(),
  })
  .passthrough()

export type WebhookOutcome = Settlement | 'duplicate' | 'ignored' | 'refund-updated' | 'refund-unchanged'

export class WebhookError extends Error {
  override name = 'WebhookError'
}

/** The event's id: Razorpay's header, else (a sender without it) the body's own hash, which a replay repeats. */
export const webhookEventId = (header: string | undefined, rawBody: string) => header?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`

export function handleRazorpayEvent(shop: Shop, eventId: string, body: unknown): WebhookOutcome {
  const parsed = Event.safeParse(body)
  if (!parsed.success) throw new WebhookError(`not a Razorpay event: ${parsed.error.issues[0]?.message ?? 'unreadable'}`)
  const { event, payload } = parsed.data
  return shop.writeTransaction((): WebhookOutcome => {
    if (!shop.payments.firstSighting(eventId, event)) return 'duplicate'
    switch (event) {
      case 'payment.captured':
      case 'payment.authorized':
      case 'payment.failed':
      case 'order.paid': {
        const payment = payload.payment?.entity
        if (!payment) throw new WebhookError(`${event} without a payment entity`)
        return settlePayment(shop, payment as GatewayPayment)
      }
      case 'refund.processed':
      case 'refund.failed': {
        const refund = payload.refund?.entity
        if (!refund) throw new WebhookError(`${event} without a refund entity`)
        return settleRefund(shop, refund as GatewayRefund, event === 'refund.processed' ? 'processed' : 'failed') ? 'refund-updated' : 'refund-unchanged'
      }
      default:
        return 'ignored'
    }
  })
}
