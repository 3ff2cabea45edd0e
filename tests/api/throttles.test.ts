/** Issue 10.5, 10.6, 10.8: client addresses behind a proxy, one login limit per account, the sign-up limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../../server/http/network'
import { createTestApi, newShopper, type TestApi } from './helpers'

const login = (api: TestApi, body: object, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
  api.app.inject({ method: 'POST', url: '/api/users/login', payload: body, headers, remoteAddress })

describe('behind a proxy (VITRINE_TRUST_PROXY = hops)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await createTestApi({ network: { trustProxy: 1 } })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('takes the client address from the right end of X-Forwarded-For, so a spoofed leftmost entry does not reset the throttle', async () => {
    // One real client (203.0.113.50, appended by the proxy at 10.0.0.1) inventing a new leftmost address every time.
    const statuses: number[] = []
    for (let i = 0; i < 24; i++) {
      const answer = await login(api, { login: `nobody${i}@example.in`, password: 'wrong-password' }, { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.50` }, '10.0.0.1')
      statuses.push(answer.statusCode)
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    // Another real client behind the same proxy is not held back by the first one's failures.
    const other = await login(api, { login: 'someone@example.in', password: 'wrong-password' }, { 'x-forwarded-for': '192.0.2.1, 203.0.113.51' }, '10.0.0.1')
    expect(other.statusCode).toBe(401)
  }, 60_000)

  it('reads VITRINE_TRUST_PROXY as hops or a list of proxies, never "trust everything"', () => {
    expect([parseTrustProxy(undefined), parseTrustProxy('0'), parseTrustProxy('false')]).toEqual([false, false, false])
    expect([parseTrustProxy('1'), parseTrustProxy('true'), parseTrustProxy('2')]).toEqual([1, 1, 2])
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16'])
    expect(() => parseTrustProxy('everyone')).toThrow(/VITRINE_TRUST_PROXY/)
  })
})

describe('one login limit per account', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await createTestApi()
  })
  afterAll(async () => {
    await api?.close()
  })

  it('counts failures by e-mail and by phone number against the same account', async () => {
    const shopper = newShopper()
    expect((await api.app.inject({ method: 'POST', url: '/api/users/signup', payload: shopper })).statusCode).toBe(201)
    // Five failures spread over both identifiers (and over addresses, so only the account limit can bite).
    const tries = [shopper.email, shopper.phone_number, shopper.email.toUpperCase(), shopper.phone_number, shopper.email]
    for (const [i, id] of tries.entries()) expect((await login(api, { login: id, password: 'wrong-password' }, {}, `198.51.100.${10 + i}`)).statusCode).toBe(401)
    const sixth = await login(api, { login: shopper.phone_number, password: shopper.password }, {}, '198.51.100.40')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers['retry-after']).toBeDefined()
    expect((await login(api, { login: shopper.email, password: shopper.password }, {}, '198.51.100.41')).statusCode).toBe(429)
  }, 60_000)
})

describe('sign-up limit per address', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await createTestApi({ signupLimitPerHour: 3 })
  })
  afterAll(async () => {
    await api?.close()
  })
  const signup = (body: object, remoteAddress: string) => api.app.inject({ method: 'POST', url: '/api/users/signup', payload: body, remoteAddress })

  it('answers 429 with a message past the limit, per address, and still says when an e-mail is taken', async () => {
    const first = newShopper()
    expect((await signup(first, '198.51.100.80')).statusCode).toBe(201)
    const taken = await signup({ ...newShopper(), email: first.email }, '198.51.100.80')
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('An account with this email already exists.')
    expect((await signup(newShopper(), '198.51.100.80')).statusCode).toBe(201)
    const refused = await signup(newShopper(), '198.51.100.80')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Too many accounts created from your network\. Please try again in \d+ minutes?\.$/)
    expect(refused.headers['retry-after']).toBeDefined()
    // Another address is not affected.
    expect((await signup(newShopper(), '198.51.100.81')).statusCode).toBe(201)
  }, 60_000)
})
