/** Issue 10.9: every text field has a maximum length, checked by the schema: 400 naming the field. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestApi, quickShoppers, validAddress, type Shopper, type TestApi } from './helpers'

let api: TestApi
let shopper: Shopper
beforeAll(async () => {
  api = await createTestApi()
  ;[shopper] = (await quickShoppers(api, 1)) as [Shopper]
})
afterAll(async () => {
  await api?.close()
})

const long = (n: number) => 'x'.repeat(n)
const AN_ID = 'ffffffffffffffffffffffff'

describe('maximum lengths', () => {
  it('refuses an oversized field on every call that takes a body, naming the field', async () => {
    const me = () => shopper.user._id
    const cases: Array<{ method: 'POST' | 'PUT'; url: () => string; body: () => Record<string, unknown>; field: string; signedIn?: boolean }> = [
      { method: 'POST', url: () => '/api/users/signup', body: () => ({ name: long(5000), email: 'a@b.in', phone_number: '9876501234', password: 'monsoon-2026' }), field: 'name' },
      { method: 'POST', url: () => '/api/users/signup', body: () => ({ name: 'Asha', email: `${long(300)}@b.in`, phone_number: '9876501234', password: 'monsoon-2026' }), field: 'email' },
      { method: 'POST', url: () => '/api/users/signup', body: () => ({ name: 'Asha', email: 'a@b.in', phone_number: '9876501234', password: long(1000) }), field: 'password' },
      { method: 'POST', url: () => '/api/users/login', body: () => ({ login: long(100_000), password: 'x' }), field: 'login' },
      { method: 'POST', url: () => '/api/users/request-password-reset', body: () => ({ email: `${long(300)}@b.in` }), field: 'email' },
      { method: 'POST', url: () => `/api/users/reset-password/${long(40)}`, body: () => ({ password: long(1000) }), field: 'password' },
      { method: 'POST', url: () => '/api/newsletter', body: () => ({ email: `${long(300)}@b.in` }), field: 'email' },
      { method: 'POST', url: () => '/api/products/by-ids', body: () => ({ ids: [long(100)] }), field: 'ids' },
      { method: 'POST', url: () => '/api/shipping-address', body: () => ({ user_id: me(), ...validAddress({ street: long(10_000) }) }), field: 'street', signedIn: true },
      { method: 'POST', url: () => '/api/billing-address', body: () => ({ user_id: me(), ...validAddress({ landmark: long(10_000) }) }), field: 'landmark', signedIn: true },
      { method: 'POST', url: () => '/api/shipping-address', body: () => ({ user_id: me(), ...validAddress({ address_type: 'Other', custom_address_type: long(500) }) }), field: 'custom_address_type', signedIn: true },
      { method: 'POST', url: () => '/api/cart/add', body: () => ({ user_id: me(), product_id: AN_ID, variant_id: true, size: long(1000) }), field: 'size', signedIn: true },
      { method: 'POST', url: () => '/api/cart/add', body: () => ({ user_id: me(), product_id: long(1000), variant_id: true }), field: 'product_id', signedIn: true },
      { method: 'POST', url: () => '/api/wishlist', body: () => ({ user_id: me(), product_id: AN_ID, variant_id: long(1000) }), field: 'variant_id', signedIn: true },
      { method: 'POST', url: () => '/api/reviews', body: () => ({ user_id: me(), product_id: AN_ID, rating: 5, review: long(100_000) }), field: 'review', signedIn: true },
      { method: 'POST', url: () => '/api/apply-coupon', body: () => ({ user_id: me(), coupon_id: long(1000) }), field: 'coupon_id', signedIn: true },
      { method: 'POST', url: () => '/api/apply-coupon', body: () => ({ user_id: me(), coupon_id: AN_ID, coupon_type: long(1000) }), field: 'coupon_type', signedIn: true },
      { method: 'POST', url: () => '/api/orders/checkout', body: () => ({ user_id: me(), shipping_address_id: long(1000), payment_method: 'COD' }), field: 'shipping_address_id', signedIn: true },
      { method: 'POST', url: () => '/api/orders/checkout', body: () => ({ user_id: me(), shipping_address_id: AN_ID, payment_method: 'Online Payment', payment_gateway: long(1000) }), field: 'payment_gateway', signedIn: true },
      { method: 'POST', url: () => '/api/orders/checkout', body: () => ({ user_id: me(), shipping_address_id: AN_ID, payment_method: 'COD', buy_now: { product_id: long(1000), variant_id: true } }), field: 'product_id', signedIn: true },
      { method: 'PUT', url: () => `/api/users/${me()}`, body: () => ({ name: long(5000), phone_number: '9876501234' }), field: 'name', signedIn: true },
      { method: 'PUT', url: () => `/api/users/${me()}`, body: () => ({ name: 'Asha', phone_number: '9876501234', location: long(100_000) }), field: 'location', signedIn: true },
      { method: 'POST', url: () => '/api/orders/razorpay-payment-verify', body: () => ({ razorpay_order_id: long(1000), razorpay_payment_id: 'p', razorpay_signature: 's' }), field: 'razorpay_order_id', signedIn: true },
      { method: 'POST', url: () => '/api/orders/phonepe-initiate', body: () => ({ order_id: long(1000) }), field: 'order_id', signedIn: true },
    ]
    for (const { method, url, body, field, signedIn } of cases) {
      const answer = await call(api, method, url(), { shopper: signedIn ? shopper : null, body: body() })
      const label = `${method} ${url().slice(0, 60)} ${field}`
      expect(answer.statusCode, label).toBe(400)
      const message = String(answer.json().message).toLowerCase()
      // Named as the body names it (custom_address_type) or in words (Password, City).
      expect([field, field.replace(/_/g, ' ')].some((name) => message.includes(name.toLowerCase())), `${label}: ${message}`).toBe(true)
    }
  })

  it('no field of an address or review update can store a megabyte', async () => {
    const created = await call(api, 'POST', '/api/shipping-address', { shopper, body: { user_id: shopper.user._id, ...validAddress() } })
    const id = created.json().data._id as string
    const answer = await call(api, 'PUT', `/api/shipping-address/${shopper.user._id}/${id}`, { shopper, body: { city: long(1_000_000 - 100) } })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe('City must be at most 80 characters.')
  })
})
