import { describe, expect, it } from 'vitest'
import { toProduct } from '../../data/catalogue/liveProduct'
import { unwrap } from '../../data/contract/calls'
import type { Product, WishlistEntry } from '../../data/contract/schemas'
import {
  bagVariantId,
  moveToBagBody,
  qualifyingVariant,
  sharedWishlistItems,
  sharedWishlistUrl,
  wishlistHeading,
  wishlistItems,
  wishlistProductIds,
} from '../../data/wishlist/wishlistItems'
import { isShownOnWishlist, wishlistCount } from '../../data/wishlist/wishlistCount'
import { simpleProduct, variantProduct } from '../fixtures/products'

const now = new Date('2026-11-01T00:00:00.000Z')
const entry = (id: string, productId: string, variantId: string | true | null = true): WishlistEntry => ({ _id: id, user_id: 'u1', product_id: { _id: productId }, variant_id: variantId })
const byId = (...products: Product[]) => new Map(products.map((p) => [p._id, p]))

describe('the qualifying variant (spec 001 §4)', () => {
  it('is the first variant Active with stock above 0', () => {
    const product = variantProduct({}, [{ _id: 'out', variant_stock_availability: 0 }, { _id: 'off', variant_status: 'Inactive' }, { _id: 'ok' }, { _id: 'later' }])
    expect(qualifyingVariant(product)?._id).toBe('ok')
  })
  it('is none when no variant qualifies (never a fallback to the first)', () => {
    expect(qualifyingVariant(variantProduct({}, [{ variant_stock_availability: 0 }, { variant_status: 'Inactive' }]))).toBeUndefined()
  })
  it('judges a simple product by its own stock and status', () => {
    expect(qualifyingVariant(simpleProduct())?._id).toBe('sp1')
    expect(qualifyingVariant(simpleProduct({ stock_availability: 0 }))).toBeUndefined()
  })
})

describe('what the wishlist shows', () => {
  it('asks for each product once, in list order', () => {
    expect(wishlistProductIds([entry('e1', 'b'), entry('e2', 'a'), entry('e3', 'b')])).toEqual(['b', 'a'])
  })
  it('keeps entries whose product qualifies, in order, showing the first qualifying variant', () => {
    const kurta = variantProduct({ _id: 'k' }, [{ _id: 'k1', variant_stock_availability: 0, price: 900 }, { _id: 'k2', price: 1200, compare_price: 1500 }])
    const lip = simpleProduct({ _id: 'l' })
    const items = wishlistItems([entry('e1', 'k', 'k1'), entry('e2', 'l')], byId(kurta, lip), now)
    expect(items.map((i) => [i.entry._id, i.variant._id])).toEqual([
      ['e1', 'k2'],
      ['e2', 'l'],
    ])
    expect(items[0]!.card).toMatchObject({ id: 'k', price: 120_000, comparePrice: 150_000, path: '/product/indigo-kurta_k' })
  })
  it('drops entries whose product has no qualifying variant, or was not returned', () => {
    const soldOut = variantProduct({ _id: 'gone' }, [{ variant_stock_availability: 0 }])
    const items = wishlistItems([entry('e1', 'gone'), entry('e2', 'missing'), entry('e3', 'p1')], byId(soldOut, variantProduct()), now)
    expect(items.map((i) => i.entry._id)).toEqual(['e3'])
  })
  it('shows a product once on a shared list however many of its options were saved', () => {
    const items = sharedWishlistItems([entry('e1', 'p1', 'v1'), entry('e2', 'p1', 'v2'), entry('e3', 'sp1')], byId(variantProduct({}, [{}, {}]), simpleProduct()), now)
    expect(items.map((i) => i.entry._id)).toEqual(['e1', 'e3'])
  })
  it('titles the list with its count', () => {
    expect([wishlistHeading(0), wishlistHeading(1), wishlistHeading(3)]).toEqual(['My Wishlist (0 items)', 'My Wishlist (1 item)', 'My Wishlist (3 items)'])
  })
})

describe('Move to Bag (spec 001 §4, §7, §9)', () => {
  const kurta = variantProduct({}, [{ _id: 'v1' }, { _id: 'v2' }, { _id: 'v3', variant_stock_availability: 0 }])
  it('adds the saved option while it can be bought', () => {
    expect(bagVariantId(entry('e', 'p1', 'v2'), kurta)).toBe('v2')
  })
  it('falls back to the first qualifying option when the saved one sold out, is gone or unknown', () => {
    expect(bagVariantId(entry('e', 'p1', 'v3'), kurta)).toBe('v1')
    expect(bagVariantId(entry('e', 'p1', 'nope'), kurta)).toBe('v1')
    expect(bagVariantId(entry('e', 'p1', true), kurta)).toBe('v1')
  })
  it('sends true for a simple product, and nothing when no option can be bought', () => {
    expect(bagVariantId(entry('e', 'sp1', true), simpleProduct())).toBe(true)
    expect(bagVariantId(entry('e', 'sp1', true), simpleProduct({ stock_availability: 0 }))).toBeNull()
    expect(bagVariantId(entry('e', 'p1', 'v1'), variantProduct({}, [{ variant_status: 'Inactive' }]))).toBeNull()
  })
  it('always sends quantity 1 and size M', () => {
    expect(moveToBagBody('u1', entry('e', 'p1', 'v2'), kurta)).toEqual({ user_id: 'u1', product_id: 'p1', variant_id: 'v2', quantity: 1, size: 'M' })
    expect(moveToBagBody('u1', entry('e', 'p1'), variantProduct({}, [{ variant_stock_availability: 0 }]))).toBeNull()
  })
})

describe('Share Wishlist', () => {
  it('links {origin}/wishlist/{userId}', () => {
    expect(sharedWishlistUrl('https://shop.example', 'u 1')).toBe('https://shop.example/wishlist/u%201')
    expect(sharedWishlistUrl('http://127.0.0.1:4180/', 'abc')).toBe('http://127.0.0.1:4180/wishlist/abc')
  })
})

describe('live products from POST /api/products/by-ids', () => {
  it('reads { products } and keeps well-formed products with their well-formed variants', () => {
    const body = {
      products: [
        { _id: 'p1', product_name: 'Kurta', product_type: 'Variant Product', product_variants: [{ _id: 'v1', price: 10, variant_status: 'Active', variant_stock_availability: 2 }, { _id: 'bad', price: 'free' }] },
        { _id: 'p2', product_type: 'Variant Product' },
        'junk',
      ],
    }
    const products = unwrap.products(body).flatMap((p) => toProduct(p) ?? [])
    expect(products.map((p) => p._id)).toEqual(['p1'])
    expect(products[0]!.product_variants.map((v) => v._id)).toEqual(['v1'])
    expect(products[0]).toMatchObject({ categories: [], sub_categories: [], product_variants: [{ gallery_image: [], attributes: [] }] })
  })
  it('refuses an answer without a products list', () => {
    expect(() => unwrap.products({ data: [] })).toThrow()
  })
})

describe("the header's wishlist count", () => {
  const inStock = variantProduct({ _id: 'in' }, [{ _id: 'ok' }])
  const soldOut = variantProduct({ _id: 'gone' }, [{ _id: 'out', variant_stock_availability: 0 }, { _id: 'off', variant_status: 'Inactive' }])
  const entries = [entry('e1', 'in', 'ok'), entry('e2', 'gone', 'out'), entry('e3', 'missing'), entry('e4', 'in', 'other'), entry('e5', 'new')]
  const known = new Map<string, Product | null>([
    ['in', inStock],
    ['gone', soldOut],
    ['missing', null],
  ])

  it('counts what the wishlist screen shows: entries of products with an option in stock', () => {
    expect(wishlistItems(entries.slice(0, 4), known, now)).toHaveLength(2)
    expect(wishlistCount(entries.slice(0, 4), known)).toBe(2)
  })
  it('counts an entry whose product is still being fetched (just added from a page that sold it)', () => {
    expect(wishlistCount(entries, known)).toBe(3)
  })
  it('shows a product only when it is known and can be bought', () => {
    expect(isShownOnWishlist(inStock)).toBe(true)
    expect(isShownOnWishlist(soldOut)).toBe(false)
    expect(isShownOnWishlist(null)).toBe(false)
    expect(isShownOnWishlist(simpleProduct())).toBe(true)
  })
})
