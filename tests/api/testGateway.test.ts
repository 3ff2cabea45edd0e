/**
 * The local test gateway (built-in test keys) takes the live path's webhooks too: a payment made in its sheet places
 * the order even when the browser never verifies, and a refund is processed by a signed `refund.processed`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResponseSchema, OrderSchema } from '../../data/contract/schemas'
import { buyableOption, call, createTestApi, eventually, payAtTestGateway, quickShoppers, readyToCheckOut, type Shopper, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi({ testRefundDelayMs: 150 })
})
afterAll(async () => {
  await api?.close()
})

const orderOf = async (shopper: Shopper, orderId: string) => OrderSchema.parse((await call(api, 'GET', `/api/orders/${orderId}`, { shopper })).json().data.order)

describe('the local test gateway', () => {
  it('places a paid order by its own signed webhooks when the browser never comes back, then refunds it when cancelled', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 2)
    const addressId = await readyToCheckOut(api, shopper!, option)
    const checkout = await call(api, 'POST', '/api/orders/checkout', {
      shopper,
      body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay' },
    })
    const answer = CheckoutResponseSchema.parse(checkout.json())
    expect(answer.test_gateway).toBe(true)
    await payAtTestGateway(api, shopper!, answer.order_id!)
    // No verify: the tab was closed. payment.captured and order.paid arrive by themselves.
    const paid = await eventually(() => orderOf(shopper!, answer.order._id), (o) => o.payment_status === 'Paid')
    expect(paid).toMatchObject({ payment_status: 'Paid', order_status: 'Confirmed' })
    expect(typeof paid.shiprocket_order_id).toBe('number')

    await call(api, 'POST', `/api/shiprocket/order/cancel/${paid.shiprocket_order_id}`, { shopper })
    const initiated = await orderOf(shopper!, answer.order._id)
    expect(initiated).toMatchObject({ payment_status: 'Refund Initiated', refunds: [{ status: 'Refund initiated', reason: 'cancelled', amount: answer.amount / 100 }] })
    const refunded = await eventually(() => orderOf(shopper!, answer.order._id), (o) => o.payment_status === 'Refunded')
    expect(refunded).toMatchObject({ payment_status: 'Refunded', refunds: [{ status: 'Refunded' }] })
  })

  it('does not refund a cancelled cash-on-delivery order online', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 2, 3)
    const addressId = await readyToCheckOut(api, shopper!, option)
    const checkout = await call(api, 'POST', '/api/orders/checkout', { shopper, body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'COD' } })
    const order = await orderOf(shopper!, checkout.json().order._id)
    await call(api, 'POST', `/api/shiprocket/order/cancel/${order.shiprocket_order_id}`, { shopper })
    expect(await orderOf(shopper!, order._id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', refunds: [] })
  })
})
