import { describe, expect, it } from 'vitest'
import { bagLineReturnText, productReturnText, returnDays } from '../../data/catalogue/returns'
import { RETURN_WINDOW_DAYS } from '../../data/content/shopFacts'
import { NOTHING_TO_PAY, quoteKey, toQuote } from '../../data/checkout/quote'
import { paymentState, refundReason } from '../../data/orders/payment'
import { priceOrder, type CouponRule, type QuotedLine } from '../../server/orders/pricing'

const rule = (overrides: Partial<CouponRule>): CouponRule => ({
  id: 'c1',
  code: 'CODE',
  title: 'A coupon',
  description: '',
  method: 'Discount Code',
  category: 'Order Discount',
  type: 'Percentage',
  value: 10,
  minimumPaise: 0,
  buyQuantity: null,
  getQuantity: null,
  expiry: null,
  status: 'Active',
  eligibility: 'All Customers',
  specificCustomers: [],
  autoApply: false,
  ...overrides,
})
const AUTO5 = rule({ id: 'a5', code: 'AUTO5', method: 'Automatic Discount', autoApply: true, value: 5, minimumPaise: 299_900 })
const NOW = new Date('2026-11-26T12:00:00Z')
const lines = (...units: Array<[number, number, number | null]>): QuotedLine[] => units.map(([unitPaise, quantity, comparePaise]) => ({ unitPaise, quantity, comparePaise }))

describe('priceOrder: the one price the quote, checkout, the gateway and the order share', () => {
  it('applies the automatic coupon when the shopper chose none, rounded to whole rupees', () => {
    const price = priceOrder(lines([399_700, 1, 499_900]), null, [AUTO5], 'u1', NOW)
    expect(price).toMatchObject({ mrpPaise: 499_900, subtotalPaise: 399_700, shippingPaise: 0, refused: null })
    // 5% of ₹3,997 is ₹199.85: ₹200 off, so the ₹3,797 shown is the ₹3,797 charged.
    expect(price.coupon).toMatchObject({ discount: 20_000, automatic: true, rule: { code: 'AUTO5' } })
    expect(price.totalPaise).toBe(379_700)
  })
  it('uses the shopper’s coupon when it applies, and reports it (and falls back to the automatic one) when it does not', () => {
    const flat = rule({ code: 'FLAT200', type: 'Fixed Amount', value: 20_000, minimumPaise: 199_900 })
    expect(priceOrder(lines([350_000, 1, null]), flat, [AUTO5], 'u1', NOW)).toMatchObject({ coupon: { automatic: false, discount: 20_000 }, totalPaise: 330_000 })
    const below = priceOrder(lines([150_000, 1, null]), flat, [AUTO5], 'u1', NOW)
    expect(below.coupon).toBeNull()
    expect(below.refused).toMatchObject({ rule: { code: 'FLAT200' }, reason: 'Coupon is not valid for your current cart total.' })
    expect(priceOrder(lines([350_000, 1, null]), rule({ code: 'OLD', expiry: '2026-01-01T00:00:00Z' }), [AUTO5], 'u1', NOW)).toMatchObject({
      refused: { reason: 'This coupon has expired.' },
      coupon: { automatic: true, rule: { code: 'AUTO5' } },
    })
  })
  it('gives the cheapest unit free on buy-3-get-1, and never takes the total below zero', () => {
    const buy3 = rule({ code: 'AUTOBUY3', method: 'Automatic Discount', autoApply: true, category: 'BuyXgetY', buyQuantity: 3, getQuantity: 1 })
    expect(priceOrder(lines([100_000, 3, null], [50_000, 1, null]), null, [buy3], 'u1', NOW)).toMatchObject({ coupon: { discount: 50_000 }, totalPaise: 300_000 })
    expect(priceOrder(lines([10_000, 1, null]), rule({ type: 'Fixed Amount', value: 50_000 }), [], 'u1', NOW).totalPaise).toBe(0)
  })
})

describe('the quote in the browser', () => {
  const answer = {
    item_ids: ['l1'],
    total_mrp: 4999,
    discount_on_mrp: 1002,
    subtotal: 3997,
    coupon: { _id: 'a5', code: 'AUTO5', title: 'Automatic 5%', automatic: true, discountAmount: 200 },
    coupon_refusal: null,
    shipping: 0,
    total: 3797,
    amount: 379_700,
    currency: 'INR',
  }
  it('reads the server’s figures in paise, the total being the amount the gateway is asked for', () => {
    expect(toQuote(answer)).toEqual({
      itemIds: ['l1'],
      mrp: 499_900,
      discount: 100_200,
      subtotal: 399_700,
      coupon: { code: 'AUTO5', title: 'Automatic 5%', automatic: true, discount: 20_000 },
      couponRefusal: null,
      shipping: 0,
      total: 379_700,
    })
    expect(toQuote({ ...answer, coupon: null, coupon_refusal: { code: 'FLAT200', reason: 'Too low' } })).toMatchObject({ coupon: null, couponRefusal: { code: 'FLAT200', reason: 'Too low' } })
  })
  it('refuses what is not a quote', () => {
    expect(toQuote(null)).toBeNull()
    expect(toQuote({ ...answer, amount: 3797.5 })).toBeNull()
    expect(toQuote({ ...answer, total: -1 })).toBeNull()
    expect(toQuote({ ...answer, item_ids: undefined })).toBeNull()
  })
  it('keys a quote by the purchase, its lines’ quantities and prices, and the applied coupon', () => {
    const bag = { kind: 'bag' as const, itemIds: ['a'] }
    const line = { id: 'a', quantity: 1, price: 100_00 }
    expect(quoteKey(bag, [line], null)).toBe(quoteKey({ kind: 'bag', itemIds: ['a'] }, [{ ...line }], null))
    expect(quoteKey(bag, [line], null)).not.toBe(quoteKey(bag, [{ ...line, quantity: 2 }], null))
    expect(quoteKey(bag, [line], null)).not.toBe(quoteKey(bag, [{ ...line, price: 120_00 }], null))
    expect(quoteKey(bag, [line], null)).not.toBe(quoteKey(bag, [line], 'c1'))
    expect(NOTHING_TO_PAY.total).toBe(0)
  })
})

describe('where an order’s money stands', () => {
  it('says paid, to pay on delivery, awaiting payment (with the failure), or not received', () => {
    expect(paymentState({ payment_method: 'Online Payment', payment_status: 'Paid' })).toMatchObject({ label: 'Paid', tone: 'paid' })
    expect(paymentState({ payment_method: 'COD', payment_status: 'Pending' })).toMatchObject({ label: 'Pay on delivery', tone: 'due' })
    expect(paymentState({ payment_method: 'Online Payment', payment_status: 'Pending', payment_failure: 'UPI PIN incorrect.' }).note).toBe(
      'Your last payment attempt did not go through: UPI PIN incorrect.',
    )
    expect(paymentState({ payment_method: 'Online Payment', payment_status: 'Failed' }).label).toBe('Payment not received')
  })
  it('says Refund initiated, then Refunded, with the reason', () => {
    const refund = { _id: 'rfnd_1', amount: 3797, reason: 'late_payment', status: 'Refund initiated' as const, requested_at: '2026-11-26T00:00:00Z', processed_at: null }
    const initiated = paymentState({ payment_method: 'Online Payment', payment_status: 'Refund Initiated', refunds: [refund] })
    expect(initiated.label).toBe('Refund initiated')
    expect(initiated.note).toMatch(/after the payment window had closed.*5–7 business days/)
    expect(paymentState({ payment_method: 'Online Payment', payment_status: 'Refunded', refunds: [{ ...refund, reason: 'cancelled', status: 'Refunded' }] })).toMatchObject({
      label: 'Refunded',
      note: 'You cancelled this order. The refund has been sent to your original payment method.',
    })
    expect(refundReason({ reason: 'returned' })).toBe('Your return reached us.')
  })
})

describe('the return period: one number', () => {
  it('is the product’s own, else the shop’s, on the product page and the bag line alike', () => {
    expect(returnDays({ return_period: 14 })).toBe(14)
    expect(returnDays({})).toBe(RETURN_WINDOW_DAYS)
    expect(returnDays({ return_period: null })).toBe(RETURN_WINDOW_DAYS)
    expect(productReturnText(returnDays({}))).toBe(`${RETURN_WINDOW_DAYS} days return`)
    expect(bagLineReturnText(14)).toBe('14 days return available')
    expect(bagLineReturnText(0)).toBe('Not returnable')
  })
})
