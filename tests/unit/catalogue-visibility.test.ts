import { describe, expect, it } from 'vitest'
import { displayOption, isNewIn, isPurchasable, isVisible, productOptions, visibleProducts } from '../../data/catalogue/visibility'
import { simpleProduct, variantProduct } from '../fixtures/products'

describe('visibility: a product appears only if a variant is Active with stock > 0', () => {
  it('shows a product with one Active variant in stock', () => {
    expect(isVisible(variantProduct())).toBe(true)
  })
  it('hides a product whose variants are all out of stock', () => {
    expect(isVisible(variantProduct({}, [{ variant_stock_availability: 0 }, { variant_stock_availability: 0 }]))).toBe(false)
  })
  it('hides a product whose in-stock variants are all Inactive', () => {
    expect(isVisible(variantProduct({}, [{ variant_status: 'Inactive' }, { variant_stock_availability: 0 }]))).toBe(false)
  })
  it('shows a product when any one variant qualifies', () => {
    expect(isVisible(variantProduct({}, [{ variant_stock_availability: 0 }, { variant_status: 'Inactive' }, {}]))).toBe(true)
  })
  it('treats negative stock as none', () => {
    expect(isVisible(variantProduct({}, [{ variant_stock_availability: -3 }]))).toBe(false)
  })
  it('hides a variant product with no variants at all', () => {
    expect(isVisible(variantProduct({ product_variants: [] }))).toBe(false)
  })
  it('judges a simple product by its own stock and status', () => {
    expect(isVisible(simpleProduct())).toBe(true)
    expect(isVisible(simpleProduct({ stock_availability: 0 }))).toBe(false)
    expect(isVisible(simpleProduct({ status: 'Inactive' }))).toBe(false)
  })
  it('filters a list', () => {
    const list = [variantProduct({ _id: 'a' }), simpleProduct({ _id: 'b', stock_availability: 0 })]
    expect(visibleProducts(list).map((p) => p._id)).toEqual(['a'])
  })
})

describe('productOptions and displayOption', () => {
  it('turns a simple product into one option carrying its id, price and images', () => {
    const [option] = productOptions(simpleProduct())
    expect(option).toMatchObject({ _id: 'sp1', price: 499, compare_price: 599, variant_stock_availability: 10, variant_status: 'Active', image: '/media/lip.svg' })
  })
  it('displays the first purchasable variant, else the first', () => {
    const p = variantProduct({}, [{ variant_stock_availability: 0 }, { _id: 'good' }])
    expect(displayOption(p)?._id).toBe('good')
    const none = variantProduct({}, [{ _id: 'x', variant_stock_availability: 0 }])
    expect(displayOption(none)?._id).toBe('x')
  })
  it('knows a missing option is not purchasable', () => {
    expect(isPurchasable(undefined)).toBe(false)
  })
})

describe('New In badge', () => {
  const now = new Date('2026-11-01T00:00:00.000Z')
  it('shows when the first variant is at most 15 days old', () => {
    expect(isNewIn(variantProduct({}, [{ created_at: '2026-10-17T00:00:00.000Z' }]), now)).toBe(true)
  })
  it('does not show past 15 days', () => {
    expect(isNewIn(variantProduct({}, [{ created_at: '2026-10-16T23:59:59.000Z' }]), now)).toBe(false)
  })
})
