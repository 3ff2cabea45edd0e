/**
 * Coupons (spec 000 §7): the list, and applying one to the bag. The server decides eligibility (Active, not
 * expired, for all customers or this one, minimum purchase, a Discount Code rather than an automatic coupon) and
 * what it is worth; the applied coupon is kept with the bag so that checkout honours it.
 */
import type { FastifyInstance } from 'fastify'
import { ApplyCouponBodySchema } from '../../data/contract/schemas'
import { COUPON_APPLIED } from '../../data/coupons/rules'
import { optionalUser, requireUser } from '../auth/session'
import { ApiError, notFound, parseInput } from '../http/errors'
import { bagCoupon } from '../orders/bagCoupon'
import { linesToBuy, pricedLines } from '../orders/quote'
import { couponRefusal, isForCustomer } from '../orders/pricing'
import type { Shop } from '../shop'

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase()

export function registerCouponRoutes(app: FastifyInstance, shop: Shop): void {
  app.get('/api/coupons/all', async (request) => ({ data: shop.coupons.listFor(optionalUser(shop, request)?._id ?? null) }))

  app.post('/api/apply-coupon', async (request) => {
    const user = requireUser(shop, request)
    const body = parseInput(ApplyCouponBodySchema, request.body)
    if (body.user_id !== user._id) throw new ApiError(403, 'You can only apply coupons to your own bag')
    const rule = shop.coupons.rule(body.coupon_id)
    // A coupon made for someone else is answered as if it did not exist.
    if (!rule || !isForCustomer(rule, user._id)) throw notFound('Coupon not found')
    if (body.coupon_type && squash(body.coupon_type) !== squash(rule.category)) throw new ApiError(400, 'Coupon type does not match this coupon.')
    const lines = pricedLines(linesToBuy(shop, user._id, body.item_ids))
    const refusal = couponRefusal(rule, user._id, lines, shop.clock(), true)
    if (refusal) throw new ApiError(400, refusal)
    // Remember which lines it was applied to, so every later read of the bag works it out on the same lines.
    shop.coupons.applyTo(user._id, rule.id, body.item_ids ?? null)
    return { message: COUPON_APPLIED, data: bagCoupon(shop, user._id) }
  })

  // "Apply with none clears the coupon" (spec 000 §4): the bag forgets it too, so checkout does not use it.
  app.delete('/api/apply-coupon', async (request) => {
    const user = requireUser(shop, request)
    shop.coupons.clearFor(user._id)
    return { message: 'Coupon removed' }
  })
}
