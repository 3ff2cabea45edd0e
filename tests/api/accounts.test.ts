import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestApi, newShopper, withDatabase, type TestApi } from './helpers'

let api: TestApi
let now = new Date()
beforeAll(async () => {
  api = await createTestApi({ clock: () => now, storefrontUrl: 'https://shop.example' })
})
afterAll(async () => {
  await api?.close()
})

const signUp = async () => {
  const body = newShopper()
  expect((await call(api, 'POST', '/api/users/signup', { body })).statusCode).toBe(201)
  return body
}
const latestMail = (to: string) =>
  withDatabase(api, (db) => db.prepare<[string], { body: string }>('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(to) ?? null)
const tokenIn = (mail: { body: string } | null) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1]
const login = (body: { login: string; password: string }, ip = '10.0.0.1') =>
  api.app.inject({ method: 'POST', url: '/api/users/login', payload: body, remoteAddress: ip })

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails a link only to real accounts', async () => {
    const shopper = await signUp()
    const known = await call(api, 'POST', '/api/users/request-password-reset', { body: { email: shopper.email } })
    const unknown = await call(api, 'POST', '/api/users/request-password-reset', { body: { email: 'nobody@example.in' } })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual({ message: 'Reset link sent to your email.' })
    expect(unknown.json()).toEqual(known.json())
    expect(await latestMail('nobody@example.in')).toBeNull()
    expect((await latestMail(shopper.email))!.body).toContain('https://shop.example/reset-password/')
    expect((await call(api, 'POST', '/api/users/request-password-reset', { body: { email: 'not-an-email' } })).statusCode).toBe(400)
  })

  it('resets once with a live token, signs the user out everywhere, and refuses the token again', async () => {
    const shopper = await signUp()
    const session = await login({ login: shopper.email, password: shopper.password })
    const cookie = `vitrine_session=${session.cookies.find((c) => c.name === 'vitrine_session')!.value}`
    await call(api, 'POST', '/api/users/request-password-reset', { body: { email: shopper.email } })
    const token = tokenIn(await latestMail(shopper.email))!
    expect((await call(api, 'POST', `/api/users/reset-password/${token}`, { body: { password: 'short' } })).statusCode).toBe(400)
    const reset = await call(api, 'POST', `/api/users/reset-password/${token}`, { body: { password: 'new-monsoon-2027' } })
    expect(reset.json()).toEqual({ message: 'Password reset successful. You can now log in.' })
    expect((await api.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401)
    expect((await login({ login: shopper.email, password: 'new-monsoon-2027' })).statusCode).toBe(200)
    const reused = await call(api, 'POST', `/api/users/reset-password/${token}`, { body: { password: 'another-pass-1' } })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toMatch(/invalid or has expired/)
  })

  it('refuses an expired token and a made-up one', async () => {
    const shopper = await signUp()
    await call(api, 'POST', '/api/users/request-password-reset', { body: { email: shopper.email } })
    const token = tokenIn(await latestMail(shopper.email))!
    now = new Date(now.getTime() + 31 * 60_000)
    try {
      expect((await call(api, 'POST', `/api/users/reset-password/${token}`, { body: { password: 'new-monsoon-2027' } })).statusCode).toBe(400)
    } finally {
      now = new Date()
    }
    expect((await call(api, 'POST', '/api/users/reset-password/made-up-token-made-up-token', { body: { password: 'new-monsoon-2027' } })).statusCode).toBe(400)
    expect((await call(api, 'POST', `/api/users/reset-password/${encodeURIComponent("' OR 1=1 --")}`, { body: { password: 'new-monsoon-2027' } })).statusCode).toBe(400)
  })
})

describe('failed logins', () => {
  it('refuses a sixth attempt on one account within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    const shopper = await signUp()
    for (let i = 0; i < 5; i++) expect((await login({ login: shopper.email, password: 'wrong-password' }, `10.1.0.${i}`)).statusCode).toBe(401)
    const blocked = await login({ login: shopper.email, password: shopper.password }, '10.1.0.99')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json().message).toMatch(/Too many failed login attempts/)
    now = new Date(now.getTime() + 16 * 60_000)
    try {
      expect((await login({ login: shopper.email, password: shopper.password }, '10.1.0.99')).statusCode).toBe(200)
    } finally {
      now = new Date()
    }
  }, 30_000)

  it('limits one address guessing across many accounts', async () => {
    for (let i = 0; i < 20; i++) expect((await login({ login: `ghost${i}@example.in`, password: 'guess' }, '10.2.0.1')).statusCode).toBe(401)
    expect((await login({ login: 'ghost-new@example.in', password: 'guess' }, '10.2.0.1')).statusCode).toBe(429)
    expect((await login({ login: 'ghost-new@example.in', password: 'guess' }, '10.2.0.2')).statusCode).toBe(401)
  }, 60_000)
})

describe('newsletter', () => {
  it('subscribes once per address and validates the email', async () => {
    const first = await call(api, 'POST', '/api/newsletter', { body: { email: 'Reader@Example.in' } })
    expect(first.statusCode).toBe(201)
    expect(first.json().message).toBe('Thanks for subscribing to our newsletter!')
    expect((await call(api, 'POST', '/api/newsletter', { body: { email: 'reader@example.in' } })).statusCode).toBe(200)
    expect((await call(api, 'POST', '/api/newsletter', { body: { email: 'nope' } })).json()).toEqual({ message: 'Please enter a valid email address.' })
    expect((await call(api, 'POST', '/api/newsletter', { body: {} })).json()).toEqual({ message: 'Please enter a valid email address.' })
  })
})

describe('products by ids', () => {
  it('returns the named products in order, skipping unknown ids', async () => {
    const ids = await withDatabase(api, (db) => db.prepare<[], { id: string }>('SELECT id FROM products ORDER BY position LIMIT 2').all().map((r) => r.id))
    const response = await call(api, 'POST', '/api/products/by-ids', { body: { ids: [ids[1], 'ffffffffffffffffffffffff', ids[0]] } })
    expect(response.json().products.map((p: { _id: string }) => p._id)).toEqual([ids[1], ids[0]])
    expect((await call(api, 'POST', '/api/products/by-ids', { body: { ids: 'abc' } })).statusCode).toBe(400)
  })
})
