/**
 * The coupon list (spec 000 §7 GET /api/coupons/all): read fresh whenever a screen opens it, because coupons come
 * and go; the listing rules are in data/coupons/rules.ts.
 */
import { api } from '../data/contract/client'
import { livePaths } from '../data/contract/calls'
import type { Coupon } from '../data/contract/schemas'
import { parseCoupons } from '../data/coupons/records'

export async function fetchCoupons(): Promise<Coupon[]> {
  return parseCoupons(await api.get(livePaths.coupons))
}
