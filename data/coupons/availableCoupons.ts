/**
 * The coupons a shopper may use (spec 001 §5): Active ones for all customers or made for this shopper, and not
 * past their expiry date. The server decides when one is applied (and shares the eligibility rule); this decides
 * what the storefront offers.
 */
export const ACTIVE_COUPON = 'Active'
export const ALL_CUSTOMERS = 'All Customers'
/** The method of coupons the checkout applies by itself: nothing to enter. */
export const AUTOMATIC_DISCOUNT = 'Automatic Discount'

/** For all customers, or for a list of shoppers that names this one. */
export function isEligible(eligibility: string, specificCustomers: readonly string[], userId: string | null): boolean {
  return eligibility === ALL_CUSTOMERS || (userId !== null && specificCustomers.includes(userId))
}

export interface OfferedCoupon {
  discount_coupon_status?: string | null
  eligibility?: string | null
  specific_customers?: readonly string[] | null
  expiry_date?: string | null
}

export function isAvailableTo(coupon: OfferedCoupon, userId: string | null, now: Date): boolean {
  if ((coupon.discount_coupon_status ?? ACTIVE_COUPON) !== ACTIVE_COUPON) return false
  if (coupon.expiry_date && Date.parse(coupon.expiry_date) < now.getTime()) return false
  return isEligible(coupon.eligibility ?? ALL_CUSTOMERS, coupon.specific_customers ?? [], userId)
}

export function availableCoupons<C extends OfferedCoupon>(coupons: readonly C[], userId: string | null, now: Date): C[] {
  return coupons.filter((coupon) => isAvailableTo(coupon, userId, now))
}
