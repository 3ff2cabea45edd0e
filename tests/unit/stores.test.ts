import { describe, expect, it } from 'vitest'
import { simpleProduct, variantProduct } from '../fixtures/products'
import { parseRecentlyViewed, RECENTLY_VIEWED_MAX, viewedEntryOf, withViewed } from '../../data/catalogue/recentlyViewed'
import { toCartItem, toUser, toWishlistEntry } from '../../data/contract/calls'
import { parseSavedBuyNow } from '../../state/buyNow'
import { cartStore, parseCartItems, parseSavedSelection, selectedItems, totalQuantity } from '../../state/cart'
import { unselectUnbuyable } from '../../state/cartEdits'
import type { CartItem } from '../../data/contract/schemas'
import { isInWishlist, parseWishlist, withEntry } from '../../state/wishlist'
import { displayPrice, parseSavedCurrency } from '../../state/currency'
import { noteToastLocation, parseCarriedToasts, showToast, TOAST_DURATION_MS, TOAST_LIMIT, toastStore, toastsAfterNavigation, toastsInView, TOASTS_IN_VIEW, toastsToCarry, withToast, type Toast } from '../../state/toasts'

describe('toasts (spec 000 §4)', () => {
  it('keeps at most 20, dropping the oldest', () => {
    let list: Toast[] = []
    for (let i = 1; i <= 25; i++) list = withToast(list, { id: i, kind: 'blank', message: String(i) })
    expect(list).toHaveLength(TOAST_LIMIT)
    expect(list[0]!.id).toBe(6)
  })
  it('lasts 4 s for errors and blanks, 2 s for success, until dismissed when loading', () => {
    expect(TOAST_DURATION_MS).toEqual({ error: 4000, blank: 4000, success: 2000, loading: null })
  })
  it('shows the newest few, newest first, and counts the others waiting', () => {
    const list = Array.from({ length: 20 }, (_, i): Toast => ({ id: i + 1, kind: 'error', message: String(i + 1) }))
    const view = toastsInView(list)
    expect(view.shown.map((t) => t.id)).toEqual([20, 19, 18])
    expect(view.waiting).toBe(20 - TOASTS_IN_VIEW)
    expect(toastsInView(list.slice(0, 2))).toEqual({ shown: [list[1], list[0]], waiting: 0 })
  })
  it('after a navigation keeps only what the navigating action said', () => {
    const list: Toast[] = [
      { id: 1, kind: 'error', message: 'Please choose a payment gateway.', action: 3 },
      { id: 2, kind: 'loading', message: 'Paying…', action: 4 },
      { id: 3, kind: 'success', message: 'Payment successful! Order placed.', action: 5 },
    ]
    expect(toastsAfterNavigation(list, 5).map((t) => t.id)).toEqual([3])
    expect(toastsAfterNavigation(list, 6)).toEqual([])
  })
  it('clears on a change of path, not on the first one seen nor on the same path again', () => {
    noteToastLocation('/product/a_1')
    showToast('Added to cart!', 'success')
    noteToastLocation('/product/a_1')
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['Added to cart!'])
    // Raised by the same action as the navigation (no click in between here): it stays.
    noteToastLocation('/cart')
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['Added to cart!'])
  })
  it('carries to a page the shop opens what the navigating action said, but a loading toast', () => {
    const list: Toast[] = [
      { id: 1, kind: 'error', message: 'Please choose a payment gateway.', action: 3 },
      { id: 2, kind: 'loading', message: 'Signing in…', action: 4 },
      { id: 3, kind: 'error', message: 'Please login to add items to your bag', action: 4 },
    ]
    const carried = toastsToCarry(list, 4)
    expect(carried).toEqual([{ kind: 'error', message: 'Please login to add items to your bag' }])
    expect(parseCarriedToasts(JSON.stringify(carried))).toEqual(carried)
  })
  it('reads back only well-formed carried toasts', () => {
    expect(parseCarriedToasts(null)).toEqual([])
    expect(parseCarriedToasts('not json')).toEqual([])
    expect(parseCarriedToasts('{"kind":"error","message":"x"}')).toEqual([])
    const raw = JSON.stringify([{ kind: 'success', message: 'Added to cart!', id: 9 }, { kind: 'loading', message: 'Paying…' }, { kind: 'error', message: '' }, { kind: 'toast', message: 'x' }, null, 'text'])
    expect(parseCarriedToasts(raw)).toEqual([{ kind: 'success', message: 'Added to cart!' }])
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => ({ kind: 'blank', message: String(i) })))
    expect(parseCarriedToasts(many)).toHaveLength(TOAST_LIMIT)
  })
})

describe('currency', () => {
  it('formats in the chosen currency at the rate', () => {
    expect(displayPrice(249_900, { selectedCurrency: 'INR', conversionRate: 90 })).toBe('₹2,499')
    expect(displayPrice(249_900, { selectedCurrency: 'USD', conversionRate: 90 })).toBe('$27.77')
  })
  it('restores only a known saved choice', () => {
    expect([parseSavedCurrency('USD'), parseSavedCurrency('EUR'), parseSavedCurrency(null)]).toEqual(['USD', null, null])
  })
})

describe('cart lines', () => {
  it('keeps well-formed lines, marks them selected and counts quantities', () => {
    const body = {
      data: {
        items: [
          { _id: 'a', quantity: 2, variant_id: 'v1', product: { product_id: 'p1', product_name: 'Kurta', product_variant: { price: 100, attributes: { Size: 'M' } } } },
          { _id: 'b', quantity: 'lots' },
        ],
      },
    }
    const items = parseCartItems(body)
    expect(items.map((i) => [i._id, i.selected])).toEqual([['a', true]])
    expect(totalQuantity(items)).toBe(2)
  })
  it('keeps a line the shopper unselected unselected when the bag reloads, and selects new lines', () => {
    const line = (id: string) => ({ _id: id, quantity: 1, variant_id: 'v', product: { product_id: 'p', product_name: 'Kurta', product_variant: { price: 100 } } })
    const reloaded = parseCartItems({ data: { items: [line('a'), line('b'), line('c')] } }, [
      { _id: 'a', selected: false },
      { _id: 'b', selected: true },
    ])
    expect(reloaded.map((i) => [i._id, i.selected])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ])
    expect(selectedItems(reloaded).map((i) => i._id)).toEqual(['b', 'c'])
  })
  it('unselects a line that sold out or was withdrawn, so checkout never takes it', () => {
    const line = (id: string, variant_status: string, variant_stock_availability: number, quantity = 1) =>
      ({ _id: id, quantity, selected: true, product: { product_id: 'p', product_name: 'Kurta', product_variant: { price: 100, attributes: {}, variant_status, variant_stock_availability } } }) as CartItem
    cartStore.items = [line('a', 'Active', 3), line('b', 'Active', 0), line('c', 'Inactive', 3), line('d', 'Active', 2, 3)]
    unselectUnbuyable()
    expect(selectedItems(cartStore.items).map((i) => i._id)).toEqual(['a'])
    cartStore.items = []
  })
  it('restores the lines a shopper unselected this visit, for that shopper only', () => {
    const saved = JSON.stringify({ userId: 'u1', unselected: ['a', 3, 'b'] })
    expect(parseSavedSelection(saved, 'u1')).toEqual(['a', 'b'])
    expect(parseSavedSelection(saved, 'u2')).toEqual([])
    expect(parseSavedSelection('not json', 'u1')).toEqual([])
    expect(parseSavedSelection(null, 'u1')).toEqual([])
  })
})

describe('wishlist store (spec 001 §4)', () => {
  const entry = (id: string, productId: string) => ({ _id: id, user_id: 'u', product_id: { _id: productId } })
  it('ignores an add whose _id is already there, and puts a new one first', () => {
    const list = [entry('w1', 'p1')]
    expect(withEntry(list, entry('w1', 'p1'))).toHaveLength(1)
    expect(withEntry(list, entry('w2', 'p2')).map((e) => e._id)).toEqual(['w2', 'w1'])
  })
  it('reads entries whose product is an id or an object, drops the rest, and answers membership by product', () => {
    const entries = parseWishlist({ data: [entry('w1', 'p1'), { _id: 'w2', product_id: 'p2' }, { _id: 'w3' }, null] })
    expect(entries.map((e) => [e._id, e.product_id._id])).toEqual([
      ['w1', 'p1'],
      ['w2', 'p2'],
    ])
    expect([isInWishlist(entries, 'p2'), isInWishlist(entries, 'p3')]).toEqual([true, false])
    expect(toWishlistEntry({ _id: '', product_id: 'p' })).toBeNull()
  })
})

describe('buy now', () => {
  it('restores a saved item only when it names a product, an option and a price', () => {
    const item = { productId: 'p', variantId: true, name: 'Saree', image: null, sku: '', attributes: {}, price: 99_900, comparePrice: null }
    expect(parseSavedBuyNow(JSON.stringify(item))).toEqual(item)
    expect(parseSavedBuyNow(JSON.stringify({ ...item, variantId: 7 }))).toBeNull()
    expect(parseSavedBuyNow('{oops')).toBeNull()
    expect(parseSavedBuyNow(null)).toBeNull()
  })
})

describe('live answers checked without zod (contract/calls)', () => {
  it('accepts a user with an id and a name, and nothing less', () => {
    expect(toUser({ _id: 'u1', name: 'Asha', email: 'a@b.in' })).toMatchObject({ _id: 'u1', name: 'Asha' })
    expect(toUser({ _id: '', name: 'Asha' })).toBeNull()
    expect(toUser({ name: 'Asha' })).toBeNull()
    expect(toUser(null)).toBeNull()
    expect(toUser([])).toBeNull()
  })
  it('accepts a well-formed bag line, defaulting its attributes, and drops malformed ones', () => {
    const line = { _id: 'l1', quantity: 2, variant_id: 'v1', product: { product_id: 'p1', product_name: 'Kurta', product_variant: { price: 999 } } }
    expect(toCartItem(line)?.product.product_variant.attributes).toEqual({})
    expect(toCartItem({ ...line, quantity: 0 })).toBeNull()
    expect(toCartItem({ ...line, quantity: 1.5 })).toBeNull()
    expect(toCartItem({ ...line, product: { ...line.product, product_variant: { price: '999' } } })).toBeNull()
    expect(toCartItem({ ...line, product: null })).toBeNull()
  })
})

describe('recently viewed (spec 000 §3)', () => {
  const entry = (id: string) => ({ _id: id, name: `P${id}`, main_image: null, price: 999, tag: '', category_name: 'Women' })
  it('puts the latest visit first, once, and keeps at most 10', () => {
    let list = [] as ReturnType<typeof parseRecentlyViewed>
    for (let i = 1; i <= 12; i++) list = withViewed(list, entry(String(i)))
    list = withViewed(list, entry('5'))
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(list.map((e) => e._id).slice(0, 3)).toEqual(['5', '12', '11'])
    expect(new Set(list.map((e) => e._id)).size).toBe(10)
  })
  it("records a product page's visit with the spec's fields: the shown option's price in rupees, a picture, the tagline", () => {
    const product = variantProduct(
      { _id: 'p9', product_name: 'Teal Saree', tagline: 'Woven in Kanchipuram', main_image: '/media/clips/saree.webm', image: '/media/products/saree-front.svg' },
      [
        { price: 2999, variant_stock_availability: 0 },
        { price: 2499, image: '/media/products/saree-alt.svg' },
      ],
    )
    expect(viewedEntryOf(product)).toEqual({ _id: 'p9', name: 'Teal Saree', main_image: '/media/products/saree-front.svg', price: 2499, tag: 'Woven in Kanchipuram', category_name: 'Women' })
    expect(viewedEntryOf(simpleProduct({ tagline: '' })).tag).toBe('')
  })
  it('restores only well-formed entries from storage', () => {
    expect(parseRecentlyViewed(JSON.stringify([entry('a'), { _id: 'b' }, 'x']))).toEqual([entry('a')])
    expect(parseRecentlyViewed('not json')).toEqual([])
  })
})
