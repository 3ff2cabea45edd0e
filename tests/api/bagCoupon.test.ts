/**
 * The bag's answers carry the applied coupon, worked out now on the lines it was applied to (an addition to
 * spec 000 §7's `data.items`): a reload shows it, a quantity change moves its figure, and when it stops applying
 * the answer says why.
 */
import Database from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApplyCouponResponseSchema, CartResponseSchema, CouponSchema, unwrap, type Coupon } from '../../data/contract/schemas'
import { openShopDatabase } from '../../server/db/database'
import { call, createTestApi, quickShoppers, withDatabase, type Shopper, type TestApi } from './helpers'

let api: TestApi
let coupons: Coupon[]
beforeAll(async () => {
  api = await createTestApi()
  coupons = unwrap.list((await call(api, 'GET', '/api/coupons/all')).json()).map((c) => CouponSchema.parse(c))
})
afterAll(async () => {
  await api?.close()
})

const couponId = (code: string) => coupons.find((c) => c.code === code)!._id

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
const apply = (shopper: Shopper, code: string, itemIds?: string[]) =>
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
    const applied = ApplyCouponResponseSchema.parse((await apply(shopper, 'STYLE15', [lineIds[0]])).json())
    expect(applied).toMatchObject({ message: 'Coupon applied successfully!', data: { discountAmount: 90, item_ids: [lineIds[0]], coupon: { code: 'STYLE15' } } })
    const bag = await readBag(shopper)
    expect(bag.coupon).toMatchObject({ discountAmount: 90, item_ids: [lineIds[0]], coupon: { code: 'STYLE15' } })
    expect(bag.coupon).not.toHaveProperty('refusal')
  })

  it('applies to the whole bag when no lines are named', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    expect((await apply(shopper, 'STYLE15')).statusCode).toBe(200)
    expect((await readBag(shopper)).coupon).toMatchObject({ discountAmount: 150, item_ids: lineIds })
  })

  it('works the figure out again when a quantity changes', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    await apply(shopper, 'STYLE15', lineIds)
    const updated = CartResponseSchema.parse((await call(api, 'PUT', `/api/cart/item/update/${lineIds[0]}`, { shopper, body: { quantity: 3 } })).json())
    expect(updated.data.coupon).toMatchObject({ discountAmount: 330, item_ids: lineIds }) // 15% of 1800 + 400
  })

  it('says why when the coupon no longer applies, and counts nothing for it', async () => {
    const { shopper, lineIds } = await bagOfTwo([600, 400])
    expect((await apply(shopper, 'WELCOME10', lineIds)).json().data).toMatchObject({ discountAmount: 100 }) // ₹1000 reaches ₹999
    const removed = CartResponseSchema.parse((await call(api, 'DELETE', `/api/cart/remove/${lineIds[0]}`, { shopper })).json())
    expect(removed.data.coupon).toEqual(
      expect.objectContaining({ discountAmount: 0, item_ids: [lineIds[1]], refusal: 'Coupon is not valid for your current cart total.', coupon: expect.objectContaining({ code: 'WELCOME10' }) }),
    )
  })

  it('forgets the coupon when it is cleared', async () => {
    const { shopper } = await bagOfTwo([600, 400])
    await apply(shopper, 'STYLE15')
    expect((await call(api, 'DELETE', '/api/apply-coupon', { shopper })).statusCode).toBe(200)
    expect((await readBag(shopper)).coupon).toBeNull()
  })

  it('refuses lines that are not in the shopper’s bag', async () => {
    const { shopper } = await bagOfTwo([600, 400])
    const other = await bagOfTwo([600, 400])
    const refused = await apply(shopper, 'STYLE15', [other.lineIds[0]])
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
