/**
 * The coupon list and its rules as the shopper sees them (spec 000 §5, spec 001 §5). These only guide the
 * shopper; the server decides whether a coupon applies and what it is worth, and the browser never works that out.
 *
 * - Listed: Active, not expired, for All Customers or naming this shopper.
 * - Selectable: a Discount Code (automatic coupons are greyed with their note) whose minimum the bag reaches.
 * - Search: case-insensitive substring of the title; an empty search shows the whole list.
 */
import type { Coupon } from '../contract/schemas'
import type { Paise } from '../catalogue/money'

export const ALL_CUSTOMERS = 'All Customers'
export const DISCOUNT_CODE = 'Discount Code'
export const AUTOMATIC_DISCOUNT = 'Automatic Discount'
export const ACTIVE_COUPON = 'Active'

export const COUPON_AUTO_APPLIED = 'Auto-applied — cannot apply manually'
export const COUPON_BELOW_MINIMUM = 'Coupon is not valid for your current cart total.'
export const COUPON_NO_MATCH = 'No matching coupon found'
export const COUPON_APPLIED = 'Coupon applied successfully!'
export const COUPON_APPLY_FAILED = 'Could not apply coupon'
export const COUPON_LIST_FAILED = 'Could not load coupons'

type ListedFields = Pick<Coupon, 'discount_coupon_status' | 'eligibility' | 'specific_customers' | 'expiry_date'>

/** A coupon is for this shopper when it is for everyone or names them (shared with the server's check). */
export function isForCustomer(eligibility: string, specificCustomers: readonly string[], userId: string | null): boolean {
  return eligibility === ALL_CUSTOMERS || (userId !== null && specificCustomers.includes(userId))
}

function hasExpired(expiry: string | null | undefined, now: Date): boolean {
  if (!expiry) return false
  const at = Date.parse(expiry)
  return Number.isFinite(at) && at < now.getTime()
}

/** The coupons the shopper may see: Active, unexpired, and for them. */
export function couponsFor<T extends ListedFields>(coupons: readonly T[], userId: string | null, now: Date): T[] {
  return coupons.filter(
    (c) => c.discount_coupon_status === ACTIVE_COUPON && isForCustomer(c.eligibility, c.specific_customers ?? [], userId) && !hasExpired(c.expiry_date, now),
  )
}

/**
 * A coupon's minimum purchase in paise. (Rupees × 100 here rather than money.ts's toPaise: the coupon dialog is
 * loaded on demand and must not reach the code every page shares; records.ts has already made the amount finite.)
 */
export const couponMinimum = (coupon: Pick<Coupon, 'minimum_purchase_amount'>): Paise => Math.round((coupon.minimum_purchase_amount ?? 0) * 100)

export type CouponChoice =
  | { selectable: true }
  | { selectable: false; reason: 'automatic' }
  | { selectable: false; reason: 'minimum'; shortBy: Paise }

/** Whether the shopper may pick this coupon for a bag costing `bagTotal` (before any coupon), and if not why. */
export function couponChoice(coupon: Pick<Coupon, 'method' | 'minimum_purchase_amount'>, bagTotal: Paise): CouponChoice {
  if (coupon.method !== DISCOUNT_CODE) return { selectable: false, reason: 'automatic' }
  const minimum = couponMinimum(coupon)
  if (minimum > bagTotal) return { selectable: false, reason: 'minimum', shortBy: minimum - bagTotal }
  return { selectable: true }
}

/** Case-insensitive substring match on the title; a blank search keeps every coupon. */
export function searchCoupons<T extends Pick<Coupon, 'title'>>(coupons: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase()
  if (!wanted) return [...coupons]
  return coupons.filter((c) => (c.title ?? '').toLowerCase().includes(wanted))
}

/** What Apply does with the chosen coupon: clear (none chosen), refuse below the minimum, or ask the server. */
export type ApplyStep = { kind: 'clear' } | { kind: 'refuse'; message: string } | { kind: 'apply' }

export function applyStep(chosen: Pick<Coupon, 'minimum_purchase_amount'> | null, bagTotal: Paise): ApplyStep {
  if (!chosen) return { kind: 'clear' }
  if (bagTotal < couponMinimum(chosen)) return { kind: 'refuse', message: COUPON_BELOW_MINIMUM }
  return { kind: 'apply' }
}

/**
 * Whether the applied coupon's figure was worked out on other lines than those now selected, so it must be asked
 * for again. Order does not matter; the server reports the lines it used.
 */
export function couponNeedsRefresh(appliedToIds: readonly string[], selectedIds: readonly string[]): boolean {
  if (appliedToIds.length !== selectedIds.length) return true
  const applied = new Set(appliedToIds)
  return selectedIds.some((id) => !applied.has(id))
}

/** The note shown when the bag drops a coupon that no longer applies. */
export function couponDroppedNotice(code: string, reason: string): string {
  return `Coupon ${code} was removed: ${reason}`
}
