import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi({ corsOrigins: ['http://shop.test'] })
})
afterAll(async () => {
  await api?.close()
})

describe('errors and plumbing', () => {
  it('answers the health check', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers malformed JSON with 400 { message } and no stack trace', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: '{"login": ', headers: { 'content-type': 'application/json' } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' })
  })

  it('answers a body that is not an object, or no body at all, with 400', async () => {
    for (const payload of ['[1,2]', '"text"', 'null']) {
      const response = await api.app.inject({ method: 'POST', url: '/api/users/signup', payload, headers: { 'content-type': 'application/json' } })
      expect(response.statusCode, payload).toBe(400)
      expect(response.json()).toHaveProperty('message')
    }
    expect((await api.app.inject({ method: 'POST', url: '/api/users/login' })).statusCode).toBe(400)
  })

  it('answers an unsupported content type with a 4xx { message }', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: 'login=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toHaveProperty('message')
  })

  it('answers unknown routes with 404 { message }', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toHaveProperty('message')
  })

  it('allows credentialed CORS from listed origins only', async () => {
    const allowed = await api.app.inject({ method: 'OPTIONS', url: '/api/cart/add', headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST' } })
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe('http://shop.test')
    expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    const stranger = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.test' } })
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
  })
})
