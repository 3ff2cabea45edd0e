/** Issue 10.1: unpaid online orders cannot hoard stock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiApp } from '../../server/index'
import { buyableOption, call, createTestApi, payAtTestGateway, quickShoppers, readyToCheckOut, stockOf, type Shopper, type TestApi } from './helpers'

let api: TestApi
let now = new Date()
beforeAll(async () => {
  api = await createTestApi({ clock: () => now })
})
afterAll(async () => {
  await api?.close()
})

const payOnline = (target: TestApi, shopper: Shopper, addressId: string) =>
  call(target, 'POST', '/api/orders/checkout', {
    shopper,
    body: { user_id: shopper.user._id, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay', coupon_id: null },
  })
const ordersOf = async (shopper: Shopper) =>
  (await call(api, 'GET', `/api/orders/user/${shopper.user._id}`, { shopper })).json().orders as Array<{ _id: string; order_status: string; payment_status: string }>

describe('unpaid online orders', () => {
  it('repeated online checkouts of one bag hold its stock once: each replaces the last and gives its stock back', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 3)
    const before = await stockOf(api, option.variantId)
    const addressId = await readyToCheckOut(api, shopper!, option, 2)
    const answers = []
    for (let i = 0; i < 6; i++) {
      const response = await payOnline(api, shopper!, addressId)
      expect(response.statusCode).toBe(201)
      answers.push(response.json() as { order: { _id: string }; order_id: string })
    }
    expect(await stockOf(api, option.variantId)).toBe(before - 2)
    const orders = await ordersOf(shopper!)
    expect(orders.filter((o) => o.payment_status === 'Pending')).toHaveLength(1)
    expect(orders.filter((o) => o.order_status === 'Cancelled')).toHaveLength(5)

    // A replaced order can no longer be paid; the live one can.
    const first = answers[0]!
    const late = await call(api, 'POST', `/api/test-gateway/razorpay/${first.order_id}/pay`, { shopper, body: {} })
    expect(late.statusCode).toBe(409)
    const last = answers.at(-1)!
    const paid = await call(api, 'POST', '/api/orders/razorpay-payment-verify', { shopper, body: await payAtTestGateway(api, shopper!, last.order_id) })
    expect(paid.statusCode).toBe(200)
    expect(await stockOf(api, option.variantId)).toBe(before - 2)
  })

  it('releases a reservation after 15 minutes by default, exactly once even when two API processes see it expire', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 3, 5)
    const before = await stockOf(api, option.variantId)
    const addressId = await readyToCheckOut(api, shopper!, option, 2)
    expect((await payOnline(api, shopper!, addressId)).statusCode).toBe(201)
    expect(await stockOf(api, option.variantId)).toBe(before - 2)

    now = new Date(now.getTime() + 14 * 60_000)
    await call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper })
    expect(await stockOf(api, option.variantId)).toBe(before - 2)

    // A second process on the same database file, both noticing the expiry at once.
    const second = await createApiApp({ dbFile: api.dbFile, clock: () => now })
    try {
      now = new Date(now.getTime() + 2 * 60_000)
      const twice = { ...api, app: second }
      await Promise.all([
        call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper }),
        call(twice, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper }),
        call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper }),
      ])
      expect(await stockOf(api, option.variantId)).toBe(before)
      expect((await ordersOf(shopper!))[0]).toMatchObject({ order_status: 'Cancelled', payment_status: 'Failed' })
    } finally {
      await second.close()
      now = new Date()
    }
  })

  it('takes the payment window from VITRINE_PAYMENT_WINDOW_MINUTES', async () => {
    const { shopConfig } = await import('../../server/config')
    expect(shopConfig({}, {}).paymentWindowMinutes).toBe(15)
    expect(shopConfig({}, { VITRINE_PAYMENT_WINDOW_MINUTES: '5' }).paymentWindowMinutes).toBe(5)
    expect(shopConfig({}, { VITRINE_PAYMENT_WINDOW_MINUTES: 'soon' }).paymentWindowMinutes).toBe(15)
  })
})
