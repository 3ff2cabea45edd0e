/**
 * One price, from the server: the quote the bag and checkout show is the amount checkout charges, the gateway is
 * asked for, and the order records, for any bag and any coupon of the demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CheckoutResponseSchema, CouponSchema, OrderQuoteSchema, OrderSchema, unwrap, type Coupon, type OrderQuote } from '../../data/contract/schemas'
import { call, createTestApi, quickShoppers, validAddress, withDatabase, type Shopper, type TestApi } from './helpers'

let api: TestApi
let coupons: Coupon[]
beforeAll(async () => {
  api = await createTestApi({ products: 60 })
  coupons = unwrap.list((await call(api, 'GET', '/api/coupons/all')).json()).map((c) => CouponSchema.parse(c))
})
afterAll(async () => {
  await api?.close()
})

/** mulberry32: the same bags on every run, so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const quote = async (shopper: Shopper, body: Record<string, unknown> = {}) => {
  const response = await call(api, 'POST', '/api/orders/quote', { shopper, body: { user_id: shopper.user._id, ...body } })
  expect(response.statusCode, response.body).toBe(200)
  return OrderQuoteSchema.parse(response.json().data)
}

async function addresses(shopper: Shopper) {
  const address = await call(api, 'POST', '/api/shipping-address', { shopper, body: { user_id: shopper.user._id, ...validAddress() } })
  return address.json().data._id as string
}

/** Options with plenty of stock, priced as the demo prices them. */
const options = () =>
  withDatabase(api, (db) =>
    db
      .prepare<[], { product_id: string; id: string }>("SELECT v.product_id, v.id FROM product_variants v WHERE v.status = 'Active' AND v.stock >= 1 ORDER BY v.rowid")
      .all()
      .map((v) => ({ productId: v.product_id, variantId: v.id })),
  )

const rupees = (value: number) => Math.round(value * 100)

describe('the quote', () => {
  it('shows an automatic coupon as its own line with its code, and checkout charges exactly the quote', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const [option] = await options()
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET price_paise = 399700, stock = 100 WHERE id = ?').run(option!.variantId))
    await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: shopper!.user._id, product_id: option!.productId, variant_id: option!.variantId } })
    const priced = await quote(shopper!)
    expect(priced).toMatchObject({ subtotal: 3997, coupon: { code: 'AUTO5', automatic: true, discountAmount: 200 }, coupon_refusal: null, shipping: 0, total: 3797, amount: 379_700, currency: 'INR' })
    const addressId = await addresses(shopper!)
    const placed = await call(api, 'POST', '/api/orders/checkout', {
      shopper,
      body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'Online Payment', payment_gateway: 'Razorpay', item_ids: priced.item_ids, expected_amount: priced.amount },
    })
    const answer = CheckoutResponseSchema.parse(placed.json())
    expect(answer.amount).toBe(379_700)
    const gateway = await call(api, 'GET', `/api/test-gateway/razorpay/${answer.order_id}`, { shopper })
    expect(gateway.json().amount).toBe(379_700)
  })

  it('refuses a checkout whose expected amount is no longer the price, with the new quote, and takes nothing', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = (await options())[5]!
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET price_paise = 100000, stock = 100 WHERE id = ?').run(option.variantId))
    await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: shopper!.user._id, product_id: option.productId, variant_id: option.variantId } })
    const before = await quote(shopper!)
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET price_paise = 120000 WHERE id = ?').run(option.variantId))
    const addressId = await addresses(shopper!)
    const refused = await call(api, 'POST', '/api/orders/checkout', {
      shopper,
      body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'COD', expected_amount: before.amount },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('The total of your order is now ₹1,200. Please check it and pay again.')
    expect(OrderQuoteSchema.parse(refused.json().quote).amount).toBe(120_000)
    expect((await call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper })).json().orders).toEqual([])
    expect(unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper })).json())).toHaveLength(1)
  })

  it('reports the shopper’s coupon that no longer applies, with the reason, and prices without it', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = (await options())[9]!
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET price_paise = 250000, stock = 100 WHERE id = ?').run(option.variantId))
    await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: shopper!.user._id, product_id: option.productId, variant_id: option.variantId } })
    const flat = coupons.find((c) => c.code === 'FLAT200')!
    expect((await call(api, 'POST', '/api/apply-coupon', { shopper, body: { user_id: shopper!.user._id, coupon_id: flat._id } })).statusCode).toBe(200)
    expect(await quote(shopper!)).toMatchObject({ coupon: { code: 'FLAT200', automatic: false }, total: 2300 })
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET price_paise = 150000 WHERE id = ?').run(option.variantId))
    expect(await quote(shopper!)).toMatchObject({ coupon: null, coupon_refusal: { code: 'FLAT200' }, total: 1500 })
  })
})

describe('one price, for random bags and every kind of coupon (property)', () => {
  it('the quote equals the order’s recorded total and the gateway amount, and the order detail’s lines add up to it', async () => {
    const next = random(20261126)
    const pool = await options()
    const demoOnly = await withDatabase(api, (db) => db.prepare<[], { id: string }>("SELECT id FROM coupons WHERE code = 'VIP20'").get()!.id)
    // percent, flat, per-item percent, per-item flat, shipping, buy-X-get-Y, minimum purchase (all but STYLE15 and
    // FREESHIP have one), automatic (applied manually: refused), inactive, expired, another customer's, none.
    const kinds = [...coupons.map((c) => ({ code: c.code, id: c._id })), { code: 'VIP20 (another customer’s)', id: demoOnly }, { code: 'none', id: null }]
    const seen = { automatic: 0, manual: 0, refused: 0 }
    for (let round = 0; round < 48; round += 1) {
      const [shopper] = await quickShoppers(api, 1)
      const lineCount = 1 + Math.floor(next() * 4)
      for (let i = 0; i < lineCount; i += 1) {
        const option = pool[Math.floor(next() * pool.length)]!
        const quantity = 1 + Math.floor(next() * 2)
        await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET stock = stock + 10 WHERE id = ?').run(option.variantId))
        await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: shopper!.user._id, product_id: option.productId, variant_id: option.variantId, quantity } })
      }
      const bag = unwrap.cartItems((await call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper })).json()) as Array<{ _id: string }>
      // Sometimes only some lines are selected.
      const chosen = next() < 0.3 && bag.length > 1 ? bag.filter(() => next() < 0.6) : bag
      const itemIds = (chosen.length > 0 ? chosen : bag).map((line) => line._id)
      const kind = kinds[round % kinds.length]!
      if (kind.id) {
        const applied = await call(api, 'POST', '/api/apply-coupon', { shopper, body: { user_id: shopper!.user._id, coupon_id: kind.id, item_ids: itemIds } })
        if (applied.statusCode !== 200) seen.refused += 1
      }
      const priced: OrderQuote = await quote(shopper!, { item_ids: itemIds })
      if (priced.coupon?.automatic) seen.automatic += 1
      else if (priced.coupon) seen.manual += 1
      const online = next() < 0.5
      const addressId = await addresses(shopper!)
      const placed = await call(api, 'POST', '/api/orders/checkout', {
        shopper,
        body: {
          user_id: shopper!.user._id,
          shipping_address_id: addressId,
          payment_method: online ? 'Online Payment' : 'COD',
          ...(online ? { payment_gateway: 'Razorpay' } : {}),
          item_ids: itemIds,
          expected_amount: priced.amount,
        },
      })
      const context = `round ${round}, coupon ${kind.code}, ${online ? 'online' : 'COD'}: ${placed.body}`
      expect(placed.statusCode, context).toBe(201)
      const answer = CheckoutResponseSchema.parse(placed.json())
      expect(answer.amount, context).toBe(priced.amount)
      if (online) expect((await call(api, 'GET', `/api/test-gateway/razorpay/${answer.order_id}`, { shopper })).json().amount, context).toBe(priced.amount)
      const order = OrderSchema.parse((await call(api, 'GET', `/api/orders/${answer.order._id}`, { shopper })).json().data.order)
      expect(rupees(order.total_order_price), context).toBe(priced.amount)
      expect(order.coupon ? (order.coupon as { code: string }).code : null, context).toBe(priced.coupon?.code ?? null)
      const lines = order.orderItem.reduce((sum, item) => sum + rupees(item.total_item_price), 0)
      const discount = rupees(((order.coupon as { discountAmount?: number } | null)?.discountAmount ?? 0))
      expect(lines - discount, context).toBe(priced.amount)
      expect(lines, context).toBe(rupees(priced.subtotal))
      // Whole rupees: the ₹ figure the shopper reads is the amount charged, to the paisa.
      expect(priced.amount % 100, context).toBe(0)
    }
    // The rounds covered automatic coupons, manual ones and refused ones.
    expect(seen.automatic).toBeGreaterThan(0)
    expect(seen.manual).toBeGreaterThan(0)
    expect(seen.refused).toBeGreaterThan(0)
  }, 60_000)
})
