/**
 * The coupon list's structural check in the browser (zod-free, like data/contract/calls.ts), with the defaults
 * CouponSchema gives missing fields. Kept out of calls.ts, which every page loads, because only the bag's coupon
 * dialog reads the list.
 */
import { isObject, isText, unwrap } from '../contract/calls'
import type { Coupon } from '../contract/schemas'
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0)

/** A coupon the storefront can list; null without an id. */
export function toCoupon(value: unknown): Coupon | null {
  if (!isObject(value) || !isText(value._id)) return null
  return {
    ...value,
    _id: value._id,
    title: text(value.title, ''),
    code: text(value.code, ''),
    description: text(value.description, ''),
    method: text(value.method, 'Discount Code'),
    discount_category: text(value.discount_category, 'Order Discount'),
    discount_type: text(value.discount_type, 'Percentage'),
    discount_value: amount(value.discount_value),
    minimum_purchase_amount: amount(value.minimum_purchase_amount),
    expiry_date: typeof value.expiry_date === 'string' ? value.expiry_date : null,
    discount_coupon_status: text(value.discount_coupon_status, 'Active'),
    eligibility: text(value.eligibility, 'All Customers'),
    specific_customers: Array.isArray(value.specific_customers) ? value.specific_customers.filter(isText) : [],
    auto_apply: value.auto_apply === true,
  } as Coupon
}


/** The coupons of a GET /api/coupons/all answer (spec 000 §7: data[]); malformed ones are dropped. */
export function parseCoupons(body: unknown): Coupon[] {
  return unwrap.list(body).flatMap((raw) => toCoupon(raw) ?? [])
}
