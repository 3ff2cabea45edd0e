import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CartItemSchema, ProductSchema, SIMPLE_PRODUCT, unwrap, type Product } from '../../data/contract/schemas'
import { isPurchasable, isVisible } from '../../data/catalogue/visibility'
import { createTestApi, signedInShopper, type TestApi } from './helpers'

let api: TestApi
let products: Product[]
beforeAll(async () => {
  api = await createTestApi()
  products = unwrap.list((await api.app.inject({ method: 'GET', url: '/api/products' })).json()).map((p) => ProductSchema.parse(p))
})
afterAll(async () => {
  await api?.close()
})

function variantWhere(test: (v: Product['product_variants'][number]) => boolean) {
  for (const product of products) {
    const variant = product.product_variants.find(test)
    if (variant) return { product, variant }
  }
  throw new Error('the demo catalogue has no such variant')
}

const addToCart = (cookie: string | undefined, payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/cart/add', payload, headers: cookie ? { cookie } : {} })

describe('adding to the bag', () => {
  it('adds a variant, then raises the same line when it is added again', async () => {
    const { user, cookie } = await signedInShopper(api.app)
    const { product, variant } = variantWhere((v) => isPurchasable(v) && v.variant_stock_availability >= 3)
    const first = await addToCart(cookie, { user_id: user._id, product_id: product._id, variant_id: variant._id, quantity: 1, size: 'M' })
    expect(first.statusCode).toBe(201)
    expect(first.json().message).toBe('Added to cart')
    const again = await addToCart(cookie, { user_id: user._id, product_id: product._id, variant_id: variant._id, quantity: 2 })
    const items = unwrap.cartItems(again.json()).map((item) => CartItemSchema.parse(item))
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ quantity: 3, variant_id: variant._id, price: variant.price, product: { product_id: product._id, product_name: product.product_name } })
    const colour = variant.attributes.find((a) => a.attribute_name === 'Color')?.attribute_value
    expect(items[0]!.product.product_variant.attributes.Color).toBe(colour)
  })

  it('adds a simple product with variant_id true', async () => {
    const { user, cookie } = await signedInShopper(api.app)
    const simple = products.find((p) => p.product_type === SIMPLE_PRODUCT && isVisible(p))!
    const response = await addToCart(cookie, { user_id: user._id, product_id: simple._id, variant_id: true })
    expect(response.statusCode).toBe(201)
    const [item] = unwrap.cartItems(response.json()).map((i) => CartItemSchema.parse(i))
    expect(item).toMatchObject({ quantity: 1, variant_id: true, price: simple.price })
  })

  it('answers 401 without a session and 403 for another shopper', async () => {
    const { user } = await signedInShopper(api.app)
    const { cookie: otherCookie } = await signedInShopper(api.app)
    const { product, variant } = variantWhere(isPurchasable)
    const payload = { user_id: user._id, product_id: product._id, variant_id: variant._id, quantity: 1 }
    expect((await addToCart(undefined, payload)).statusCode).toBe(401)
    const forbidden = await addToCart(otherCookie, payload)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toHaveProperty('message')
  })

  it('answers 404 for an unknown product or variant and 400 for a bad body', async () => {
    const { user, cookie } = await signedInShopper(api.app)
    const { product } = variantWhere(isPurchasable)
    const unknownProduct = await addToCart(cookie, { user_id: user._id, product_id: 'ffffffffffffffffffffffff', variant_id: true })
    expect(unknownProduct.statusCode).toBe(404)
    expect(unknownProduct.json()).toEqual({ message: 'Product not found' })
    const unknownVariant = await addToCart(cookie, { user_id: user._id, product_id: product._id, variant_id: 'ffffffffffffffffffffffff' })
    expect(unknownVariant.json()).toEqual({ message: 'Variant not found' })
    const badQuantity = await addToCart(cookie, { user_id: user._id, product_id: product._id, variant_id: true, quantity: 0 })
    expect(badQuantity.statusCode).toBe(400)
    expect(badQuantity.json()).toHaveProperty('message')
  })

  it('refuses an out-of-stock variant, an Inactive one, and more than is on hand with 409', async () => {
    const { user, cookie } = await signedInShopper(api.app)
    const soldOut = variantWhere((v) => v.variant_status === 'Active' && v.variant_stock_availability === 0)
    const noStock = await addToCart(cookie, { user_id: user._id, product_id: soldOut.product._id, variant_id: soldOut.variant._id })
    expect(noStock.statusCode).toBe(409)
    expect(noStock.json()).toEqual({ message: 'Out of stock' })

    const inactive = variantWhere((v) => v.variant_status === 'Inactive')
    const withdrawn = await addToCart(cookie, { user_id: user._id, product_id: inactive.product._id, variant_id: inactive.variant._id })
    expect(withdrawn.statusCode).toBe(409)

    const scarce = variantWhere((v) => isPurchasable(v) && v.variant_stock_availability <= 4)
    const stock = scarce.variant.variant_stock_availability
    const body = { user_id: user._id, product_id: scarce.product._id, variant_id: scarce.variant._id }
    expect((await addToCart(cookie, { ...body, quantity: stock })).statusCode).toBe(201)
    const tooMany = await addToCart(cookie, { ...body, quantity: 1 })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toEqual({ message: `Only ${stock} left in stock` })
  })
})

describe('reading and changing the bag', () => {
  it('reads, updates and removes lines of the session user only', async () => {
    const { user, cookie } = await signedInShopper(api.app)
    const other = await signedInShopper(api.app)
    const { product, variant } = variantWhere((v) => isPurchasable(v) && v.variant_stock_availability >= 2)
    await addToCart(cookie, { user_id: user._id, product_id: product._id, variant_id: variant._id })

    const bag = await api.app.inject({ method: 'GET', url: `/api/cart/user/${user._id}`, headers: { cookie } })
    expect(bag.statusCode).toBe(200)
    const [line] = unwrap.cartItems(bag.json()).map((i) => CartItemSchema.parse(i))
    expect(line).toBeDefined()

    expect((await api.app.inject({ method: 'GET', url: `/api/cart/user/${user._id}` })).statusCode).toBe(401)
    expect((await api.app.inject({ method: 'GET', url: `/api/cart/user/${user._id}`, headers: { cookie: other.cookie } })).statusCode).toBe(403)

    const update = (quantity: unknown, who = cookie) =>
      api.app.inject({ method: 'PUT', url: `/api/cart/item/update/${line!._id}`, payload: { quantity }, headers: { cookie: who } })
    const updated = await update(2)
    expect(updated.statusCode).toBe(200)
    expect(unwrap.cartItems(updated.json())[0]).toMatchObject({ quantity: 2 })
    expect((await update(0)).statusCode).toBe(400)
    expect((await update('two')).statusCode).toBe(400)
    expect((await update(variant.variant_stock_availability + 1)).statusCode).toBe(409)
    expect((await update(1, other.cookie)).statusCode).toBe(404)

    const missing = await api.app.inject({ method: 'DELETE', url: '/api/cart/remove/ffffffffffffffffffffffff', headers: { cookie } })
    expect(missing.statusCode).toBe(404)
    expect((await api.app.inject({ method: 'DELETE', url: `/api/cart/remove/${line!._id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404)
    const removed = await api.app.inject({ method: 'DELETE', url: `/api/cart/remove/${line!._id}`, headers: { cookie } })
    expect(removed.statusCode).toBe(200)
    expect(unwrap.cartItems(removed.json())).toEqual([])
  })
})
