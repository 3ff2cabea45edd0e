import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, isSortKey, newestFirstByFirstVariant, SORT_LABELS, sortProducts } from '../../data/catalogue/sorting'
import { simpleProduct, variantProduct } from '../fixtures/products'

const ids = (list: { _id: string }[]) => list.map((p) => p._id)

describe('sort keys', () => {
  it('has the four spec keys with their labels, Newest by default', () => {
    expect(DEFAULT_SORT).toBe('Newest')
    expect(SORT_LABELS).toEqual({ Newest: 'Latest', Discount: 'Discount', PriceHigh: 'Price: High to Low', PriceLow: 'Price: Low to High' })
    expect(isSortKey('PriceLow')).toBe(true)
    expect(isSortKey('cheapest')).toBe(false)
  })
})

describe('sortProducts', () => {
  // b's first variant is cheap but its second is expensive: price sorting must use the first variant only.
  const a = variantProduct({ _id: 'a', created_at: '2026-09-01T00:00:00Z' }, [{ price: 1000, compare_price: 2000, created_at: '2026-09-01T00:00:00Z' }])
  const b = variantProduct({ _id: 'b', created_at: '2026-09-01T00:00:00Z' }, [
    { price: 500, compare_price: 550, created_at: '2026-08-01T00:00:00Z' },
    { price: 9000, compare_price: 9000, created_at: '2026-10-20T00:00:00Z' },
  ])
  const c = simpleProduct({ _id: 'c', price: 3000, compare_price: 3000, created_at: '2026-10-10T00:00:00Z' })

  it('PriceLow and PriceHigh use the first variant price', () => {
    expect(ids(sortProducts([a, b, c], 'PriceLow'))).toEqual(['b', 'a', 'c'])
    expect(ids(sortProducts([a, b, c], 'PriceHigh'))).toEqual(['c', 'a', 'b'])
  })
  it('Discount uses the first variant discount, highest first', () => {
    expect(ids(sortProducts([c, b, a], 'Discount'))).toEqual(['a', 'b', 'c'])
  })
  it('Newest uses the latest variant created_at', () => {
    expect(ids(sortProducts([a, c, b], 'Newest'))).toEqual(['b', 'c', 'a'])
  })
  it('Newest falls back to the product created_at when variants have none', () => {
    const old = variantProduct({ _id: 'old', created_at: '2025-01-01T00:00:00Z' }, [{ created_at: undefined }])
    const fresh = variantProduct({ _id: 'fresh', created_at: '2026-11-01T00:00:00Z' }, [{ created_at: undefined }])
    expect(ids(sortProducts([old, fresh], 'Newest'))).toEqual(['fresh', 'old'])
  })
  it('returns a copy and keeps ties in their order', () => {
    const list = [variantProduct({ _id: 'x' }), variantProduct({ _id: 'y' })]
    const sorted = sortProducts(list, 'PriceLow')
    expect(sorted).not.toBe(list)
    expect(ids(sorted)).toEqual(['x', 'y'])
  })
  it('home rows sort by the first variant created_at, not the latest', () => {
    expect(ids(newestFirstByFirstVariant([b, a, c]))).toEqual(['c', 'a', 'b'])
  })
})
