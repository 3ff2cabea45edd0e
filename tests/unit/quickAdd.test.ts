import { describe, expect, it } from 'vitest'
import { toProduct } from '../../data/catalogue/liveProduct'
import { quickAddFailure, quickAddPlan, SIZE_UNAVAILABLE, wishlistOption } from '../../data/catalogue/quickAdd'
import type { Product } from '../../data/contract/schemas'
import { formatCountdown, msUntilEndOfDay } from '../../data/content/offerCountdown'
import { fixtureProducts } from '../fixtures/catalogue'

const byId = (id: string) => structuredClone(fixtureProducts.find((p) => p._id === id)!)

describe('QUICK ADD on a card', () => {
  it('offers every size, each buying the size in the colour the card shows', () => {
    // The card shows Ivory (the first purchasable option); XL is sold out in Ivory but not in Indigo.
    expect(quickAddPlan(byId('p-chanderi-kurta'))).toEqual({
      kind: 'sizes',
      sizes: [
        { size: 'S', variantId: 'chanderi-v1' },
        { size: 'M', variantId: 'chanderi-v2' },
        { size: 'L', variantId: 'chanderi-v3' },
        { size: 'XL', variantId: null },
      ],
    })
  })

  it("follows the shown colour when the first one has nothing to sell, and marks sizes without stock ('Size unavailable')", () => {
    const kurti = byId('p-block-kurti')
    for (const v of kurti.product_variants) if (v.attributes.some((a) => a.attribute_value === 'Rust')) v.variant_stock_availability = 0
    const plan = quickAddPlan(kurti)
    // Rust is sold out, so the card shows Teal, whose XS is sold out.
    expect(plan).toEqual({
      kind: 'sizes',
      sizes: [
        { size: 'XS', variantId: null },
        { size: 'S', variantId: 'kurti-v6' },
        { size: 'M', variantId: 'kurti-v7' },
        { size: 'L', variantId: 'kurti-v8' },
      ],
    })
    expect(SIZE_UNAVAILABLE).toBe('Size unavailable')
  })

  it('treats an Inactive option as unavailable', () => {
    const shirt = byId('p-linen-shirt')
    shirt.product_variants[1]!.variant_status = 'Inactive'
    expect(quickAddPlan(shirt)).toEqual({
      kind: 'sizes',
      sizes: [
        { size: 'M', variantId: 'linen-v1' },
        { size: 'L', variantId: null },
        { size: 'XL', variantId: null },
      ],
    })
  })

  it('adds a simple product, or variants without sizes, at once', () => {
    expect(quickAddPlan(byId('p-banarasi-saree'))).toEqual({ kind: 'direct', variantId: true })
    // Colours only: the colour the card shows (Indigo; Maroon is sold out).
    expect(quickAddPlan(byId('p-ikat-dupatta'))).toEqual({ kind: 'direct', variantId: 'ikat-v1' })
  })

  it('matches the Size attribute whatever its case', () => {
    const shirt = byId('p-linen-shirt')
    for (const v of shirt.product_variants) v.attributes = v.attributes.map((a) => ({ ...a, attribute_name: 'SIZE' }))
    expect(quickAddPlan(shirt)).toMatchObject({ kind: 'sizes', sizes: [{ size: 'M' }, { size: 'L' }, { size: 'XL' }] })
  })

  it("says 'Failed to add', with the server's reason when there is one", () => {
    expect(quickAddFailure(undefined)).toBe('Failed to add')
    expect(quickAddFailure('Only 2 left in stock')).toBe('Failed to add: Only 2 left in stock')
  })
})

describe('the wishlist heart', () => {
  it('saves the option the card shows; a simple product sends true', () => {
    expect(wishlistOption(byId('p-chanderi-kurta'))).toBe('chanderi-v1')
    expect(wishlistOption(byId('p-ikat-dupatta'))).toBe('ikat-v1')
    expect(wishlistOption(byId('p-kumkumadi-oil'))).toBe(true)
  })
})

describe('QUICK ADD on the live product (GET /api/products/{id}, read with toProduct)', () => {
  it('offers what the built record would, without a malformed variant', () => {
    const live = JSON.parse(JSON.stringify(byId('p-linen-shirt'))) as Product
    ;(live.product_variants as unknown[]).push({ _id: 'broken', price: 'free', variant_status: 'Active', variant_stock_availability: 3, attributes: [{ attribute_name: 'Size', attribute_value: 'XXL' }] })
    expect(quickAddPlan(toProduct(live)!)).toEqual(quickAddPlan(byId('p-linen-shirt')))
    expect(quickAddPlan(toProduct(JSON.parse(JSON.stringify(byId('p-kantha-cushion'))))!)).toEqual({ kind: 'direct', variantId: true })
  })
})

describe('the menu discount timer', () => {
  it('counts down to the shopper’s midnight as HH:MM:SS', () => {
    expect(msUntilEndOfDay(new Date(2025, 5, 20, 23, 59, 30))).toBe(30_000)
    expect(msUntilEndOfDay(new Date(2025, 5, 20, 0, 0, 0))).toBe(24 * 3600_000)
    expect(formatCountdown(5 * 3600_000 + 7 * 60_000 + 9_999)).toBe('05:07:09')
    expect(formatCountdown(-1)).toBe('00:00:00')
  })
})
