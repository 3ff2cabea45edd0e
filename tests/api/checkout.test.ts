import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResponseSchema, OrderSchema, unwrap } from '../../data/contract/schemas'
import { TEST_RAZORPAY_KEY_SECRET } from '../../server/config'
import { razorpaySignature } from '../../server/payments/razorpay'
import { buyableOption, call, createTestApi, payAtTestGateway, quickShoppers, readyToCheckOut, stockOf, withDatabase, type Shopper, type TestApi } from './helpers'

let api: TestApi
let now = new Date()
beforeAll(async () => {
  api = await createTestApi({ clock: () => now })
})
afterAll(async () => {
  await api?.close()
})

const checkout = (shopper: Shopper, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(api, 'POST', '/api/orders/checkout', { shopper, body: { user_id: shopper.user._id, ...body }, headers })

describe('cash on delivery', () => {
  it('places the order at once: prices from the catalogue, stock taken, bag emptied, shipment created', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 3)
    const before = await stockOf(api, option.variantId)
    await call(api, 'GET', '/api/products')
    const addressId = await readyToCheckOut(api, shopper!, option, 2)
    // coupon_id null: no coupon at all, not even an automatic one, so the amount is the catalogue price.
    const response = await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'COD', coupon_id: null })
    expect(response.statusCode).toBe(201)
    const body = CheckoutResponseSchema.parse(response.json())
    expect(body).toMatchObject({ message: 'Order placed successfully with COD!', currency: 'INR', order_id: null, redirectForm: null, amount: Math.round(option.price * 200) })
    expect(body.order.order_number).toMatch(/^VT\d{8}-\d{4}$/)
    expect(await stockOf(api, option.variantId)).toBe(before - 2)
    // The cached product list follows the stock that checkout took.
    const listed = (unwrap.list((await call(api, 'GET', '/api/products')).json()) as Array<{ _id: string; product_variants: Array<{ _id: string; variant_stock_availability: number }> }>)
      .find((p) => p._id === option.productId)!.product_variants.find((v) => v._id === option.variantId)!
    expect(listed.variant_stock_availability).toBe(before - 2)
    const bag = await call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper })
    expect(unwrap.cartItems(bag.json())).toEqual([])

    const detail = await call(api, 'GET', `/api/orders/${body.order._id}`, { shopper })
    expect(detail.statusCode).toBe(200)
    const order = OrderSchema.parse(detail.json().data.order)
    expect(order).toMatchObject({ order_status: 'Confirmed', payment_status: 'Pending', payment_method: 'COD', total_order_price: option.price * 2 })
    expect(order.shipping_address).toMatchObject({ address_name: 'Asha Verma', city: 'Bengaluru' })
    expect(detail.json().data.orderItem[0]).toMatchObject({ quantity: 2, product_id: { _id: option.productId }, variant_id: { _id: option.variantId, price: option.price } })
    expect(detail.json().data.orderItem[0].variant_id.attributes[0]).toHaveProperty('_id')
    expect(typeof order.shiprocket_order_id).toBe('number')

    const list = await call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper })
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toEqual([body.order._id])
  })

  it('checks out only the selected bag lines with item_ids', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const first = await buyableOption(api, 2)
    const addressId = await readyToCheckOut(api, shopper!, first)
    const second = await withDatabase(api, (db) =>
      db.prepare<[string], { product_id: string; id: string }>("SELECT product_id, id FROM product_variants WHERE status = 'Active' AND stock > 2 AND product_id <> ? LIMIT 1").get(first.productId)!,
    )
    await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: shopper!.user._id, product_id: second.product_id, variant_id: second.id } })
    const lines = unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper })).json()) as Array<{ _id: string; variant_id: string }>
    const chosen = lines.find((l) => l.variant_id === first.variantId)!
    const response = await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'COD', item_ids: [chosen._id] })
    expect(response.statusCode).toBe(201)
    const left = unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper })).json()) as Array<{ variant_id: string }>
    expect(left.map((l) => l.variant_id)).toEqual([second.id])
    expect((await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'COD', item_ids: [chosen._id] })).json()).toEqual({ message: 'Some selected items are no longer in your bag.' })
  })

  it('refuses a missing address, an empty bag, a disabled gateway and another shopper', async () => {
    const [shopper, other] = await quickShoppers(api, 2)
    const option = await buyableOption(api)
    const addressId = await readyToCheckOut(api, shopper!, option)
    expect((await checkout(shopper!, { payment_method: 'COD' })).json()).toEqual({ message: 'Please select a shipping address.' })
    expect((await checkout(shopper!, { shipping_address_id: '', payment_method: 'COD' })).json()).toEqual({ message: 'Please select a shipping address.' })
    for (const gateway of ['PhonePe', 'ICICI']) {
      const refused = await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: gateway })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toMatch(new RegExp(`${gateway} payments are not enabled`))
    }
    expect((await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'Cheque' })).statusCode).toBe(400)
    // Another shopper's address, or checking out someone else's bag.
    expect((await checkout(other!, { shipping_address_id: addressId, payment_method: 'COD' })).statusCode).toBe(404)
    expect((await call(api, 'POST', '/api/orders/checkout', { shopper: other, body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'COD' } })).statusCode).toBe(403)
    expect((await call(api, 'POST', '/api/orders/checkout', { body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'COD' } })).statusCode).toBe(401)
    const otherAddress = (await call(api, 'POST', '/api/shipping-address', { shopper: other, body: { user_id: other!.user._id, pincode: '110001', address_name: 'B', street: 's', city: 'Delhi', state: 'Delhi', phone_number: '9999999999' } })).json().data._id
    expect((await checkout(other!, { shipping_address_id: otherAddress, payment_method: 'COD' })).json()).toEqual({ message: 'Your bag is empty.' })
  })

  it('lets nobody else read an order', async () => {
    const [shopper, other] = await quickShoppers(api, 2)
    const addressId = await readyToCheckOut(api, shopper!, await buyableOption(api))
    const placed = (await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'COD' })).json()
    expect((await call(api, 'GET', `/api/orders/${placed.order._id}`, { shopper: other })).statusCode).toBe(404)
    expect((await call(api, 'GET', `/api/orders/${placed.order._id}`)).statusCode).toBe(401)
    expect((await call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper: other })).statusCode).toBe(403)
    expect((await call(api, 'GET', '/api/orders/ffffffffffffffffffffffff', { shopper })).json()).toEqual({ message: 'Order not found.' })
  })
})

describe('no oversell', () => {
  it('sells 5 units to exactly 5 of 50 concurrent buyers; the rest get a clear 409 and stock ends at 0', async () => {
    const option = await buyableOption(api)
    const buyers = await quickShoppers(api, 50)
    const addresses = await Promise.all(buyers.map((b) => readyToCheckOut(api, b, option)))
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET stock = 5 WHERE id = ?').run(String(option.variantId)))
    const url = await api.app.listen({ port: 0, host: '127.0.0.1' })
    const responses = await Promise.all(
      buyers.map((buyer, i) =>
        fetch(`${url}/api/orders/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: buyer.cookie },
          body: JSON.stringify({ user_id: buyer.user._id, shipping_address_id: addresses[i], payment_method: 'COD' }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } })),
      ),
    )
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5)
    const refused = responses.filter((r) => r.status !== 201)
    expect(refused).toHaveLength(45)
    for (const r of refused) {
      expect(r.status).toBe(409)
      expect(r.body.message).toMatch(/out of stock/)
    }
    expect(await stockOf(api, option.variantId)).toBe(0)
  })
})

describe('idempotency', () => {
  it('replays the same answer for a retried Idempotency-Key and creates no second order', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 4)
    const addressId = await readyToCheckOut(api, shopper!, option)
    const before = await stockOf(api, option.variantId)
    const body = { shipping_address_id: addressId, payment_method: 'COD' }
    const first = await checkout(shopper!, body, { 'idempotency-key': 'checkout-abc-1' })
    const replay = await checkout(shopper!, body, { 'idempotency-key': 'checkout-abc-1' })
    expect(first.statusCode).toBe(201)
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await stockOf(api, option.variantId)).toBe(before - 1)
    const orders = (await call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper })).json().orders
    expect(orders).toHaveLength(1)

    const different = await checkout(shopper!, { ...body, payment_method: 'Online Payment', payment_gateway: 'Razorpay' }, { 'idempotency-key': 'checkout-abc-1' })
    expect(different.statusCode).toBe(422)
    expect(different.json()).toHaveProperty('message')
    expect((await checkout(shopper!, body, { 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(400)
  })
})

describe('Razorpay', () => {
  async function startOnlineOrder(quantity = 1, skip = 0) {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, quantity + 1, skip)
    const addressId = await readyToCheckOut(api, shopper!, option, quantity)
    const response = await checkout(shopper!, { shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay', coupon_id: null })
    expect(response.statusCode).toBe(201)
    return { shopper: shopper!, option, body: CheckoutResponseSchema.parse(response.json()) }
  }
  const verify = (shopper: Shopper, body: object) => call(api, 'POST', '/api/orders/razorpay-payment-verify', { shopper, body })

  it('creates a gateway order, verifies the signature of the STORED order id, then places the order', async () => {
    const { shopper, option, body } = await startOnlineOrder()
    expect(body.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    expect(body).toMatchObject({ currency: 'INR', amount: Math.round(option.price * 100), razorpay_key_id: 'rzp_test_vitrine' })
    const bagBefore = unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper.user._id}`, { shopper })).json())
    expect(bagBefore).toHaveLength(1)

    const { razorpay_payment_id: payment_id, razorpay_signature: signature } = await payAtTestGateway(api, shopper, body.order_id!)
    const tampered = await verify(shopper, { razorpay_order_id: body.order_id, razorpay_payment_id: payment_id, razorpay_signature: razorpaySignature(body.order_id!, payment_id, 'wrong-secret') })
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json()).toEqual({ message: 'Payment verification failed!' })
    const otherPayment = await verify(shopper, { razorpay_order_id: body.order_id, razorpay_payment_id: 'pay_OTHER', razorpay_signature: signature })
    expect(otherPayment.statusCode).toBe(400)

    const ok = await verify(shopper, { razorpay_order_id: body.order_id, razorpay_payment_id: payment_id, razorpay_signature: signature })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ message: 'Payment successful! Order placed.', order: { _id: body.order._id } })
    expect((await verify(shopper, { razorpay_order_id: body.order_id, razorpay_payment_id: payment_id, razorpay_signature: signature })).statusCode).toBe(200)
    const order = (await call(api, 'GET', `/api/orders/${body.order._id}`, { shopper })).json().data.order
    expect(order).toMatchObject({ payment_status: 'Paid', order_status: 'Confirmed', payment_method: 'Online Payment' })
    expect(typeof order.shiprocket_order_id).toBe('number')
    expect(unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper.user._id}`, { shopper })).json())).toEqual([])
  })

  it('refuses to verify another shopper’s payment', async () => {
    const { body } = await startOnlineOrder()
    const [other] = await quickShoppers(api, 1)
    const signature = razorpaySignature(body.order_id!, 'pay_X', TEST_RAZORPAY_KEY_SECRET)
    expect((await verify(other!, { razorpay_order_id: body.order_id, razorpay_payment_id: 'pay_X', razorpay_signature: signature })).statusCode).toBe(404)
  })

  it('runs the browser flow through the local test gateway', async () => {
    const { shopper, body } = await startOnlineOrder()
    const popup = await call(api, 'GET', `/api/test-gateway/razorpay/${body.order_id}`, { shopper })
    expect(popup.json()).toMatchObject({ order_id: body.order_id, amount: body.amount, currency: 'INR', prefill: { name: shopper.user.name } })
    const paid = await call(api, 'POST', `/api/test-gateway/razorpay/${body.order_id}/pay`, { shopper, body: {} })
    expect(paid.statusCode).toBe(200)
    expect((await verify(shopper, paid.json())).statusCode).toBe(200)
    expect((await call(api, 'POST', `/api/test-gateway/razorpay/${body.order_id}/pay`, { shopper, body: {} })).statusCode).toBe(409)
  })

  it('gives the stock back when the payment window closes unpaid', async () => {
    const { shopper, option, body } = await startOnlineOrder(2, 7)
    const held = await stockOf(api, option.variantId)
    now = new Date(now.getTime() + 31 * 60_000)
    try {
      const order = (await call(api, 'GET', `/api/orders/${body.order._id}`, { shopper })).json().data.order
      expect(order).toMatchObject({ order_status: 'Cancelled', payment_status: 'Failed' })
      expect(await stockOf(api, option.variantId)).toBe(held + 2)
      const late = await call(api, 'POST', `/api/test-gateway/razorpay/${body.order_id}/pay`, { shopper, body: {} })
      expect(late.statusCode).toBe(409)
    } finally {
      now = new Date()
    }
  })

  it('refuses the test gateway when a real key is configured', async () => {
    const real = await createTestApi({ razorpayKeyId: 'rzp_live_example', razorpayKeySecret: 'live-secret', razorpayWebhookSecret: 'live-webhook-secret' })
    try {
      const [shopper] = await quickShoppers(real, 1)
      expect((await call(real, 'POST', '/api/test-gateway/razorpay/order_X/pay', { shopper, body: {} })).statusCode).toBe(404)
    } finally {
      await real.close()
    }
  })
})
