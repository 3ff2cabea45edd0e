import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AddressSchema } from '../../data/contract/schemas'
import { call, createTestApi, quickShoppers, validAddress, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

describe.each([
  ['/api/shipping-address', 'Address added'],
  ['/api/billing-address', 'Billing address added'],
])('%s', (base, addedMessage) => {
  it('adds, lists, updates and deletes the session user’s addresses', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const uid = shopper!.user._id
    const added = await call(api, 'POST', base, { shopper, body: { user_id: uid, ...validAddress({ pincode: 560001 }) } })
    expect(added.statusCode).toBe(201)
    expect(added.json().message).toBe(addedMessage)
    const address = AddressSchema.parse(added.json().data)
    expect(address).toMatchObject({ user_id: uid, address_type: 'Home', country: 'India', pincode: '560001' })

    const list = await call(api, 'GET', `${base}/${uid}`, { shopper })
    expect(list.json().data.map((a: { _id: string }) => a._id)).toEqual([address._id])

    const updated = await call(api, 'PUT', `${base}/${uid}/${address._id}`, { shopper, body: { city: 'Mysuru', address_type: 'Other', custom_address_type: 'Parents' } })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ city: 'Mysuru', street: '12 MG Road', custom_address_type: 'Parents' })

    expect((await call(api, 'DELETE', `${base}/${uid}/${address._id}`, { shopper })).statusCode).toBe(200)
    expect((await call(api, 'GET', `${base}/${uid}`, { shopper })).json()).toEqual({ data: [] })
    expect((await call(api, 'DELETE', `${base}/${uid}/${address._id}`, { shopper })).statusCode).toBe(404)
  })

  it('validates the spec’s rules', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const post = (fields: Record<string, unknown>) => call(api, 'POST', base, { shopper, body: { user_id: shopper!.user._id, ...validAddress(fields) } })
    expect((await post({ address_type: 'Other' })).json()).toEqual({ message: 'Please enter a custom address type.' })
    expect((await post({ pincode: '5600' })).json()).toEqual({ message: 'Pincode must be exactly 6 digits.' })
    expect((await post({ phone_number: '98765' })).json()).toEqual({ message: 'Phone number must be exactly 10 digits.' })
    expect((await post({ address_name: '  ' })).json()).toEqual({ message: 'Full name is required' })
    expect((await post({ city: undefined })).json()).toEqual({ message: 'City is required' })
    expect((await post({ address_type: 'Castle' })).statusCode).toBe(400)
    expect((await post({ country: 'Nepal' })).json().data.country).toBe('Nepal')
  })

  it('refuses visitors and other shoppers on all four calls', async () => {
    const [owner, other] = await quickShoppers(api, 2)
    const uid = owner!.user._id
    const id = (await call(api, 'POST', base, { shopper: owner, body: { user_id: uid, ...validAddress() } })).json().data._id
    expect((await call(api, 'GET', `${base}/${uid}`)).statusCode).toBe(401)
    expect((await call(api, 'GET', `${base}/${uid}`, { shopper: other })).statusCode).toBe(403)
    expect((await call(api, 'POST', base, { shopper: other, body: { user_id: uid, ...validAddress() } })).statusCode).toBe(403)
    expect((await call(api, 'PUT', `${base}/${uid}/${id}`, { shopper: other, body: { city: 'X' } })).statusCode).toBe(403)
    // Naming yourself in the path does not reach someone else's address either.
    expect((await call(api, 'PUT', `${base}/${other!.user._id}/${id}`, { shopper: other, body: { city: 'X' } })).statusCode).toBe(404)
    expect((await call(api, 'DELETE', `${base}/${other!.user._id}/${id}`, { shopper: other })).statusCode).toBe(404)
    expect((await call(api, 'GET', `${base}/${uid}`, { shopper: owner })).json().data[0].city).toBe('Bengaluru')
  })
})

it('keeps shipping and billing addresses apart', async () => {
  const [shopper] = await quickShoppers(api, 1)
  const uid = shopper!.user._id
  const id = (await call(api, 'POST', '/api/shipping-address', { shopper, body: { user_id: uid, ...validAddress() } })).json().data._id
  expect((await call(api, 'DELETE', `/api/billing-address/${uid}/${id}`, { shopper })).statusCode).toBe(404)
})
