import { describe, expect, it } from 'vitest'
import { ACCOUNT_DYNAMIC_PREFIXES, ACCOUNT_SHELL_HTML, ACCOUNT_STATIC_ROUTES, isAccountPath, safeReturnPath, signInReason } from '../../data/account/routes'
import { ANNOUNCEMENT_MESSAGES, FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/content/announcements'
import { ApiError, errorMessage, mediaUrl, PLACEHOLDER_IMAGE } from '../../data/contract/client'
import { cartTotals } from '../../data/catalogue/cartTotals'
import { HERO_INTERVAL_MS, rowScrollStep, wrapIndex } from '../../data/catalogue/display'
import type { CartItem } from '../../data/contract/schemas'

describe('announcement banner (spec 000 §1)', () => {
  it('shows the five messages, then the last three again', () => {
    expect(ANNOUNCEMENT_MESSAGES).toEqual([
      'Global Shipping Worldwide',
      'Free Shipping On Order Above 999',
      'Track Your Order',
      '24/7 Support',
      'Global Shipping For You',
      'Track Your Order',
      '24/7 Support',
      'Global Shipping For You',
    ])
    expect(FREE_SHIPPING_THRESHOLD_RUPEES).toBe(999)
  })
})

describe('display rules (spec 000 §9)', () => {
  it('scrolls rows by 230 px times 6, 5, 3 or 2 cards', () => {
    expect([1440, 1280, 1279, 1024, 1023, 768, 767, 360].map(rowScrollStep)).toEqual([1380, 1380, 1150, 1150, 690, 690, 460, 460])
  })
  it('wraps carousel indexes both ways', () => {
    expect([wrapIndex(3, 3), wrapIndex(-1, 3), wrapIndex(1, 3), wrapIndex(5, 0)]).toEqual([0, 2, 1, 0])
    expect(HERO_INTERVAL_MS).toBe(6000)
  })
})

describe('account routes (spec 001 route table)', () => {
  it('matches the shell routes and nothing else', () => {
    for (const path of [...ACCOUNT_STATIC_ROUTES, '/cart/', '/reset-password/abc', '/wishlist/u1', '/orders/o1']) expect(isAccountPath(path)).toBe(true)
    for (const path of ['/', '/product/all', '/orders', '/orders/', '/reset-password', '/faq', '/loginx']) expect(isAccountPath(path)).toBe(false)
    expect(ACCOUNT_DYNAMIC_PREFIXES).toContain('/orders/')
    expect(ACCOUNT_SHELL_HTML).toBe('/login/index.html')
  })
  it('returns only to same-site paths after sign-in', () => {
    expect(safeReturnPath('/product/x_1')).toBe('/product/x_1')
    expect(safeReturnPath('//evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(safeReturnPath('/login')).toBe('/')
    expect(safeReturnPath(null)).toBe('/')
  })
  it('tells a shopper sent to sign in what it is for', () => {
    expect(signInReason('/cart')).toBe('Sign in to see your bag.')
    expect(signInReason('/checkout?buy=now')).toBe('Sign in to check out.')
    expect(signInReason('/wishlist')).toBe('Sign in to see your wishlist.')
    expect(signInReason('/profile?tab=orders')).toBe('Sign in to see your orders.')
    expect(signInReason('/profile?tab=addresses')).toBe('Sign in to see your account.')
    expect(signInReason('/orders/abc')).toBe('Sign in to see your order.')
    for (const plain of ['/', '/product/all', '/wishlist/6b0b37', '/faq']) expect(signInReason(plain)).toBeNull()
  })
})

describe('api helpers', () => {
  it('prefixes root-relative media with the API base and passes absolute URLs through', () => {
    expect(mediaUrl('/media/a.svg', 'https://api.example')).toBe('https://api.example/media/a.svg')
    expect(mediaUrl('/media/a.svg', '')).toBe('/media/a.svg')
    expect(mediaUrl('https://cdn.example/a.jpg', 'https://api.example')).toBe('https://cdn.example/a.jpg')
    expect(mediaUrl(null)).toBe(PLACEHOLDER_IMAGE)
  })
  it("shows the server's message, else the screen's fallback", () => {
    expect(errorMessage(new ApiError('x', 400, 'Out of stock'), 'Add to cart failed')).toBe('Out of stock')
    expect(errorMessage(new ApiError('x', 0), 'Add to cart failed')).toBe('Add to cart failed')
    expect(errorMessage(new Error('x'), 'Add to cart failed')).toBe('Add to cart failed')
  })
})

describe('cartTotals', () => {
  const line = (quantity: number, price: number, compare: number | null, selected = true): CartItem =>
    ({ _id: `l${price}`, quantity, selected, product: { product_id: 'p', product_name: 'x', product_variant: { price, compare_price: compare, attributes: {} } } }) as CartItem
  it('adds MRP, discount and total of selected lines in paise', () => {
    expect(cartTotals([line(2, 1000, 1500), line(1, 500, null), line(3, 100, 200, false)])).toEqual({
      mrp: 350_000,
      discount: 100_000,
      total: 250_000,
      quantity: 3,
      lines: 2,
    })
  })
})

describe('sign-in return path', () => {
  it('encodes where to come back to', async () => {
    const { loginPathFrom } = await import('../../data/account/routes')
    expect(loginPathFrom('/product/a_1')).toBe('/login?from=%2Fproduct%2Fa_1')
    expect(safeReturnPath(new URLSearchParams('from=%2Fproduct%2Fa_1').get('from'))).toBe('/product/a_1')
  })
})

describe('search routes', () => {
  it('reads the decoded query of a search URL', async () => {
    const { isSearchPath, searchQueryFromPath } = await import('../../data/catalogue/searchRoutes')
    expect(searchQueryFromPath('/products/search/Kurta%20Pyjama')).toBe('Kurta Pyjama')
    expect(searchQueryFromPath('/products/search')).toBe('')
    expect(searchQueryFromPath('/products/search/%E0%A4')).toBe('')
    expect([isSearchPath('/products/search'), isSearchPath('/products/search/a'), isSearchPath('/products/searching')]).toEqual([true, true, false])
  })
})
