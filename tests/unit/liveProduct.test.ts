import { describe, expect, it } from 'vitest'
import { mergeLiveProduct } from '../../data/catalogue/liveProduct'
import { isPurchasable, isVisible } from '../../data/catalogue/visibility'
import { fixtureProducts } from '../fixtures/catalogue'

const built = fixtureProducts.find((p) => p._id === 'p-ikat-dupatta')!

describe('mergeLiveProduct', () => {
  it('takes price, compare price, status and stock from the live record, keeping built text', () => {
    const live = structuredClone(built)
    live.product_name = 'Renamed upstream'
    live.description = '<script>x</script>'
    live.product_variants[0]!.price = 899
    live.product_variants[0]!.variant_stock_availability = 0
    live.product_variants[1]!.variant_stock_availability = 3
    const merged = mergeLiveProduct(built, live)
    expect(merged.product_name).toBe(built.product_name)
    expect(merged.description).toBe(built.description)
    expect(merged.product_variants[0]).toMatchObject({ price: 899, variant_stock_availability: 0 })
    expect(isPurchasable(merged.product_variants[1])).toBe(true)
  })
  it('makes a variant the API no longer lists unavailable', () => {
    const live = { ...structuredClone(built), product_variants: [] }
    const merged = mergeLiveProduct(built, live)
    expect(isVisible(merged)).toBe(false)
  })
  it('refreshes a simple product and ignores junk or another product', () => {
    const saree = fixtureProducts.find((p) => p._id === 'p-banarasi-saree')!
    expect(mergeLiveProduct(saree, { ...saree, stock_availability: 0 }).stock_availability).toBe(0)
    expect(mergeLiveProduct(saree, { nope: true })).toBe(saree)
    expect(mergeLiveProduct(saree, { ...saree, _id: 'other' })).toBe(saree)
  })
})
