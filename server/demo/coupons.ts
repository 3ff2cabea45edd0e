/**
 * Demo coupons: one of every method and discount category, a customer-specific one (for the demo shopper), two
 * automatic ones, and an inactive and an expired one so that the storefront's filters have something to hide.
 * Values follow the coupon table: a percent for Percentage coupons, paise for Fixed Amount ones.
 */
import { ALL_CUSTOMERS, AUTOMATIC_DISCOUNT, type CouponRule } from '../orders/pricing'
import type { DemoShopper } from './shoppers'

const DAY_MS = 86_400_000
type Plan = Omit<CouponRule, 'id' | 'expiry' | 'specificCustomers' | 'buyQuantity' | 'getQuantity'> & {
  expiresInDays?: number
  forDemoShopper?: boolean
  buy?: [number, number]
}

const CODE = 'Discount Code'
const ACTIVE = 'Active'
const PLANS: Plan[] = [
  { code: 'WELCOME10', title: 'Welcome offer: 10% off', description: '10% off your order above ₹999.', method: CODE, category: 'Order Discount', type: 'Percentage', value: 10, minimumPaise: 99_900, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'FLAT200', title: 'Flat ₹200 off', description: '₹200 off orders above ₹1,999.', method: CODE, category: 'Order Discount', type: 'Fixed Amount', value: 20_000, minimumPaise: 199_900, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'FESTIVE25', title: 'Festive 25% off', description: '25% off orders above ₹4,999.', method: CODE, category: 'Order Discount', type: 'Percentage', value: 25, minimumPaise: 499_900, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'STYLE15', title: '15% off every item', description: '15% off each item in your bag.', method: CODE, category: 'Product Discount', type: 'Percentage', value: 15, minimumPaise: 0, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'EACH50', title: '₹50 off every item', description: '₹50 off each item, on bags above ₹1,499.', method: CODE, category: 'Product Discount', type: 'Fixed Amount', value: 5_000, minimumPaise: 149_900, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'FREESHIP', title: 'Free shipping', description: 'Shipping on us (this shop already ships free).', method: CODE, category: 'Shipping Discount', type: 'Fixed Amount', value: 9_900, minimumPaise: 0, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'BUY2GET1', title: 'Buy 2, get 1 free', description: 'The cheapest of every three items is free.', method: CODE, category: 'BuyXgetY', type: 'Percentage', value: 100, minimumPaise: 0, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false, buy: [2, 1] },
  { code: 'VIP20', title: 'Just for you: 20% off', description: 'A thank-you for a loyal customer.', method: CODE, category: 'Order Discount', type: 'Percentage', value: 20, minimumPaise: 0, status: ACTIVE, eligibility: 'Specific Customers', autoApply: false, forDemoShopper: true },
  { code: 'AUTO5', title: 'Automatic 5% off above ₹2,999', description: 'Applied at checkout, nothing to enter.', method: AUTOMATIC_DISCOUNT, category: 'Order Discount', type: 'Percentage', value: 5, minimumPaise: 299_900, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: true },
  { code: 'AUTOBUY3', title: 'Buy 3, get 1 free (automatic)', description: 'Applied at checkout on four items or more.', method: AUTOMATIC_DISCOUNT, category: 'BuyXgetY', type: 'Percentage', value: 100, minimumPaise: 0, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: true, buy: [3, 1] },
  { code: 'MONSOON30', title: 'Monsoon sale 30% off', description: 'A finished campaign.', method: CODE, category: 'Order Discount', type: 'Percentage', value: 30, minimumPaise: 0, status: 'Inactive', eligibility: ALL_CUSTOMERS, autoApply: false },
  { code: 'DIWALI2025', title: 'Diwali 2025: ₹300 off', description: 'Expired.', method: CODE, category: 'Order Discount', type: 'Fixed Amount', value: 30_000, minimumPaise: 149_900, status: ACTIVE, eligibility: ALL_CUSTOMERS, autoApply: false, expiresInDays: -10 },
]

export function generateCoupons(shoppers: DemoShopper[], epoch: Date, newId: () => string): CouponRule[] {
  const demo = shoppers.find((s) => s.canLogIn)
  return PLANS.map(({ expiresInDays, forDemoShopper, buy, ...plan }) => ({
    ...plan,
    id: newId(),
    expiry: new Date(epoch.getTime() + (expiresInDays ?? 365) * DAY_MS).toISOString(),
    specificCustomers: forDemoShopper && demo ? [demo._id] : [],
    buyQuantity: buy?.[0] ?? null,
    getQuantity: buy?.[1] ?? null,
  }))
}
