import { describe, expect, it } from 'vitest'
import type { Coupon } from '../../data/contract/schemas'
import { toBagCoupon, unwrap } from '../../data/contract/calls'
import { parseCoupons, toCoupon } from '../../data/coupons/records'
import {
  applyStep,
  COUPON_AUTO_APPLIED,
  COUPON_BELOW_MINIMUM,
  COUPON_NO_MATCH,
  couponChoice,
  couponDroppedNotice,
  couponNeedsRefresh,
  couponsFor,
  isForCustomer,
  searchCoupons,
} from '../../data/coupons/rules'

const NOW = new Date('2026-03-01T10:00:00Z')

function coupon(overrides: Partial<Coupon> & { code: string }): Coupon {
  return {
    _id: overrides.code,
    title: `${overrides.code} offer`,
    description: '',
    method: 'Discount Code',
    discount_category: 'Order Discount',
    discount_type: 'Percentage',
    discount_value: 10,
    minimum_purchase_amount: 0,
    expiry_date: null,
    discount_coupon_status: 'Active',
    eligibility: 'All Customers',
    specific_customers: [],
    auto_apply: false,
    ...overrides,
  }
}

describe('which coupons a shopper sees (spec 000 §5, 001 §5)', () => {
  const list = [
    coupon({ code: 'ALL' }),
    coupon({ code: 'MINE', eligibility: 'Specific Customers', specific_customers: ['u1'] }),
    coupon({ code: 'THEIRS', eligibility: 'Specific Customers', specific_customers: ['u2'] }),
    coupon({ code: 'OFF', discount_coupon_status: 'Inactive' }),
    coupon({ code: 'OLD', expiry_date: '2026-02-01T00:00:00Z' }),
    coupon({ code: 'LATER', expiry_date: '2026-12-31T00:00:00Z' }),
    coupon({ code: 'AUTO', method: 'Automatic Discount', auto_apply: true }),
  ]
  it('lists Active, unexpired coupons for all customers or naming the shopper (automatic ones too)', () => {
    expect(couponsFor(list, 'u1', NOW).map((c) => c.code)).toEqual(['ALL', 'MINE', 'LATER', 'AUTO'])
    expect(couponsFor(list, null, NOW).map((c) => c.code)).toEqual(['ALL', 'LATER', 'AUTO'])
  })
  it('shares the eligibility rule with the server', () => {
    expect(isForCustomer('All Customers', [], null)).toBe(true)
    expect(isForCustomer('Specific Customers', ['u1'], 'u1')).toBe(true)
    expect(isForCustomer('Specific Customers', ['u1'], 'u2')).toBe(false)
  })
})

describe('which coupons can be chosen', () => {
  it('greys automatic coupons with their note, and those whose minimum the bag does not reach', () => {
    expect(couponChoice(coupon({ code: 'A' }), 0)).toEqual({ selectable: true })
    expect(couponChoice(coupon({ code: 'B', method: 'Automatic Discount' }), 1_000_000)).toEqual({ selectable: false, reason: 'automatic' })
    expect(COUPON_AUTO_APPLIED).toBe('Auto-applied — cannot apply manually')
    expect(couponChoice(coupon({ code: 'C', minimum_purchase_amount: 999 }), 50_000)).toEqual({ selectable: false, reason: 'minimum', shortBy: 49_900 })
    expect(couponChoice(coupon({ code: 'D', minimum_purchase_amount: 999 }), 99_900)).toEqual({ selectable: true })
  })
})

describe('coupon search', () => {
  const list = [coupon({ code: 'A', title: 'Welcome offer: 10% off' }), coupon({ code: 'B', title: 'Flat ₹200 off' }), coupon({ code: 'C', title: 'Festive 25% OFF' })]
  it('matches a case-insensitive substring of the title', () => {
    expect(searchCoupons(list, 'OFFER').map((c) => c.code)).toEqual(['A'])
    expect(searchCoupons(list, 'off').map((c) => c.code)).toEqual(['A', 'B', 'C'])
    expect(searchCoupons(list, 'festive 25').map((c) => c.code)).toEqual(['C'])
  })
  it('restores the whole list when the search is emptied, and finds nothing for no match', () => {
    expect(searchCoupons(list, '')).toHaveLength(3)
    expect(searchCoupons(list, '   ')).toHaveLength(3)
    expect(searchCoupons(list, 'WELCOME10')).toEqual([])
    expect(COUPON_NO_MATCH).toBe('No matching coupon found')
  })
})

describe('Apply', () => {
  it('clears with none chosen, refuses below the minimum with the spec’s text, else asks the server', () => {
    expect(applyStep(null, 0)).toEqual({ kind: 'clear' })
    expect(applyStep(coupon({ code: 'A', minimum_purchase_amount: 999 }), 99_800)).toEqual({ kind: 'refuse', message: COUPON_BELOW_MINIMUM })
    expect(COUPON_BELOW_MINIMUM).toBe('Coupon is not valid for your current cart total.')
    expect(applyStep(coupon({ code: 'A', minimum_purchase_amount: 999 }), 99_900)).toEqual({ kind: 'apply' })
  })
})

describe('keeping the coupon true', () => {
  it('asks again only when the selected lines differ from those the figure was worked out on', () => {
    expect(couponNeedsRefresh(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(couponNeedsRefresh(['a', 'b'], ['a'])).toBe(true)
    expect(couponNeedsRefresh(['a'], ['a', 'c'])).toBe(true)
    expect(couponNeedsRefresh(['a', 'b'], ['a', 'c'])).toBe(true)
  })
  it('says which coupon went and why', () => {
    expect(couponDroppedNotice('WELCOME10', COUPON_BELOW_MINIMUM)).toBe('Coupon WELCOME10 was removed: Coupon is not valid for your current cart total.')
  })
})

describe('reading coupons from the API', () => {
  it('keeps coupons with an id, with the contract’s defaults for missing fields', () => {
    const list = parseCoupons({ data: [{ _id: 'c1', code: 'X', minimum_purchase_amount: 499 }, { code: 'no id' }, null] })
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ _id: 'c1', code: 'X', method: 'Discount Code', discount_coupon_status: 'Active', eligibility: 'All Customers', minimum_purchase_amount: 499, specific_customers: [] })
    expect(toCoupon({ _id: 'c2', minimum_purchase_amount: 'lots' })?.minimum_purchase_amount).toBe(0)
  })
  it('reads the bag’s applied coupon, with the server’s reason when it no longer applies', () => {
    const raw = { coupon: { _id: 'c1', code: 'X' }, discountAmount: 120, item_ids: ['a', 7] }
    expect(toBagCoupon(raw)).toMatchObject({ coupon: { _id: 'c1', code: 'X' }, discountAmount: 120, item_ids: ['a'] })
    expect(toBagCoupon({ ...raw, discountAmount: 0, refusal: 'This coupon has expired.' })?.refusal).toBe('This coupon has expired.')
    expect(toBagCoupon(null)).toBeNull()
    // null: no coupon applied; undefined: a backend whose bag answer does not carry one at all.
    expect(unwrap.cartCoupon({ data: { items: [], coupon: null } })).toBeNull()
    expect(unwrap.cartCoupon({ data: { items: [] } })).toBeUndefined()
    expect(toBagCoupon({ coupon: { code: 'X' }, item_ids: [] })).toBeNull()
  })
})
