/**
 * The numbers and addresses the FAQ, the policies and the about page all quote (spec 001 §9). They live in one
 * place so the pages can never disagree with each other, or with the footer and checkout.
 */
import { FREE_SHIPPING_THRESHOLD_RUPEES } from './announcements'

export { FREE_SHIPPING_THRESHOLD_RUPEES }

export const LEGAL_NAME = 'Vitrine Fashion LLP'
export const SHOP_NAME = 'Vitrine'

/** Placeholder addresses of the demo shop: a real deployment replaces these four lines. */
export const SUPPORT_EMAIL = 'care@vitrine.example'
export const GRIEVANCE_EMAIL = 'grievance@vitrine.example'
export const LEGAL_EMAIL = 'legal@vitrine.example'
export const SUPPORT_PHONE = '+91 11 4000 0000'

export const GRIEVANCE_OFFICER = {
  name: 'Ms. Ananya Rao',
  title: 'Grievance Officer',
  address: ['Vitrine Fashion LLP', '3rd Floor, 14 Community Centre', 'Saket, New Delhi 110017', 'India'],
  hours: 'Monday to Friday, 10:00 to 17:00 IST',
  email: GRIEVANCE_EMAIL,
} as const

/** Spec 001 §9: FAQ claims and returns, exchange, shipping and click-and-collect constants. */
export const RETURN_WINDOW_DAYS = 7
export const EDIT_OR_CANCEL_MINUTES = 30
export const REFUND_BUSINESS_DAYS = '5–7'
export const DELIVERY_BUSINESS_DAYS = '3–5'
export const GIFT_CARD_MIN_RUPEES = 250
export const GIFT_CARD_MAX_RUPEES = 5000
export const COUPONS_PER_ORDER = 1
export const EXCHANGE_REPLACEMENT_WORKING_DAYS = 14
export const EXCHANGE_DIFFERENCE_REFUND_WORKING_DAYS = 7
export const DISPATCH_DAYS = '2 to 14'
/** Below the free-shipping threshold a nominal charge applies (spec: 'nominal charge below 1000 rupees'). */
export const NOMINAL_SHIPPING_RUPEES = 79
export const INTERNATIONAL_CONVENIENCE_FEE_PERCENT = 10
export const CLICK_AND_COLLECT = {
  pickupWindowDays: 7,
  extensionHours: 24,
  holdHours: 24,
  cancelAfterHours: 48,
  refundDays: '7 to 21',
} as const
export const MINIMUM_AGE = 18
export const POLICY_LAST_UPDATED = '2025-06-01'

/** Spec 000 §9: the loyalty coins the home page's floating panel explains, in the spec's words. */
export const LOYALTY_TITLE = 'Vitrine Coins'
export const LOYALTY_LINES = ['Minimum purchase of ₹2000 earns 2 Coins', '10 Coins = ₹1000 discount coupon (min purchase ₹1000, no return policy)'] as const
