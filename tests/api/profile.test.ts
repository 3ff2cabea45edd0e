import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserSchema } from '../../data/contract/schemas'
import { SCHEMA_VERSION } from '../../server/db/schema'
import { createApiApp } from '../../server/index'
import { call, createTestApi, newShopper, quickShoppers, signedInShopper, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  phone_number: '9123456780',
  gender: 'Female',
  dob: '1994-08-21',
  location: 'Pune',
  altMobile: '9988776655',
  ...overrides,
})

describe('PUT /api/users/{userId} (an addition to the spec: Profile Details)', () => {
  it('saves the fields and returns them from the update, /api/users/me and login', async () => {
    const { user, body, cookie } = await signedInShopper(api.app)
    const phone = `91${body.phone_number.slice(2)}`
    const saved = await api.app.inject({ method: 'PUT', url: `/api/users/${user._id}`, headers: { cookie }, payload: profile({ phone_number: phone, email: 'other@example.in' }) })
    expect(saved.statusCode).toBe(200)
    const expected = { _id: user._id, name: 'Asha Verma', email: body.email, phone_number: phone, gender: 'Female', dob: '1994-08-21', location: 'Pune', altMobile: '9988776655' }
    expect(saved.json()).toMatchObject({ message: 'Profile updated successfully.', user: expected })
    expect(UserSchema.parse(saved.json().user)).toMatchObject(expected)

    const me = await api.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })
    expect(me.json().user).toMatchObject(expected)
    const login = await api.app.inject({ method: 'POST', url: '/api/users/login', payload: { login: phone, password: body.password } })
    expect(login.json().user).toMatchObject(expected)
  })

  it('clears optional fields sent empty, and keeps the shopper\'s own phone number', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const me = (await call(api, 'GET', '/api/users/me', { shopper })).json().user
    expect(me).toMatchObject({ gender: null, dob: null, location: null, altMobile: null })
    const first = await call(api, 'PUT', `/api/users/${shopper!.user._id}`, { shopper, body: profile({ phone_number: me.phone_number }) })
    expect(first.statusCode).toBe(200)
    const cleared = await call(api, 'PUT', `/api/users/${shopper!.user._id}`, { shopper, body: { name: 'Asha', phone_number: me.phone_number, gender: '', dob: null, altMobile: '' } })
    expect(cleared.json().user).toMatchObject({ name: 'Asha', phone_number: me.phone_number, gender: null, dob: null, location: null, altMobile: null })
  })

  it('lets only the signed-in owner update: 401 signed out, 403 for another account', async () => {
    const [owner, other] = await quickShoppers(api, 2)
    expect((await call(api, 'PUT', `/api/users/${owner!.user._id}`, { body: profile() })).statusCode).toBe(401)
    const foreign = await call(api, 'PUT', `/api/users/${owner!.user._id}`, { shopper: other, body: profile() })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toHaveProperty('message')
    expect((await call(api, 'GET', '/api/users/me', { shopper: owner })).json().user.name).toBe(owner!.user.name)
  })

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ phone_number: '98765' }, 'Phone number must be exactly 10 digits.'],
    [{ phone_number: undefined }, 'Phone number must be exactly 10 digits.'],
    [{ altMobile: '12345' }, 'Alternative mobile number must be exactly 10 digits.'],
    [{ dob: '2999-01-01' }, 'Date of birth must be a real date in the past.'],
    [{ dob: '1999-02-30' }, 'Date of birth must be a real date in the past.'],
    [{ dob: 19940821 }, 'Date of birth must be a real date in the past.'],
    [{ gender: 'Robot' }, 'Gender must be Male, Female or Other.'],
    [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters.'],
  ])('refuses %j with 400 and a message naming the field', async (change, message) => {
    const [shopper] = await quickShoppers(api, 1)
    const response = await call(api, 'PUT', `/api/users/${shopper!.user._id}`, { shopper, body: profile(change) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  it("refuses another account's phone number with 409", async () => {
    const [shopper, other] = await quickShoppers(api, 2)
    const theirs = (await call(api, 'GET', '/api/users/me', { shopper: other })).json().user.phone_number
    const response = await call(api, 'PUT', `/api/users/${shopper!.user._id}`, { shopper, body: profile({ phone_number: theirs }) })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'An account with this phone number already exists.' })
  })
})

describe('upgrading a database made before Profile Details', () => {
  it('adds the profile columns to an existing users table and keeps its accounts', async () => {
    const old = await createTestApi()
    try {
      const body = newShopper()
      expect((await old.app.inject({ method: 'POST', url: '/api/users/signup', payload: body })).statusCode).toBe(201)
      await old.app.close()
      // Make the file what schema version 2 wrote: a users table without the profile columns.
      const raw = new Database(old.dbFile)
      for (const column of ['gender', 'dob', 'location', 'alt_mobile']) raw.exec(`ALTER TABLE users DROP COLUMN ${column}`)
      raw.prepare("UPDATE shop_meta SET value = '2' WHERE key = 'schema_version'").run()
      raw.close()

      const upgraded = await createApiApp({ dbFile: old.dbFile, products: 40, seed: 7 })
      try {
        const login = await upgraded.inject({ method: 'POST', url: '/api/users/login', payload: { login: body.email, password: body.password } })
        expect(login.statusCode).toBe(200)
        expect(login.json().user).toMatchObject({ name: body.name, gender: null, dob: null, location: null, altMobile: null })
        const cookie = `vitrine_session=${login.cookies.find((c) => c.name === 'vitrine_session')!.value}`
        const saved = await upgraded.inject({ method: 'PUT', url: `/api/users/${login.json().user._id}`, headers: { cookie }, payload: profile({ phone_number: body.phone_number }) })
        expect(saved.statusCode).toBe(200)
        expect(saved.json().user).toMatchObject({ gender: 'Female', dob: '1994-08-21', location: 'Pune', altMobile: '9988776655' })
      } finally {
        await upgraded.close()
      }
      const check = new Database(old.dbFile, { readonly: true })
      const columns = check.prepare<[], { name: string }>('PRAGMA table_info(users)').all().map((c) => c.name)
      const version = check.prepare<[], { value: string }>("SELECT value FROM shop_meta WHERE key = 'schema_version'").get()!.value
      check.close()
      expect(columns).toEqual(expect.arrayContaining(['gender', 'dob', 'location', 'alt_mobile']))
      expect(version).toBe(String(SCHEMA_VERSION))
      expect(SCHEMA_VERSION).toBeGreaterThan(2)
    } finally {
      await old.close().catch(() => undefined)
    }
  })
})
