import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WishlistEntrySchema } from '../../data/contract/schemas'
import { buyableOption, call, createTestApi, quickShoppers, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

describe('the wishlist', () => {
  it('adds without duplicates, is readable by anyone, and removes', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const option = await buyableOption(api)
    const body = { user_id: shopper!.user._id, product_id: option.productId, variant_id: option.variantId }
    const first = await call(api, 'POST', '/api/wishlist', { shopper, body })
    expect(first.statusCode).toBe(201)
    expect(first.json().message).toBe('Added to Wishlist!')
    const entry = WishlistEntrySchema.parse(first.json().data)
    const again = await call(api, 'POST', '/api/wishlist', { shopper, body })
    expect(again.statusCode).toBe(200)
    expect(again.json().data._id).toBe(entry._id)

    // Public: it backs the shared wishlist page.
    const shared = await call(api, 'GET', `/api/wishlist/${shopper!.user._id}`)
    expect(shared.statusCode).toBe(200)
    expect(shared.json().data).toHaveLength(1)
    expect(shared.json().data[0]).toMatchObject({ _id: entry._id, product_id: { _id: option.productId } })
    expect(JSON.stringify(shared.json())).not.toMatch(/email|phone/)

    expect((await call(api, 'DELETE', `/api/wishlist/${entry._id}`, { shopper })).statusCode).toBe(200)
    expect((await call(api, 'GET', `/api/wishlist/${shopper!.user._id}`)).json()).toEqual({ data: [] })
    expect((await call(api, 'DELETE', `/api/wishlist/${entry._id}`, { shopper })).statusCode).toBe(404)
  })

  it('answers the spec messages for missing ids, and 404 for unknown ones', async () => {
    const [shopper] = await quickShoppers(api, 1)
    const post = (body: Record<string, unknown>) => call(api, 'POST', '/api/wishlist', { shopper, body: { user_id: shopper!.user._id, ...body } })
    expect((await post({ product_id: 'x' })).json()).toEqual({ message: 'Product ID and Variant ID are required' })
    expect((await post({ variant_id: 'x' })).json()).toEqual({ message: 'Product ID and Variant ID are required' })
    expect((await post({ product_id: 'ffffffffffffffffffffffff', variant_id: true })).statusCode).toBe(404)
  })

  it('refuses visitors and other shoppers', async () => {
    const [owner, other] = await quickShoppers(api, 2)
    const option = await buyableOption(api)
    const body = { user_id: owner!.user._id, product_id: option.productId, variant_id: option.variantId }
    expect((await call(api, 'POST', '/api/wishlist', { body })).statusCode).toBe(401)
    expect((await call(api, 'POST', '/api/wishlist', { shopper: other, body })).statusCode).toBe(403)
    const id = (await call(api, 'POST', '/api/wishlist', { shopper: owner, body })).json().data._id
    expect((await call(api, 'DELETE', `/api/wishlist/${id}`, { shopper: other })).statusCode).toBe(404)
    expect((await call(api, 'DELETE', `/api/wishlist/${id}`)).statusCode).toBe(401)
  })
})
