import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserSchema } from '../../data/contract/schemas'
import { createTestApi, newShopper, signedInShopper, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

const post = (url: string, payload: unknown, cookie?: string) =>
  api.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} })

describe('signup', () => {
  it('creates an account and answers 201 with the spec message and the user', async () => {
    const body = newShopper()
    const response = await post('/api/users/signup', body)
    expect(response.statusCode).toBe(201)
    const json = response.json()
    expect(json.message).toBe('Account created successfully!')
    const user = UserSchema.parse(json.user)
    expect(user).toMatchObject({ name: body.name, email: body.email, phone_number: body.phone_number, user_role: 'Customer' })
    expect(JSON.stringify(json)).not.toContain('password')
  })

  it('refuses a phone number that is not exactly 10 digits', async () => {
    const response = await post('/api/users/signup', newShopper({ phone_number: '98765' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Phone number must be exactly 10 digits.' })
  })

  it('refuses a missing field with 400 and a message', async () => {
    const { name: _name, ...withoutName } = newShopper()
    const response = await post('/api/users/signup', withoutName)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/name/i)
  })

  it('only creates Customer accounts', async () => {
    const response = await post('/api/users/signup', newShopper({ user_role: 'Admin' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toHaveProperty('message')
  })

  it('refuses a second account with the same email or phone with 409', async () => {
    const body = newShopper()
    expect((await post('/api/users/signup', body)).statusCode).toBe(201)
    const sameEmail = await post('/api/users/signup', newShopper({ email: body.email.toUpperCase() }))
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json().message).toMatch(/email/)
    const samePhone = await post('/api/users/signup', newShopper({ phone_number: body.phone_number }))
    expect(samePhone.statusCode).toBe(409)
    expect(samePhone.json().message).toMatch(/phone/)
  })
})

describe('login, me and logout', () => {
  it('logs in by email or phone and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const body = newShopper()
    await post('/api/users/signup', body)
    for (const login of [body.email, body.phone_number]) {
      const response = await post('/api/users/login', { login, password: body.password })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ message: 'Login successful', user: { email: body.email } })
      const cookie = response.cookies.find((c) => c.name === 'vitrine_session')!
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie.value.length).toBeGreaterThanOrEqual(43)
    }
  })

  it('answers 401 with the spec message for a wrong password or an unknown login', async () => {
    const body = newShopper()
    await post('/api/users/signup', body)
    for (const attempt of [{ login: body.email, password: 'not-the-password' }, { login: 'nobody@example.in', password: body.password }]) {
      const response = await post('/api/users/login', attempt)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: 'Invalid credentials. Please try again.' })
      expect(response.cookies).toHaveLength(0)
    }
  })

  it('refuses an empty login with 400', async () => {
    const response = await post('/api/users/login', { login: '  ', password: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Email or phone is required' })
  })

  it('knows the session user, and forgets them after logout', async () => {
    const { user, cookie } = await signedInShopper(api.app)
    const me = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json().user._id).toBe(user._id)

    const logout = await post('/api/users/logout', {}, cookie)
    expect(logout.statusCode).toBe(200)
    expect(logout.cookies.find((c) => c.name === 'vitrine_session')?.value).toBe('')
    const after = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toHaveProperty('message')
  })

  it('answers 401 to /me without a session or with a forged one', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401)
    const forged = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: 'vitrine_session=forged' } })
    expect(forged.statusCode).toBe(401)
  })
})
