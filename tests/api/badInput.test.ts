import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestApi, quickShoppers, type Shopper, type TestApi } from './helpers'

let api: TestApi
let shopper: Shopper
beforeAll(async () => {
  api = await createTestApi()
  ;[shopper] = (await quickShoppers(api, 1)) as [Shopper]
})
afterAll(async () => {
  await api?.close()
})

const X = 'ffffffffffffffffffffffff'
/** Every call that takes a body, signed in as a shopper: bad input must never reach a 500. */
const BODY_CALLS: Array<['POST' | 'PUT', string]> = [
  ['POST', '/api/users/signup'],
  ['POST', '/api/users/login'],
  ['POST', '/api/users/request-password-reset'],
  ['POST', `/api/users/reset-password/${'a'.repeat(43)}`],
  ['POST', '/api/products/by-ids'],
  ['POST', '/api/cart/add'],
  ['PUT', `/api/cart/item/update/${X}`],
  ['POST', '/api/apply-coupon'],
  ['POST', '/api/shipping-address'],
  ['PUT', `/api/shipping-address/{me}/${X}`],
  ['POST', '/api/billing-address'],
  ['PUT', `/api/billing-address/{me}/${X}`],
  ['POST', '/api/wishlist'],
  ['POST', '/api/reviews'],
  ['POST', '/api/orders/checkout'],
  ['POST', '/api/orders/razorpay-payment-verify'],
  ['POST', '/api/orders/phonepe-initiate'],
  ['POST', '/api/newsletter'],
]
const INJECTIONS = ["' OR 1=1 --", '"; DROP TABLE users; --', '{"$ne": null}', '<img src=x onerror=alert(1)>', '../../etc/passwd', '\u0000']

const send = (method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json') =>
  api.app.inject({ method, url: url.replace('{me}', shopper.user._id), payload, headers: { cookie: shopper.cookie, 'content-type': contentType } })

function expect4xx(response: { statusCode: number; json(): unknown; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400)
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500)
  expect(response.json(), what).toHaveProperty('message')
  expect(response.body, what).not.toMatch(/at .*\.ts:\d+|stack/i)
}

describe('bad input gets a 4xx { message }, never a 500', () => {
  it.each(BODY_CALLS)('%s %s: malformed JSON, wrong shapes, wrong types', async (method, url) => {
    expect4xx(await send(method, url, '{"user_id": '), 'malformed')
    for (const payload of ['[]', '"text"', '42', 'null', '{}', '{"user_id": 5, "ids": "x", "quantity": "two", "email": []}']) {
      expect4xx(await send(method, url, payload), payload)
    }
  })

  it.each(BODY_CALLS)('%s %s: injection strings in every field', async (method, url) => {
    for (const attack of INJECTIONS) {
      const fields = ['user_id', 'product_id', 'variant_id', 'coupon_id', 'shipping_address_id', 'order_id', 'email', 'login', 'password', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'city', 'pincode']
      const body = Object.fromEntries(fields.map((f) => [f, attack]))
      const response = await send(method, url, JSON.stringify({ ...body, ids: [attack], quantity: 1, rating: 5, payment_method: 'COD' }))
      // Looking up ids that do not exist is not an error: it finds nothing.
      if (url === '/api/products/by-ids') expect(response.json()).toEqual({ products: [] })
      else expect4xx(response, attack)
    }
  })

  it('refuses an oversized body with 413 and keeps serving', async () => {
    const response = await send('POST', '/api/cart/add', JSON.stringify({ size: 'x'.repeat(2 * 1024 * 1024) }))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toHaveProperty('message')
    // Reviews take three pictures as data URLs, so their limit is higher, but there is one.
    const review = await send('POST', '/api/reviews', JSON.stringify({ review: 'x'.repeat(5 * 1024 * 1024) }))
    expect(review.statusCode).toBe(413)
    expect(review.json()).toHaveProperty('message')
    expect((await call(api, 'GET', '/api/health')).statusCode).toBe(200)
  })

  it('validates paths and queries too', async () => {
    const long = 'a'.repeat(500)
    for (const url of [`/api/products/${long}`, `/api/orders/${long}`, `/api/wishlist/${long}`, '/api/products?categoryId=a&categoryId=b', `/api/reviews?productId=${long}`, `/api/cart/user/${encodeURIComponent("' OR 1=1 --")}`]) {
      const response = await call(api, 'GET', url, { shopper })
      expect4xx(response, url)
    }
    expect((await call(api, 'GET', `/api/products/${encodeURIComponent("' OR '1'='1")}`)).statusCode).toBe(404)
    expect((await call(api, 'GET', '/api/products?categoryId[$ne]=x')).statusCode).toBe(200)
  })

  it('still serves after all of that', async () => {
    const products = await call(api, 'GET', '/api/products')
    expect(products.statusCode).toBe(200)
    expect((products.json() as { data: unknown[] }).data.length).toBe(40)
  })
})
