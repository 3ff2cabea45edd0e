/**
 * BUY NOW checkout (an addition to spec 001 §7: `buy_now` in the checkout body) and the payment-gateway list (an
 * addition too): one option, quantity 1, priced and stock-checked like a bag line, with the bag and its coupon
 * left exactly as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResponseSchema, PaymentGatewayStateSchema, unwrap } from '../../data/contract/schemas'
import { call, createTestApi, quickShoppers, stockOf, validAddress, withDatabase, type Shopper, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

interface Option {
  productId: string
  variantId: string
  price: number
}

/** Active variants with stock, priced below the automatic coupon's minimum (₹2,999) so no coupon applies by itself. */
async function options(count: number, skip = 0): Promise<Option[]> {
  return withDatabase(api, (db) =>
    db
      .prepare<[number, number], { product_id: string; id: string; price_paise: number }>(
        `SELECT v.product_id, v.id, v.price_paise FROM product_variants v JOIN products p ON p.id = v.product_id
         WHERE v.status = 'Active' AND p.status = 'Active' AND v.stock >= 3 AND v.price_paise BETWEEN 20000 AND 250000 ORDER BY v.rowid LIMIT ? OFFSET ?`,
      )
      .all(count, skip)
      .map((v) => ({ productId: v.product_id, variantId: v.id, price: v.price_paise / 100 })),
  )
}

const appliedCoupon = (userId: string) =>
  withDatabase(api, (db) => db.prepare<[string], { coupon_id: string }>('SELECT coupon_id FROM cart_coupons WHERE user_id = ?').get(userId)?.coupon_id ?? null)
const bagOf = async (shopper: Shopper) =>
  unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper.user._id}`, { shopper })).json()) as Array<{ _id: string; variant_id: string; quantity: number }>

/** A shopper with a shipping address, one line in the bag and a coupon applied to the bag. */
async function shopperWithBag(bagOption: Option) {
  const [shopper] = await quickShoppers(api, 1)
  const uid = shopper!.user._id
  const added = await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: uid, product_id: bagOption.productId, variant_id: bagOption.variantId, quantity: 2 } })
  expect(added.statusCode).toBe(201)
  const addressId = (await call(api, 'POST', '/api/shipping-address', { shopper, body: { user_id: uid, ...validAddress() } })).json().data._id as string
  const style15 = (await call(api, 'GET', '/api/coupons/all', { shopper })).json().data.find((c: { code: string }) => c.code === 'STYLE15')
  const applied = await call(api, 'POST', '/api/apply-coupon', { shopper, body: { user_id: uid, coupon_type: 'ProductDiscount', coupon_id: style15._id } })
  expect(applied.statusCode).toBe(200)
  return { shopper: shopper!, addressId, couponId: style15._id as string }
}

const checkout = (shopper: Shopper, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(api, 'POST', '/api/orders/checkout', { shopper, body: { user_id: shopper.user._id, ...body }, headers })

describe('BUY NOW checkout', () => {
  it('buys one unit of the option at the catalogue price and leaves the bag and its coupon untouched', async () => {
    const [inBag, bought] = await options(2)
    const { shopper, addressId, couponId } = await shopperWithBag(inBag!)
    const bagBefore = await bagOf(shopper)
    const stockBefore = await stockOf(api, bought!.variantId)

    const response = await checkout(shopper, { shipping_address_id: addressId, payment_method: 'COD', buy_now: { product_id: bought!.productId, variant_id: bought!.variantId } })
    expect(response.statusCode).toBe(201)
    const body = CheckoutResponseSchema.parse(response.json())
    // The bag's coupon (15% off each item) is not used: it belongs to the bag.
    expect(body).toMatchObject({ message: 'Order placed successfully with COD!', amount: Math.round(bought!.price * 100), coupon: null })
    expect(await stockOf(api, bought!.variantId)).toBe(stockBefore - 1)

    expect(await bagOf(shopper)).toEqual(bagBefore)
    expect(await appliedCoupon(shopper.user._id)).toBe(couponId)
    const order = (await call(api, 'GET', `/api/orders/${body.order._id}`, { shopper })).json().data
    expect(order.orderItem).toHaveLength(1)
    expect(order.orderItem[0]).toMatchObject({ quantity: 1, product_id: { _id: bought!.productId }, variant_id: { _id: bought!.variantId, price: bought!.price } })
    expect(order.order).toMatchObject({ order_status: 'Confirmed', total_order_price: bought!.price })

    // The bag still checks out afterwards with its own coupon.
    const bagOrder = CheckoutResponseSchema.parse((await checkout(shopper, { shipping_address_id: addressId, payment_method: 'COD' })).json())
    expect(bagOrder.coupon).toMatchObject({ _id: couponId })
    expect(await bagOf(shopper)).toEqual([])
  })

  it('leaves the bag untouched when a BUY NOW order is paid online too', async () => {
    const [inBag, bought] = await options(2, 2)
    const { shopper, addressId, couponId } = await shopperWithBag(inBag!)
    const bagBefore = await bagOf(shopper)
    const started = CheckoutResponseSchema.parse(
      (await checkout(shopper, { shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay', buy_now: { product_id: bought!.productId, variant_id: bought!.variantId } })).json(),
    )
    expect(started).toMatchObject({ amount: Math.round(bought!.price * 100), test_gateway: true })
    const paid = (await call(api, 'POST', `/api/test-gateway/razorpay/${started.order_id}/pay`, { shopper, body: {} })).json()
    expect((await call(api, 'POST', '/api/orders/razorpay-payment-verify', { shopper, body: paid })).statusCode).toBe(200)
    expect(await bagOf(shopper)).toEqual(bagBefore)
    expect(await appliedCoupon(shopper.user._id)).toBe(couponId)
  })

  it('re-checks stock and status on the server, and changes nothing when it refuses', async () => {
    const [inBag, bought] = await options(2, 4)
    const { shopper, addressId } = await shopperWithBag(inBag!)
    const buy = { shipping_address_id: addressId, payment_method: 'COD', buy_now: { product_id: bought!.productId, variant_id: bought!.variantId } }
    const bagBefore = await bagOf(shopper)

    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET stock = 0 WHERE id = ?').run(bought!.variantId))
    const soldOut = await checkout(shopper, buy)
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json().message).toMatch(/is out of stock\.$/)

    await withDatabase(api, (db) => db.prepare("UPDATE product_variants SET stock = 5, status = 'Inactive' WHERE id = ?").run(bought!.variantId))
    const withdrawn = await checkout(shopper, buy)
    expect(withdrawn.statusCode).toBe(409)
    expect(withdrawn.json().message).toMatch(/is no longer available\.$/)
    expect(await stockOf(api, bought!.variantId)).toBe(5)

    await withDatabase(api, (db) => db.prepare("UPDATE product_variants SET status = 'Active' WHERE id = ?").run(bought!.variantId))
    expect((await checkout(shopper, { ...buy, buy_now: { product_id: bought!.productId, variant_id: inBag!.variantId } })).json()).toEqual({ message: 'Variant not found' })
    expect((await checkout(shopper, { ...buy, buy_now: { product_id: 'ffffffffffffffffffffffff', variant_id: true } })).json()).toEqual({ message: 'Product not found' })
    expect((await checkout(shopper, { ...buy, buy_now: { product_id: bought!.productId } })).json()).toEqual({ message: 'Product ID and Variant ID are required' })
    expect((await checkout(shopper, { ...buy, item_ids: [bagBefore[0]!._id] })).json()).toEqual({ message: 'Buy now checks out one product, not bag items.' })
    expect((await call(api, 'GET', `/api/orders/user/${shopper.user._id}`, { shopper })).json().orders).toEqual([])
    expect(await bagOf(shopper)).toEqual(bagBefore)
  })

  it('places one order for a retried Idempotency-Key', async () => {
    const [inBag, bought] = await options(2, 6)
    const { shopper, addressId } = await shopperWithBag(inBag!)
    const before = await stockOf(api, bought!.variantId)
    const buy = { shipping_address_id: addressId, payment_method: 'COD', buy_now: { product_id: bought!.productId, variant_id: bought!.variantId } }
    const [first, second] = await Promise.all([checkout(shopper, buy, { 'idempotency-key': 'buy-now-1' }), checkout(shopper, buy, { 'idempotency-key': 'buy-now-1' })])
    expect(first.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain('true')
    expect(await stockOf(api, bought!.variantId)).toBe(before - 1)
    expect((await call(api, 'GET', `/api/orders/user/${shopper.user._id}`, { shopper })).json().orders).toHaveLength(1)
    // The same key for the bag instead is another request: refused, not replayed.
    expect((await checkout(shopper, { shipping_address_id: addressId, payment_method: 'COD' }, { 'idempotency-key': 'buy-now-1' })).statusCode).toBe(422)
  })
})

describe('GET /api/payment-gateways', () => {
  it('lists Razorpay on, ICICI off, and PhonePe as the operator set it', async () => {
    const gateways = (await call(api, 'GET', '/api/payment-gateways')).json().data.map((g: unknown) => PaymentGatewayStateSchema.parse(g))
    expect(gateways).toEqual([
      { name: 'Razorpay', enabled: true },
      { name: 'PhonePe', enabled: false },
      { name: 'ICICI', enabled: false },
    ])
    const withPhonePe = await createTestApi({ phonepeEnabled: true })
    try {
      expect((await call(withPhonePe, 'GET', '/api/payment-gateways')).json().data).toContainEqual({ name: 'PhonePe', enabled: true })
    } finally {
      await withPhonePe.close()
    }
  })
})

describe('PhonePe test page', () => {
  it('pays and sends the shopper to the confirmation page with the order', async () => {
    const phonepe = await createTestApi({ phonepeEnabled: true })
    try {
      const [shopper] = await quickShoppers(phonepe, 1)
      const uid = shopper!.user._id
      const option = await withDatabase(phonepe, (db) =>
        db.prepare<[], { product_id: string; id: string }>("SELECT product_id, id FROM product_variants WHERE status = 'Active' AND stock > 2 LIMIT 1").get()!,
      )
      await call(phonepe, 'POST', '/api/cart/add', { shopper, body: { user_id: uid, product_id: option.product_id, variant_id: option.id } })
      const addressId = (await call(phonepe, 'POST', '/api/shipping-address', { shopper, body: { user_id: uid, ...validAddress() } })).json().data._id
      const started = (await call(phonepe, 'POST', '/api/orders/checkout', { shopper, body: { user_id: uid, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'PhonePe' } })).json()
      const initiated = await call(phonepe, 'POST', '/api/orders/phonepe-initiate', { shopper, body: { order_id: started.order._id } })
      const redirect = new URL(initiated.json().redirect_url)
      const paid = await call(phonepe, 'POST', `${redirect.pathname}/pay`, { shopper, body: {} })
      expect(paid.statusCode).toBe(303)
      const confirmation = new URL(paid.headers.location as string, 'http://shop.test')
      expect(confirmation.pathname).toBe('/order-confirmation')
      expect(Object.fromEntries(confirmation.searchParams)).toEqual({ order: started.order._id, number: started.order.order_number })
    } finally {
      await phonepe.close()
    }
  })
})
