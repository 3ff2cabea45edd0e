/**
 * What an order says about its money (confirmation, order detail, the orders list): paid, to pay on delivery,
 * awaiting payment, or refunded, with a line of why. The server's `payment_status` and `refunds` (additions to spec
 * 001 §3) decide; nothing here works an amount out.
 */
import { REFUND_BUSINESS_DAYS } from '../content/shopFacts'
import type { Order, OrderRefund } from '../contract/schemas'

export type PaymentTone = 'paid' | 'due' | 'pending' | 'refund' | 'failed'

export interface PaymentState {
  label: string
  tone: PaymentTone
  /** A sentence for the shopper, or null. */
  note: string | null
}

type PaymentFacts = Pick<Order, 'payment_method' | 'payment_status'> & { refunds?: readonly OrderRefund[] | null; payment_failure?: string | null }

/** Why money goes back, in the shopper's words. */
export function refundReason(refund: Pick<OrderRefund, 'reason'>): string {
  switch (refund.reason) {
    case 'cancelled':
      return 'You cancelled this order.'
    case 'returned':
      return 'Your return reached us.'
    case 'late_payment':
      return 'Your payment arrived after the payment window had closed and the items went back on sale.'
    case 'duplicate_payment':
      return 'This order was paid twice; the second payment goes back to you.'
    default:
      return ''
  }
}

/** The refund the order is about: the newest of its own (a second payment's refund is news too, when it is the only one). */
export const latestRefund = (order: PaymentFacts): OrderRefund | null => order.refunds?.at(-1) ?? null

export function paymentState(order: PaymentFacts): PaymentState {
  const refund = latestRefund(order)
  switch (order.payment_status) {
    case 'Paid':
      return { label: 'Paid', tone: 'paid', note: refund ? `${refund.status}: ${refundReason(refund)}` : null }
    case 'Refund Initiated':
      return { label: 'Refund initiated', tone: 'refund', note: `${refund ? `${refundReason(refund)} ` : ''}Refunds reach your original payment method in ${REFUND_BUSINESS_DAYS} business days.` }
    case 'Refunded':
      return { label: 'Refunded', tone: 'refund', note: refund ? `${refundReason(refund)} The refund has been sent to your original payment method.` : null }
    case 'Refund Failed':
      return { label: 'Refund failed', tone: 'failed', note: 'We could not complete your refund. Our support team will contact you to send it another way.' }
    case 'Failed':
      return { label: 'Payment not received', tone: 'failed', note: 'The payment window closed before a payment reached us, so nothing was charged.' }
    case 'Cancelled':
      return { label: 'Not charged', tone: 'failed', note: null }
    default:
      if (order.payment_method === 'COD') return { label: 'Pay on delivery', tone: 'due', note: null }
      return {
        label: 'Awaiting payment',
        tone: 'pending',
        note: order.payment_failure ? `Your last payment attempt did not go through: ${order.payment_failure}` : null,
      }
  }
}
