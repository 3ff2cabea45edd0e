import Database from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApplyCouponResponseSchema, CartResponseSchema, CouponSchema, unwrap, type Coupon } from '../../data/contract/schemas'
import { openShopDatabase } from '../../server/db/database'
import { DEMO_SHOPPER } from '../../server/demo/shoppers'
import { buyableOption, call, createTestApi, quickShoppers, readyToCheckOut, withDatabase, type Shopper, type TestApi } from './helpers'

let api: TestApi
let coupons: Coupon[]
beforeAll(async () => {
  api = await createTestApi()
  coupons = unwrap.list((await call(api, 'GET', '/api/coupons/all')).json()).map((c) => CouponSchema.parse(c))
})
afterAll(async () => {
  await api?.close()
})

const coupon = (code: string) => coupons.find((c) => c.code === code)!
const apply = (shopper: Shopper, code: string, extra: Record<string, unknown> = {}) => {
  const c = coupon(code)
  return call(api, 'POST', '/api/apply-coupon', { shopper, body: { user_id: shopper.user._id, coupon_type: c.discount_category.replace(/\s/g, ''), coupon_id: c._id, ...extra } })
}
/** A shopper whose bag holds `quantity` units priced at exactly `rupees` each. */
async function bagWorth(rupees: number, quantity = 1) {
  const [shopper] = await quickShoppers(api, 1)
  const option = await buyableOption(api, 10, 3)
  await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET price_paise = ?, stock = 1000 WHERE id = ?').run(rupees * 100, String(option.variantId)))
  const addressId = await readyToCheckOut(api, shopper!, option, quantity)
  return { shopper: shopper!, addressId }
}

describe('the coupon list', () => {
  it('has every method and category, and hides customer-specific coupons from everyone else', () => {
    expect(new Set(coupons.map((c) => c.method))).toEqual(new Set(['Discount Code', 'Automatic Discount']))
    expect(new Set(coupons.map((c) => c.discount_category))).toEqual(new Set(['Order Discount', 'Product Discount', 'Shipping Discount', 'BuyXgetY']))
    expect(coupons.some((c) => c.code === 'VIP20')).toBe(false)
    expect(coupons.some((c) => c.discount_coupon_status !== 'Active')).toBe(true)
  })

  it('shows the demo shopper their own coupon, naming only them', async () => {
    const login = await call(api, 'POST', '/api/users/login', { body: { login: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } })
    expect(login.statusCode).toBe(200)
    const cookie = `vitrine_session=${login.cookies.find((c) => c.name === 'vitrine_session')!.value}`
    const mine = unwrap.list((await api.app.inject({ method: 'GET', url: '/api/coupons/all', headers: { cookie } })).json()) as Coupon[]
    const vip = mine.find((c) => c.code === 'VIP20')!
    expect(vip.specific_customers).toEqual([login.json().user._id])
  })
})

describe('applying a coupon', () => {
  it('computes each discount category on the server', async () => {
    const { shopper } = await bagWorth(1000, 3)
    const cases: Array<[string, number]> = [
      ['WELCOME10', 300], // 10% of 3000
      ['FLAT200', 200],
      ['STYLE15', 450], // 15% of each of 3 units
      ['EACH50', 150], // 50 off each of 3
      ['BUY2GET1', 1000], // the third unit free
    ]
    for (const [code, discount] of cases) {
      const response = await apply(shopper, code)
      expect(response.statusCode, code).toBe(200)
      const body = ApplyCouponResponseSchema.parse(response.json())
      expect(body.message).toBe('Coupon applied successfully!')
      expect(body.data.discountAmount, code).toBe(discount)
      expect(body.data.coupon.code).toBe(code)
    }
  })

  it('uses the applied coupon at checkout', async () => {
    const { shopper, addressId } = await bagWorth(1000, 2)
    expect((await apply(shopper, 'WELCOME10')).statusCode).toBe(200)
    const placed = await call(api, 'POST', '/api/orders/checkout', { shopper, body: { user_id: shopper.user._id, shipping_address_id: addressId, payment_method: 'COD' } })
    expect(placed.json()).toMatchObject({ amount: 180_000, total_order_price: 1800, coupon: { code: 'WELCOME10', discountAmount: 200 } })
  })

  it('applies the best automatic coupon at checkout when none was chosen', async () => {
    const { shopper, addressId } = await bagWorth(1000, 4)
    const placed = await call(api, 'POST', '/api/orders/checkout', { shopper, body: { user_id: shopper.user._id, shipping_address_id: addressId, payment_method: 'COD' } })
    // AUTOBUY3 (one of four free: ₹1000) beats AUTO5 (5% of ₹4000 = ₹200).
    expect(placed.json()).toMatchObject({ total_order_price: 3000, coupon: { code: 'AUTOBUY3', discountAmount: 1000 } })
  })

  it('refuses with the spec message below the minimum, and refuses automatic, inactive, expired and shipping coupons', async () => {
    const { shopper } = await bagWorth(500)
    expect((await apply(shopper, 'WELCOME10')).json()).toEqual({ message: 'Coupon is not valid for your current cart total.' })
    expect((await apply(shopper, 'AUTO5')).json()).toEqual({ message: 'Auto-applied — cannot apply manually' })
    expect((await apply(shopper, 'MONSOON30')).json()).toEqual({ message: 'This coupon is not active.' })
    expect((await apply(shopper, 'DIWALI2025')).json()).toEqual({ message: 'This coupon has expired.' })
    expect((await apply(shopper, 'FREESHIP')).json()).toEqual({ message: 'Shipping is already free on this order.' })
    expect((await apply(shopper, 'BUY2GET1')).json()).toEqual({ message: 'Add 2 more items to use this offer.' })
    expect((await apply(shopper, 'WELCOME10', { coupon_type: 'ProductDiscount' })).statusCode).toBe(400)
  })

  it('treats another customer’s coupon as unknown, and refuses another shopper’s bag', async () => {
    const { shopper } = await bagWorth(1000)
    const [other] = await quickShoppers(api, 1)
    const vipId = await withDatabase(api, (db) => db.prepare<[], { id: string }>("SELECT id FROM coupons WHERE code = 'VIP20'").get()!.id)
    const refused = await call(api, 'POST', '/api/apply-coupon', { shopper, body: { user_id: shopper.user._id, coupon_id: vipId } })
    expect(refused.statusCode).toBe(404)
    expect((await call(api, 'POST', '/api/apply-coupon', { shopper: other, body: { user_id: shopper.user._id, coupon_id: coupon('WELCOME10')._id } })).statusCode).toBe(403)
    expect((await call(api, 'POST', '/api/apply-coupon', { body: { user_id: shopper.user._id, coupon_id: coupon('WELCOME10')._id } })).statusCode).toBe(401)
  })
})

// ─── The bag's answers carry the applied coupon (an addition to spec 000 §7's `data.items`) ─────────────────────

const couponId = (code: string) => coupon(code)._id

/** A shopper with two lines: one unit of each of two options priced at `prices` rupees, plenty in stock. */
async function bagOfTwo(prices: [number, number]): Promise<{ shopper: Shopper; lineIds: [string, string] }> {
  const [shopper] = await quickShoppers(api, 1)
  const options = await withDatabase(api, (db) => {
    const rows = db
      .prepare<[], { id: string; product_id: string }>("SELECT id, product_id FROM product_variants WHERE status = 'Active' ORDER BY rowid LIMIT 2 OFFSET 20")
      .all()
    rows.forEach((row, i) => db.prepare('UPDATE product_variants SET price_paise = ?, stock = 1000 WHERE id = ?').run(prices[i]! * 100, row.id))
    return rows
  })
  for (const option of options) {
    const added = await call(api, 'POST', '/api/cart/add', { shopper: shopper!, body: { user_id: shopper!.user._id, product_id: option.product_id, variant_id: option.id, quantity: 1 } })
    expect(added.statusCode).toBe(201)
  }
  const bag = CartResponseSchema.parse((await call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper: shopper! })).json())
  return { shopper: shopper!, lineIds: [bag.data.items[0]!._id, bag.data.items[1]!._id] }
}

const readBag = async (shopper: Shopper) => CartResponseSchema.parse((await call(api, 'GET', `/api/cart/user/${shopper.user._id}`, { shopper })).json()).data
const applyTo = (shopper: Shopper, code: string, itemIds?: string[]) =>
  call(api, 'POST', '/api/apply-coupon', { shopper, body: { user_id: shopper.user._id, coupon_id: couponId(code), ...(itemIds ? { item_ids: itemIds } : {}) } })

describe('the bag answer carries the applied coupon', () => {
  it('is null until a coupon is applied, and on every bag answer', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    expect((await readBag(shopper)).coupon).toBeNull()
    const removed = CartResponseSchema.parse((await call(api, 'DELETE', `/api/cart/remove/${lineIds[1]}`, { shopper })).json())
    expect(removed.data.coupon).toBeNull()
  })

  it('keeps the coupon and its figure for the lines it was applied to, so a reload shows it', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    const applied = ApplyCouponResponseSchema.parse((await applyTo(shopper, 'STYLE15', [lineIds[0]])).json())
    expect(applied).toMatchObject({ message: 'Coupon applied successfully!', data: { discountAmount: 90, item_ids: [lineIds[0]], coupon: { code: 'STYLE15' } } })
    const bag = await readBag(shopper)
    expect(bag.coupon).toMatchObject({ discountAmount: 90, item_ids: [lineIds[0]], coupon: { code: 'STYLE15' } })
    expect(bag.coupon).not.toHaveProperty('refusal')
  })

  it('applies to the whole bag when no lines are named', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    expect((await applyTo(shopper, 'STYLE15')).statusCode).toBe(200)
    expect((await readBag(shopper)).coupon).toMatchObject({ discountAmount: 150, item_ids: lineIds })
  })

  it('works the figure out again when a quantity changes', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    await applyTo(shopper, 'STYLE15', lineIds)
    const updated = CartResponseSchema.parse((await call(api, 'PUT', `/api/cart/item/update/${lineIds[0]}`, { shopper, body: { quantity: 3 } })).json())
    expect(updated.data.coupon).toMatchObject({ discountAmount: 330, item_ids: lineIds }) // 15% of 1800 + 400
  })

  it('says why when the coupon no longer applies, and counts nothing for it', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    expect((await applyTo(shopper, 'WELCOME10', lineIds)).json().data).toMatchObject({ discountAmount: 100 }) // ₹1000 reaches ₹999
    const removed = CartResponseSchema.parse((await call(api, 'DELETE', `/api/cart/remove/${lineIds[0]}`, { shopper })).json())
    expect(removed.data.coupon).toEqual(
      expect.objectContaining({ discountAmount: 0, item_ids: [lineIds[1]], refusal: 'Coupon is not valid for your current cart total.', coupon: expect.objectContaining({ code: 'WELCOME10' }) }),
    )
  })

  it('forgets the coupon when it is cleared', async () => {
    const { shopper } = await bagOfTwo([600, 400])
    await applyTo(shopper, 'STYLE15')
    expect((await call(api, 'DELETE', '/api/apply-coupon', { shopper })).statusCode).toBe(200)
    expect((await readBag(shopper)).coupon).toBeNull()
  })

  it('refuses lines that are not in the shopper’s bag', async () => {
    const { shopper } = await bagOfTwo([600, 400])
    const other = await bagOfTwo([600, 400])
    const refused = await applyTo(shopper, 'STYLE15', [other.lineIds[0]])
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ message: 'Some selected items are no longer in your bag.' })
  })
})

describe('an older database file', () => {
  it('gains the applied coupon’s lines column when opened', () => {
    const file = path.join(api.dir, 'old.db')
    const old = new Database(file)
    old.exec('CREATE TABLE cart_coupons (user_id TEXT PRIMARY KEY, coupon_id TEXT NOT NULL, applied_at TEXT NOT NULL)')
    old.close()
    const { db } = openShopDatabase(file)
    try {
      expect(db.prepare<[], { name: string }>('PRAGMA table_info(cart_coupons)').all().map((c) => c.name)).toContain('item_ids_json')
    } finally {
      db.close()
    }
  })
})
