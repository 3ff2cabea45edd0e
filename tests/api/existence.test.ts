/** Issue 10.7: another shopper's things and ids that do not exist answer alike, so ids cannot be probed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '../../data/contract/calls'
import { buyableOption, call, createTestApi, quickShoppers, readyToCheckOut, type Shopper, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

const MISSING = 'ffffffffffffffffffffffff'

describe('no existence oracle', () => {
  it('answers another shopper’s order, shipment, address, bag line, wishlist entry and payment exactly like a missing id', async () => {
    const [owner, stranger] = (await quickShoppers(api, 2)) as [Shopper, Shopper]
    const option = await buyableOption(api, 3)
    const addressId = await readyToCheckOut(api, owner, option)
    const [line] = unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${owner.user._id}`, { shopper: owner })).json()) as Array<{ _id: string }>
    const wish = await call(api, 'POST', '/api/wishlist', { shopper: owner, body: { user_id: owner.user._id, product_id: option.productId, variant_id: option.variantId } })
    const entryId = wish.json().data._id as string
    const placed = await call(api, 'POST', '/api/orders/checkout', { shopper: owner, body: { user_id: owner.user._id, shipping_address_id: addressId, payment_method: 'COD' } })
    const order = placed.json().order as { _id: string }
    const shipmentId = (await call(api, 'GET', `/api/orders/${order._id}`, { shopper: owner })).json().data.order.shiprocket_order_id as number
    // A fresh unpaid online order for the gateway calls.
    await readyToCheckOut(api, owner, option)
    const online = (await call(api, 'POST', '/api/orders/checkout', { shopper: owner, body: { user_id: owner.user._id, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay' } })).json() as { order_id: string }
    const [bagLine] = unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${owner.user._id}`, { shopper: owner })).json()) as Array<{ _id: string }>

    const pairs: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', (id: string) => string, unknown, string, string]> = [
      ['order', 'GET', (id) => `/api/orders/${id}`, undefined, order._id, MISSING],
      ['shipment', 'GET', (id) => `/api/shiprocket/order/${id}`, undefined, String(shipmentId), '999999'],
      ['shipment cancel', 'POST', (id) => `/api/shiprocket/order/cancel/${id}`, undefined, String(shipmentId), '999999'],
      ['shipment return', 'POST', (id) => `/api/shiprocket/order/return/${id}`, undefined, String(shipmentId), '999999'],
      ['address', 'PUT', (id) => `/api/shipping-address/${stranger.user._id}/${id}`, { city: 'Pune' }, addressId, MISSING],
      ['address delete', 'DELETE', (id) => `/api/shipping-address/${stranger.user._id}/${id}`, undefined, addressId, MISSING],
      ['bag line', 'PUT', (id) => `/api/cart/item/update/${id}`, { quantity: 1 }, bagLine?._id ?? line!._id, MISSING],
      ['bag line delete', 'DELETE', (id) => `/api/cart/remove/${id}`, undefined, bagLine?._id ?? line!._id, MISSING],
      ['wishlist entry', 'DELETE', (id) => `/api/wishlist/${id}`, undefined, entryId, MISSING],
      ['test gateway', 'GET', (id) => `/api/test-gateway/razorpay/${id}`, undefined, online.order_id, 'order_MISSING000000'],
    ]
    for (const [what, method, url, body, theirs, missing] of pairs) {
      const foreign = await call(api, method, url(theirs), { shopper: stranger, body })
      const absent = await call(api, method, url(missing), { shopper: stranger, body })
      expect(foreign.statusCode, what).toBe(404)
      expect([foreign.statusCode, foreign.json()], what).toEqual([absent.statusCode, absent.json()])
    }
    // The owner still sees their own.
    expect((await call(api, 'GET', `/api/orders/${order._id}`, { shopper: owner })).statusCode).toBe(200)
  })
})
