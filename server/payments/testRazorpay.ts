/**
 * The local test gateway's server side: Razorpay's calls answered offline, for a shop on the built-in test keys. It
 * keeps its orders, payments and refunds in memory (what Razorpay's own database would hold), and tells the shop
 * what happened the way Razorpay does: signed webhooks, `payment.captured` and `order.paid` after a payment,
 * `refund.processed` a little after a refund. So the webhook path the live shop depends on runs in every demo.
 */
import { createHmac } from 'node:crypto'
import type { ShopConfig } from '../config'
import { GatewayError, signatureCheckers, type GatewayOrder, type GatewayPayment, type GatewayRefund, type RazorpayGateway } from './gateway'
import { gatewayId, razorpaySignature } from './razorpay'

/** Sends one signed webhook to the shop (set once the app is up; events before that are dropped). */
export type WebhookDelivery = (request: { body: string; signature: string; eventId: string }) => Promise<void>

export interface TestRazorpay extends RazorpayGateway {
  /** The shopper paid in the test sheet: a captured payment, its webhooks on their way, and the handler's fields. */
  pay(orderId: string, amountPaise: number): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  deliverWebhooksTo(delivery: WebhookDelivery | null): void
  /** Resolves once every webhook due (refunds' included) has been sent and handled: tests wait on it. */
  settled(): Promise<void>
}

export function testRazorpay(config: ShopConfig['razorpay'], refundDelayMs: number, clock: () => Date): TestRazorpay {
  const orders = new Map<string, GatewayOrder>()
  const payments = new Map<string, GatewayPayment>()
  const refunds = new Map<string, GatewayRefund[]>()
  let delivery: WebhookDelivery | null = null
  const inFlight = new Set<Promise<void>>()
  const timers = new Set<NodeJS.Timeout>()

  const missing = (what: string, id: string) => new GatewayError(`Razorpay ${what} failed (400): The id provided does not exist: ${id}`, 400)
  const seconds = () => Math.floor(clock().getTime() / 1000)

  /** Razorpay's webhook body: the event, the entities it contains, signed over the exact bytes sent. */
  const send = (event: string, entities: Record<string, object>) => {
    if (!delivery) return
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_VitrineTest00', event, contains: Object.keys(entities), payload: Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }])), created_at: seconds() })
    const signature = createHmac('sha256', config.webhookSecret).update(body).digest('hex')
    const sent = delivery({ body, signature, eventId: gatewayId('evt_') })
      .catch((error: unknown) => console.warn(`test gateway: the ${event} webhook was not handled`, error))
      .finally(() => inFlight.delete(sent))
    inFlight.add(sent)
  }
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      work()
    }, ms)
    timer.unref()
    timers.add(timer)
  }

  const gateway: TestRazorpay = {
    live: false,
    keyId: config.keyId,
    async createOrder({ amountPaise }) {
      const order: GatewayOrder = { id: gatewayId('order_'), amount: amountPaise, amount_paid: 0, status: 'created' }
      orders.set(order.id, order)
      return { ...order }
    },
    async fetchOrder(orderId) {
      const order = orders.get(orderId)
      if (!order) throw missing('order fetch', orderId)
      return { ...order }
    },
    async fetchOrderPayments(orderId) {
      return [...payments.values()].filter((p) => p.order_id === orderId).map((p) => ({ ...p }))
    },
    async fetchPayment(paymentId) {
      const payment = payments.get(paymentId)
      if (!payment) throw missing('payment fetch', paymentId)
      return { ...payment }
    },
    async capturePayment(paymentId) {
      const payment = payments.get(paymentId)
      if (!payment) throw missing('payment capture', paymentId)
      payment.status = 'captured'
      return { ...payment }
    },
    async refund(paymentId, { amountPaise, notes }) {
      const payment = payments.get(paymentId)
      if (!payment) throw missing('refund', paymentId)
      const refund: GatewayRefund = { id: gatewayId('rfnd_'), payment_id: paymentId, amount: amountPaise, status: 'pending', notes }
      refunds.set(paymentId, [...(refunds.get(paymentId) ?? []), refund])
      later(refundDelayMs, () => {
        refund.status = 'processed'
        payment.status = 'refunded'
        send('refund.processed', { refund: { ...refund, entity: 'refund', currency: 'INR' }, payment: { ...payment, entity: 'payment' } })
      })
      return { ...refund }
    },
    async refundsOf(paymentId) {
      return (refunds.get(paymentId) ?? []).map((r) => ({ ...r }))
    },
    pay(orderId, amountPaise) {
      // An order made before a restart is known to the shop, not to this memory: take the shop's word for it.
      const order = orders.get(orderId) ?? { id: orderId, amount: amountPaise, amount_paid: 0, status: 'created' as const }
      orders.set(orderId, order)
      const payment: GatewayPayment = { id: gatewayId('pay_'), order_id: orderId, amount: order.amount, currency: 'INR', status: 'captured' }
      payments.set(payment.id, payment)
      order.status = 'paid'
      order.amount_paid = order.amount
      // Razorpay sends its webhooks on its own schedule, before or after the browser's verify: here, just after.
      later(0, () => {
        send('payment.captured', { payment: { ...payment, entity: 'payment' } })
        send('order.paid', { payment: { ...payment, entity: 'payment' }, order: { ...order, entity: 'order' } })
      })
      return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: razorpaySignature(orderId, payment.id, config.keySecret) }
    },
    deliverWebhooksTo(next) {
      delivery = next
      if (!next) for (const timer of timers) clearTimeout(timer)
    },
    async settled() {
      while (timers.size > 0 || inFlight.size > 0) {
        if (inFlight.size > 0) await Promise.all(inFlight)
        else await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
    ...signatureCheckers(config),
  }
  return gateway
}
