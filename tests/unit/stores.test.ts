import { describe, expect, it } from 'vitest'
import { toCartItem, toUser } from '../../data/contract/calls'
import { parseCartItems, totalQuantity } from '../../state/cart'
import { displayPrice, parseSavedCurrency } from '../../state/currency'
import { TOAST_DURATION_MS, TOAST_LIMIT, withToast, type Toast } from '../../state/toasts'

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
