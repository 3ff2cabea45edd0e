/**
 * The coupon list (spec 000 §7 GET /api/coupons/all): read fresh whenever a screen opens it, because coupons come
 * and go; the listing rules are in data/coupons/rules.ts.
 */
import { api } from '../data/contract/client'
import { livePaths, toCoupon, unwrap } from '../data/contract/calls'
import type { Coupon } from '../data/contract/schemas'

export function parseCoupons(body: unknown): Coupon[] {
  return unwrap.list(body).flatMap((raw) => toCoupon(raw) ?? [])
}

export async function fetchCoupons(): Promise<Coupon[]> {
  return parseCoupons(await api.get(livePaths.coupons))
}
