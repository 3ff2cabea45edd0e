/** Issue 10.3 and 10.4: CORS never reflects an arbitrary origin; cross-site state changes are refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '../../data/contract/calls'
import { CROSS_SITE_REFUSED, parseStorefrontOrigins } from '../../server/http/crossSite'
import { createApiApp } from '../../server/index'
import { runCli, tempDir } from '../cli/helpers'
import { buyableOption, call, createTestApi, quickShoppers, readyToCheckOut, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi({ corsOrigins: ['https://shop.example'] })
})
afterAll(async () => {
  await api?.close()
})

describe('CORS', () => {
  it('answers listed origins only, with credentials, and reflects nothing else', async () => {
    const preflight = await api.app.inject({ method: 'OPTIONS', url: '/api/cart/add', headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example')
    expect(preflight.headers['access-control-allow-credentials']).toBe('true')
    for (const origin of ['https://evil.example', 'https://shop.example.evil.test', 'null']) {
      const answer = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin } })
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
  })

  it('refuses a wildcard or a malformed origin before starting', async () => {
    expect(() => parseStorefrontOrigins(['*'])).toThrow(/wildcard/)
    expect(() => parseStorefrontOrigins(['https://*.shop.example'])).toThrow(/wildcard/)
    expect(() => parseStorefrontOrigins(['shop.example'])).toThrow(/not an origin/)
    expect(() => parseStorefrontOrigins(['https://shop.example/path'])).toThrow(/not an origin/)
    const dir = await tempDir('cors')
    await expect(createApiApp({ dbFile: `${dir}/shop.db`, products: 5, corsOrigins: ['*'] })).rejects.toThrow(/wildcard/)
  })

  it('`vitrine api --cors "*"` and VITRINE_CORS_ORIGINS=* exit non-zero with one line', async () => {
    const dir = await tempDir('cors-cli')
    const flag = await runCli(['api', '--port', '0', '--db', `${dir}/shop.db`, '--cors', '*'], { timeoutMs: 30_000 })
    expect(flag.code).toBe(2)
    expect(flag.stderr.split('\n')[0]).toMatch(/^vitrine: --cors: CORS origin "\*" is refused/)
    const env = await runCli(['api', '--port', '0', '--db', `${dir}/shop.db`], { env: { VITRINE_CORS_ORIGINS: 'https://shop.example,*' }, timeoutMs: 30_000 })
    expect(env.code).toBe(2)
  }, 60_000)
})

describe('cross-site request forgery', () => {
  it('refuses every state-changing call from a foreign origin or a sibling site, and changes nothing', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 2)
    const addressId = await readyToCheckOut(api, shopper!, option)
    const bag = () => call(api, 'GET', `/api/cart/user/${shopper!.user._id}`, { shopper }).then((r) => unwrap.cartItems(r.json()))
    const [line] = (await bag()) as Array<{ _id: string; quantity: number }>
    const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'https://shop.example.evil.test' }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }]
    const calls: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', '/api/cart/add', { user_id: shopper!.user._id, product_id: option.productId, variant_id: option.variantId, quantity: 1 }],
      ['PUT', `/api/cart/item/update/${line!._id}`, { quantity: 2 }],
      ['DELETE', `/api/cart/remove/${line!._id}`, undefined],
      ['POST', '/api/orders/checkout', { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'COD' }],
      ['DELETE', `/api/shipping-address/${shopper!.user._id}/${addressId}`, undefined],
      ['POST', '/api/users/logout', undefined],
      ['POST', '/api/shiprocket/order/cancel/1', undefined],
    ]
    for (const headers of foreign) {
      for (const [method, url, body] of calls) {
        const answer = await call(api, method, url, { shopper, body, headers })
        expect(answer.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403)
        expect(answer.json()).toEqual({ message: CROSS_SITE_REFUSED })
      }
    }
    // Nothing changed: the same single line, and the session still works.
    expect(await bag()).toMatchObject([{ _id: line!._id, quantity: 1 }])
    expect((await call(api, 'GET', `/api/orders/user/${shopper!.user._id}`, { shopper })).json().orders).toEqual([])
  })

  it('lets the shop’s own pages, listed storefronts and non-browser clients through', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api, 2)
    const body = { user_id: shopper!.user._id, product_id: option.productId, variant_id: option.variantId, quantity: 1 }
    const own = await call(api, 'POST', '/api/cart/add', { shopper, body, headers: { origin: 'http://localhost:80', host: 'localhost:80' } })
    expect(own.statusCode).toBe(201)
    const listed = await call(api, 'POST', '/api/cart/add', { shopper, body, headers: { origin: 'https://shop.example' } })
    expect(listed.statusCode).toBe(201)
    const sameOrigin = await call(api, 'POST', '/api/cart/add', { shopper, body, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(sameOrigin.statusCode).toBe(201)
    // curl and server-to-server calls send neither header.
    expect((await call(api, 'POST', '/api/cart/add', { shopper, body })).statusCode).toBe(201)
    // Reads are not state changes.
    expect((await call(api, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } })).statusCode).toBe(200)
  })
})
