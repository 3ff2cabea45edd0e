/**
 * Live Razorpay: the shop with live keys, the official SDK pointed (RAZORPAY_API_BASE) at a Razorpay-compatible
 * server on a loopback port, and webhooks signed as Razorpay signs them. No network.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResponseSchema, OrderSchema, unwrap } from '../../data/contract/schemas'
import { startFakeRazorpay, type FakeRazorpay } from '../fixtures/razorpayServer'
import { buyableOption, call, createTestApi, eventually, quickShoppers, readyToCheckOut, withDatabase, type Shopper, type TestApi } from './helpers'

const KEYS = { keyId: 'rzp_live_VitrineShop01', keySecret: 'live-key-secret-0123456789', webhookSecret: 'live-webhook-secret-abcdef' }
let razorpay: FakeRazorpay
let api: TestApi
let now = new Date()

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEYS)
  api = await createTestApi({
    clock: () => now,
    razorpayKeyId: KEYS.keyId,
    razorpayKeySecret: KEYS.keySecret,
    razorpayWebhookSecret: KEYS.webhookSecret,
    razorpayApiBase: razorpay.url,
    // Upkeep (reconciliation, refund retries) every 200 ms instead of every minute.
    paymentUpkeepMs: 200,
  })
})
afterAll(async () => {
  await api?.close()
  await razorpay?.close()
})

let skip = 0
/** A shopper with one line in the bag, checked out online: the answer and the order's Razorpay order. */
async function onlineOrder(quantity = 1) {
  const [shopper] = await quickShoppers(api, 1)
  const option = await buyableOption(api, quantity + 2, (skip += 1))
  const addressId = await readyToCheckOut(api, shopper!, option, quantity)
  const response = await call(api, 'POST', '/api/orders/checkout', {
    shopper,
    body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay' },
  })
  expect(response.statusCode).toBe(201)
  const answer = CheckoutResponseSchema.parse(response.json())
  return { shopper: shopper!, answer, gatewayOrder: razorpay.orders.get(answer.order_id!)! }
}

const orderOf = async (shopper: Shopper, orderId: string) => OrderSchema.parse((await call(api, 'GET', `/api/orders/${orderId}`, { shopper })).json().data.order)
const verify = (shopper: Shopper, fields: object) => call(api, 'POST', '/api/orders/razorpay-payment-verify', { shopper, body: fields })
const sendWebhook = (hook: { body: string; signature: string; eventId: string }, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': hook.eventId, ...headers },
    payload: hook.body,
  })
const shipmentsOf = (orderId: string) => withDatabase(api, (db) => db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM shipments WHERE order_id = ?').get(orderId)!.n)
const bagOf = async (shopper: Shopper) => unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper.user._id}`, { shopper })).json())


describe('checkout with live keys', () => {
  it("creates the order with Razorpay's Orders API: amount in paise, INR, the order number as receipt, the order id in the notes, basic auth", async () => {
    const { answer, gatewayOrder } = await onlineOrder(2)
    expect(answer.order_id).toMatch(/^order_/)
    expect(answer).toMatchObject({ razorpay_key_id: KEYS.keyId, test_gateway: false, currency: 'INR' })
    const create = razorpay.requests.find((r) => r.method === 'POST' && r.path === '/v1/orders' && (r.body as { receipt?: string }).receipt === answer.order.order_number)!
    expect(create.authorization).toBe(`Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`)
    expect(create.body).toEqual({ amount: answer.amount, currency: 'INR', receipt: answer.order.order_number, notes: { order_id: answer.order._id, order_number: answer.order.order_number } })
    expect(gatewayOrder.amount).toBe(answer.amount)
    // The local test gateway does not exist in live mode.
    const [shopper] = await quickShoppers(api, 1)
    expect((await call(api, 'POST', `/api/test-gateway/razorpay/${answer.order_id}/pay`, { shopper, body: {} })).statusCode).toBe(404)
  })

  it('answers 502 and gives the stock back when Razorpay cannot take the order; the same request then works', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 3, (skip += 1))
    const addressId = await readyToCheckOut(api, shopper!, option, 1)
    const stock = () => withDatabase(api, (db) => db.prepare<[string], { stock: number }>('SELECT stock FROM product_variants WHERE id = ?').get(String(option.variantId))!.stock)
    const before = await stock()
    const body = { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay' }
    const headers = { 'Idempotency-Key': 'razorpay-down-once' }
    razorpay.setDown(/^\/v1\/orders$/)
    try {
      const refused = await call(api, 'POST', '/api/orders/checkout', { shopper, body, headers })
      expect(refused.statusCode).toBe(502)
      expect(refused.json().message).toMatch(/could not start the payment with Razorpay/)
      expect(await stock()).toBe(before)
    } finally {
      razorpay.setDown(null)
    }
    const retried = await call(api, 'POST', '/api/orders/checkout', { shopper, body, headers })
    expect(retried.statusCode).toBe(201)
    expect(retried.json().order_id).toMatch(/^order_/)
    const replayed = await call(api, 'POST', '/api/orders/checkout', { shopper, body, headers })
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.json().order_id).toBe(retried.json().order_id)
  })
})

describe("the browser's verify", () => {
  it("checks the signature with the key secret, asks Razorpay for the payment, and places the order once", async () => {
    const { shopper, answer } = await onlineOrder()
    const { fields } = razorpay.pay(answer.order_id!)
    expect((await verify(shopper, { ...fields, razorpay_signature: 'f'.repeat(64) })).statusCode).toBe(400)
    const ok = await verify(shopper, fields)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ message: 'Payment successful! Order placed.', order: { _id: answer.order._id } })
    expect(razorpay.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${fields.razorpay_payment_id}`)).toBe(true)
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    expect(await orderOf(shopper, answer.order._id)).toMatchObject({ payment_status: 'Paid', order_status: 'Confirmed', total_order_price: answer.amount / 100 })
    expect(await shipmentsOf(answer.order._id)).toBe(1)
    expect(await bagOf(shopper)).toEqual([])
  })

  it('captures an authorized payment before placing the order', async () => {
    const { shopper, answer } = await onlineOrder()
    const { payment, fields } = razorpay.pay(answer.order_id!, 'authorized')
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    expect(razorpay.payments.get(payment.id)!.status).toBe('captured')
    expect((await orderOf(shopper, answer.order._id)).payment_status).toBe('Paid')
  })
})

describe('webhooks', () => {
  it('refuses a body whose signature is not the webhook secret’s, and changes nothing', async () => {
    const { shopper, answer } = await onlineOrder()
    const { payment } = razorpay.pay(answer.order_id!)
    const hook = razorpay.event('payment.captured', { payment })
    const forged = await sendWebhook({ ...hook, signature: hook.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature.' })
    // Signed over other bytes (a re-serialised body) is not Razorpay's signature either.
    expect((await sendWebhook({ ...hook, body: JSON.stringify(JSON.parse(hook.body), null, 1) })).statusCode).toBe(400)
    expect((await orderOf(shopper, answer.order._id)).payment_status).toBe('Pending')
  })

  it('payment.captured before the browser verifies: the order is paid and handed over; the verify then gets the same answer', async () => {
    const { shopper, answer } = await onlineOrder()
    const { payment, fields } = razorpay.pay(answer.order_id!)
    const captured = await sendWebhook(razorpay.event('payment.captured', { payment }))
    expect(captured.statusCode).toBe(200)
    expect(captured.json()).toEqual({ status: 'handed-over' })
    expect(await orderOf(shopper, answer.order._id)).toMatchObject({ payment_status: 'Paid', order_status: 'Confirmed' })
    expect(await bagOf(shopper)).toEqual([])
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    expect(await shipmentsOf(answer.order._id)).toBe(1)
  })

  it('payment.captured after the verify, order.paid out of order, and a replayed event: handed over exactly once', async () => {
    const { shopper, answer } = await onlineOrder()
    const { payment, fields } = razorpay.pay(answer.order_id!)
    const orderPaid = razorpay.event('order.paid', { payment, order: razorpay.orders.get(answer.order_id!)! })
    // order.paid first (Razorpay does not promise an order), then the verify, then payment.captured, then replays.
    expect((await sendWebhook(orderPaid)).json()).toEqual({ status: 'handed-over' })
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    expect((await sendWebhook(razorpay.event('payment.captured', { payment }))).json()).toEqual({ status: 'already-paid' })
    const replay = await sendWebhook(orderPaid)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ status: 'duplicate' })
    expect(await shipmentsOf(answer.order._id)).toBe(1)
    expect((await orderOf(shopper, answer.order._id)).refunds).toEqual([])
  })

  it('payment.failed is recorded and the order keeps waiting; a later success still places it', async () => {
    const { shopper, answer } = await onlineOrder()
    const failed = razorpay.pay(answer.order_id!, 'failed')
    expect((await sendWebhook(razorpay.event('payment.failed', { payment: failed.payment }))).json()).toEqual({ status: 'not-captured' })
    expect(await orderOf(shopper, answer.order._id)).toMatchObject({
      payment_status: 'Pending',
      order_status: 'Pending Payment',
      payment_failure: 'Payment failed because the UPI PIN was incorrect.',
    })
    const { payment } = razorpay.pay(answer.order_id!)
    expect((await sendWebhook(razorpay.event('payment.captured', { payment }))).json()).toEqual({ status: 'handed-over' })
    // A replayed failure, after the success, leaves the order paid.
    expect((await sendWebhook(razorpay.event('payment.failed', { payment: failed.payment }))).json()).toEqual({ status: 'not-captured' })
    expect(await orderOf(shopper, answer.order._id)).toMatchObject({ payment_status: 'Paid', payment_failure: null })
  })

  it('a payment after the window closed and the stock went back is refunded automatically, and the order says so', async () => {
    const { shopper, answer } = await onlineOrder()
    now = new Date(now.getTime() + 16 * 60_000)
    try {
      expect(await orderOf(shopper, answer.order._id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Failed' })
      const { payment, fields } = razorpay.pay(answer.order_id!)
      expect((await sendWebhook(razorpay.event('payment.captured', { payment }))).json()).toEqual({ status: 'refunding' })
      // The browser's verify, arriving after, is told the window closed and the money is on its way back.
      const late = await verify(shopper, fields)
      expect(late.statusCode).toBe(409)
      expect(late.json().message).toMatch(/payment window for this order has closed/)
      const refundCall = await eventually(
        async () => razorpay.requests.find((r) => r.method === 'POST' && r.path === `/v1/payments/${payment.id}/refund`),
        Boolean,
      )
      expect(refundCall?.body).toMatchObject({ amount: answer.amount, notes: { order_id: answer.order._id, reason: 'late_payment' } })
      const initiated = await eventually(() => orderOf(shopper, answer.order._id), (o) => Boolean(o.refunds?.[0]?._id.startsWith('rfnd_')))
      expect(initiated).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refund Initiated', refunds: [{ status: 'Refund initiated', reason: 'late_payment', amount: answer.amount / 100 }] })
      expect(await shipmentsOf(answer.order._id)).toBe(0)

      const refund = razorpay.finishRefund(initiated.refunds![0]!._id, 'processed')
      expect((await sendWebhook(razorpay.event('refund.processed', { refund, payment: razorpay.payments.get(payment.id)! }))).json()).toEqual({ status: 'refund-updated' })
      // refund.failed arriving after processed (out of order) does not undo it.
      expect((await sendWebhook(razorpay.event('refund.failed', { refund: { ...refund, status: 'failed' } }))).json()).toEqual({ status: 'refund-unchanged' })
      expect(await orderOf(shopper, answer.order._id)).toMatchObject({ payment_status: 'Refunded', refunds: [{ status: 'Refunded' }] })
    } finally {
      now = new Date()
    }
  })

  it('a refund webhook that arrives before the refund call’s own answer is matched by the key in its notes, and nothing is refunded twice', async () => {
    const { shopper, answer } = await onlineOrder()
    const { payment, fields } = razorpay.pay(answer.order_id!)
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    const order = await orderOf(shopper, answer.order._id)
    const refundRequests = () => razorpay.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${payment.id}/refund`)
    // Razorpay answers the refund request with a 500 (the shop stores no refund id), yet has made the refund, and its
    // refund.processed arrives while the shop's retries still cannot reach it.
    razorpay.setDown(/\/refunds?$/)
    try {
      expect((await call(api, 'POST', `/api/shiprocket/order/cancel/${order.shiprocket_order_id}`, { shopper })).statusCode).toBe(200)
      await eventually(async () => refundRequests().length, (n) => n >= 1)
      const made = { id: 'rfnd_MadeDespite500', entity: 'refund' as const, amount: answer.amount, currency: 'INR', payment_id: payment.id, notes: { order_id: answer.order._id, refund_key: `cancelled:${answer.order._id}`, reason: 'cancelled' }, status: 'processed' as const, speed_requested: 'normal', created_at: 0 }
      razorpay.refunds.set(made.id, made)
      expect((await sendWebhook(razorpay.event('refund.processed', { refund: made }))).json()).toEqual({ status: 'refund-updated' })
      expect(await orderOf(shopper, answer.order._id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refunded', refunds: [{ _id: made.id, status: 'Refunded', reason: 'cancelled' }] })
    } finally {
      razorpay.setDown(null)
    }
    // Upkeep runs every 200 ms meanwhile; the refund is never asked for a second time.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(refundRequests()).toHaveLength(1)
  })
})

describe('refunds', () => {
  it('cancelling a paid online order refunds it through the SDK: Refund initiated, then Refunded', async () => {
    const { shopper, answer } = await onlineOrder()
    const { payment, fields } = razorpay.pay(answer.order_id!)
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    const order = await orderOf(shopper, answer.order._id)
    expect((await call(api, 'POST', `/api/shiprocket/order/cancel/${order.shiprocket_order_id}`, { shopper })).json().message).toBe('Order cancelled successfully.')
    const initiated = await eventually(() => orderOf(shopper, answer.order._id), (o) => Boolean(o.refunds?.[0]?._id.startsWith('rfnd_')))
    expect(initiated).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refund Initiated', refunds: [{ status: 'Refund initiated', reason: 'cancelled', amount: answer.amount / 100 }] })
    const refund = razorpay.finishRefund(initiated.refunds![0]!._id, 'processed')
    await sendWebhook(razorpay.event('refund.processed', { refund, payment: razorpay.payments.get(payment.id)! }))
    expect(await orderOf(shopper, answer.order._id)).toMatchObject({ payment_status: 'Refunded', refunds: [{ status: 'Refunded' }] })
  })

  it('a returned delivered online order is refunded when the return is received; a COD one is not refunded online', async () => {
    const { shopper, answer } = await onlineOrder()
    const { fields } = razorpay.pay(answer.order_id!)
    expect((await verify(shopper, fields)).statusCode).toBe(200)
    const order = await orderOf(shopper, answer.order._id)
    const minutesPerStep = 60
    now = new Date(now.getTime() + 5 * minutesPerStep * 60_000)
    try {
      expect((await call(api, 'POST', `/api/shiprocket/order/return/${order.shiprocket_order_id}`, { shopper })).statusCode).toBe(200)
      expect((await orderOf(shopper, answer.order._id)).refunds).toEqual([])
      now = new Date(now.getTime() + 2 * minutesPerStep * 60_000 + 1000)
      const returned = await eventually(() => orderOf(shopper, answer.order._id), (o) => Boolean(o.refunds?.[0]?._id.startsWith('rfnd_')))
      expect(returned).toMatchObject({ order_status: 'Returned', payment_status: 'Refund Initiated', refunds: [{ reason: 'returned', status: 'Refund initiated' }] })
    } finally {
      now = new Date()
    }
  })

  it('reconciles a payment whose browser never came back and whose webhook was lost', async () => {
    const { shopper, answer } = await onlineOrder()
    razorpay.pay(answer.order_id!)
    // Upkeep asks Razorpay about orders older than a minute.
    now = new Date(now.getTime() + 2 * 60_000)
    try {
      const order = await eventually(() => orderOf(shopper, answer.order._id), (o) => o.payment_status === 'Paid')
      expect(order).toMatchObject({ payment_status: 'Paid', order_status: 'Confirmed' })
      expect(await shipmentsOf(answer.order._id)).toBe(1)
    } finally {
      now = new Date()
    }
  })
})
