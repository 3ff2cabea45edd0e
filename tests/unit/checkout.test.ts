import { describe, expect, it } from 'vitest'
import { checkoutLineFromBag } from '../../data/catalogue/checkoutTotals'
import { confirmedOrderFrom, orderConfirmationPath } from '../../data/checkout/confirmation'
import { gatewayChoices, specGatewayChoices } from '../../data/checkout/gateways'
import { CHECKOUT_MESSAGES } from '../../data/checkout/messages'
import { checkoutLineFromBuyNow, purchaseBody } from '../../data/checkout/purchase'
import { razorpayOptions, toRazorpayPayment } from '../../data/checkout/razorpay'
import { checkoutAttempt, checkoutRequest, newIdempotencyKey, type CheckoutChoices } from '../../data/checkout/request'
import { toCheckoutResponse } from '../../data/checkout/answer'
import { CheckoutBodySchema, CheckoutResponseSchema, type CartItem } from '../../data/contract/schemas'
import { orderDetailPath } from '../../data/account/routes'

const bagLine = (id: string, price: number, compare: number | null, quantity: number, selected = true): CartItem => ({
  _id: id,
  quantity,
  selected,
  variant_id: `v-${id}`,
  product: { product_id: `p-${id}`, product_name: `Kurta ${id}`, product_variant: { price, compare_price: compare, image: '/media/k.jpg', attributes: { Size: 'M' } } },
})

describe('checkout lines (spec 001 §2)', () => {
  it('makes a summary line of a bag line and of the one BUY NOW item (quantity 1)', () => {
    expect(checkoutLineFromBag(bagLine('a', 999, 1499, 2))).toEqual({ id: 'a', name: 'Kurta a', image: '/media/k.jpg', attributes: { Size: 'M' }, quantity: 2, price: 99_900, compare: 149_900 })
    expect(checkoutLineFromBuyNow({ productId: 'p1', variantId: 'v1', name: 'Saree', image: null, attributes: { Color: 'Red' }, price: 2_000_00, comparePrice: null })).toEqual({
      id: 'p1',
      name: 'Saree',
      image: null,
      attributes: { Color: 'Red' },
      quantity: 1,
      price: 2_000_00,
      compare: 2_000_00,
    })
  })
})

const choices: CheckoutChoices = {
  userId: 'u1',
  shippingAddressId: 'ship1',
  billingSameAsShipping: true,
  billingAddressId: null,
  payment: 'cod',
  gateway: null,
  purchase: { kind: 'bag', itemIds: ['a', 'b'] },
  expectedAmount: null,
}

describe('the checkout call (spec 001 §5, §7)', () => {
  it('needs a shipping address first', () => {
    expect(checkoutRequest({ ...choices, shippingAddressId: null })).toEqual({ problem: 'Please select a shipping address.', step: 'shipping' })
  })
  it('sends COD for the selected bag lines, without billing when it is the same as shipping', () => {
    const request = checkoutRequest(choices)
    expect(request).toEqual({ body: { user_id: 'u1', shipping_address_id: 'ship1', payment_method: 'COD', item_ids: ['a', 'b'] } })
    expect(CheckoutBodySchema.safeParse((request as { body: object }).body).success).toBe(true)
  })
  it('sends the billing address only when it differs, and the gateway only for online payment', () => {
    expect(checkoutRequest({ ...choices, billingSameAsShipping: false })).toEqual({ problem: CHECKOUT_MESSAGES.selectBilling, step: 'billing' })
    expect(checkoutRequest({ ...choices, payment: 'online' })).toEqual({ problem: CHECKOUT_MESSAGES.selectGateway, step: 'payment' })
    const request = checkoutRequest({ ...choices, billingSameAsShipping: false, billingAddressId: 'bill1', payment: 'online', gateway: 'Razorpay' })
    expect(request).toEqual({
      body: { user_id: 'u1', shipping_address_id: 'ship1', billing_address_id: 'bill1', payment_method: 'Online Payment', payment_gateway: 'Razorpay', item_ids: ['a', 'b'] },
    })
    expect(checkoutRequest({ ...choices, gateway: 'Razorpay' })).not.toHaveProperty('body.payment_gateway')
  })
  it('sends the amount shown on Pay as expected_amount, so the server charges it or refuses', () => {
    const request = checkoutRequest({ ...choices, expectedAmount: 379_700 }) as { body: Record<string, unknown> }
    expect(request.body.expected_amount).toBe(379_700)
    expect(CheckoutBodySchema.safeParse(request.body).success).toBe(true)
  })
  it('sends BUY NOW as buy_now, never as bag lines', () => {
    const request = checkoutRequest({ ...choices, purchase: { kind: 'buyNow', productId: 'p1', variantId: true } }) as { body: Record<string, unknown> }
    expect(request.body).toMatchObject({ buy_now: { product_id: 'p1', variant_id: true } })
    expect(request.body).not.toHaveProperty('item_ids')
    expect(CheckoutBodySchema.safeParse(request.body).success).toBe(true)
    expect(purchaseBody({ kind: 'bag', itemIds: ['x'] })).toEqual({ item_ids: ['x'] })
  })
})

describe('one Idempotency-Key per checkout attempt', () => {
  it('reuses the key for the same request and makes a new one when the request changes', () => {
    let n = 0
    const key = () => `k${++n}`
    const first = checkoutAttempt(null, { a: 1 }, key)
    expect(first.key).toBe('k1')
    expect(checkoutAttempt(first, { a: 1 }, key)).toBe(first)
    expect(checkoutAttempt(first, { a: 2 }, key).key).toBe('k2')
  })
  it('makes keys the API accepts, different every time', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(/^[\x21-\x7e]{1,255}$/)
    expect(a).not.toBe(newIdempotencyKey())
  })
})

describe('gateways (spec 001 §4)', () => {
  it('offers ICICI, PhonePe and Razorpay, disabled as the spec has them unless the API says otherwise', () => {
    expect(specGatewayChoices()).toEqual([
      { name: 'ICICI', enabled: false },
      { name: 'PhonePe', enabled: false },
      { name: 'Razorpay', enabled: true },
    ])
    expect(gatewayChoices(null)).toEqual(specGatewayChoices())
    expect(gatewayChoices({ data: [{ name: 'PhonePe', enabled: true }, { name: 'Paytm', enabled: true }, { name: 'Razorpay', enabled: 'yes' }] })).toEqual([
      { name: 'ICICI', enabled: false },
      { name: 'PhonePe', enabled: true },
      { name: 'Razorpay', enabled: true },
    ])
  })
})

const answer = CheckoutResponseSchema.parse({
  message: 'Order created. Complete the payment to place it.',
  order: { order_number: 'VT20260101-0001', _id: 'o1' },
  amount: 249_900,
  currency: 'INR',
  order_id: 'order_ABC',
  redirectForm: null,
  razorpay_key_id: 'rzp_live_x',
  prefill: { name: 'Asha', email: 'asha@example.in', contact: '' },
})

describe('Razorpay', () => {
  it('opens with the key, the server’s amount and currency, the order id, the shopper and the shop’s maroon', () => {
    expect(razorpayOptions(answer, { name: 'Asha Rao', email: null, phone_number: '9876543210' })).toEqual({
      key: 'rzp_live_x',
      amount: 249_900,
      currency: 'INR',
      order_id: 'order_ABC',
      name: 'Vitrine',
      description: 'Order VT20260101-0001',
      prefill: { name: 'Asha', email: 'asha@example.in', contact: '9876543210' },
      theme: { color: '#7b1e2c' },
    })
  })
  it('verifies only when all three fields came back', () => {
    const fields = { razorpay_order_id: 'order_ABC', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }
    expect(toRazorpayPayment({ ...fields, extra: 1 })).toEqual(fields)
    expect(toRazorpayPayment({ ...fields, razorpay_signature: '' })).toBeNull()
    expect(toRazorpayPayment(undefined)).toBeNull()
  })
  it('reads the checkout answer structurally', () => {
    expect(toCheckoutResponse(answer)).toMatchObject({ order: { _id: 'o1' }, amount: 249_900, order_id: 'order_ABC', redirectForm: null })
    expect(toCheckoutResponse({ ...answer, amount: '2499' })).toBeNull()
    expect(toCheckoutResponse({ message: 'x' })).toBeNull()
  })
})

describe('order confirmation', () => {
  it('carries the order id and number, and reads them back', () => {
    const path = orderConfirmationPath({ _id: '66aa01', order_number: 'VT20260101-0001' })
    expect(path).toBe('/order-confirmation?order=66aa01&number=VT20260101-0001')
    expect(confirmedOrderFrom(path.split('?')[1]!)).toEqual({ id: '66aa01', number: 'VT20260101-0001' })
    expect(confirmedOrderFrom('?order=../x')).toBeNull()
    expect(confirmedOrderFrom('')).toBeNull()
    expect(confirmedOrderFrom('?order=66aa01')).toEqual({ id: '66aa01', number: null })
    expect(orderDetailPath('66aa01')).toBe('/orders/66aa01')
  })
})
