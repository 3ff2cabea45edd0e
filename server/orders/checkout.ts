/**
 * Checkout (spec 001 §7): turns the shopper's bag (or the selected lines of it) into an order, in ONE transaction.
 * Prices come from the catalogue, never from the request; every line's stock is taken with a conditional update,
 * so when two shoppers race for the last units one of them gets a 409 and stock never goes below zero. Any
 * refusal rolls the whole order back.
 *
 * Cash on delivery is placed at once. Online payment reserves the stock, creates the gateway's order and waits
 * for the payment to be verified (or for the payment window to close).
 */
import { PAYMENT_GATEWAYS, type CheckoutBodySchema, type CheckoutResponse, type User } from '../../data/contract/schemas'
import type { z } from 'zod'
import { toCoupon } from '../db/coupons'
import type { LineRow } from '../db/cart'
import { toRupees } from '../db/products'
import { newObjectId } from '../db/users'
import { ApiError } from '../http/errors'
import { gatewayId } from '../payments/razorpay'
import type { Shop } from '../shop'
import { handOver, paymentExpiry, releaseExpiredPayments, releaseReplacedPayments } from './lifecycle'
import { bestAutomaticCoupon, couponDiscountPaise, couponRefusal, type CouponRule, type PricedLine } from './pricing'

type Checkout = z.output<typeof CheckoutBodySchema>
type Gateway = (typeof PAYMENT_GATEWAYS)[number]

/** Razorpay will not take less than ₹1. */
const MINIMUM_ONLINE_PAISE = 100

export function chooseGateway(shop: Shop, body: Checkout): Gateway | null {
  if (body.payment_method === 'COD') return null
  if (!body.payment_gateway) throw new ApiError(400, 'Please choose a payment gateway.')
  const gateway = PAYMENT_GATEWAYS.find((g) => g.toLowerCase() === body.payment_gateway!.toLowerCase())
  if (!gateway) throw new ApiError(400, 'Unknown payment gateway.')
  if (gateway === 'PhonePe' && !shop.config.phonepeEnabled) throw new ApiError(400, 'PhonePe payments are not enabled. Please choose Razorpay or Cash on Delivery.')
  if (gateway === 'ICICI') throw new ApiError(400, 'ICICI payments are not enabled. Please choose Razorpay or Cash on Delivery.')
  return gateway
}

const unitPaise = (line: LineRow) => (line.variant_id ? line.variant_price : line.product_price) ?? 0
const comparePaise = (line: LineRow) => (line.variant_id ? line.variant_compare : line.product_compare)

/** The lines being bought: the named ones (which must be the shopper's), else the whole bag. */
export function linesToBuy(shop: Shop, userId: string, itemIds: string[] | undefined): LineRow[] {
  const bag = shop.cart.lineRows(userId)
  if (!itemIds) return bag
  const wanted = new Set(itemIds)
  const lines = bag.filter((line) => wanted.has(line.id))
  if (lines.length !== wanted.size) throw new ApiError(400, 'Some selected items are no longer in your bag.')
  return lines
}

export const pricedLines = (lines: LineRow[]): PricedLine[] => lines.map((line) => ({ unitPaise: unitPaise(line), quantity: line.quantity }))

/** The coupon for this order: the one named, else the one applied to the bag (bag checkouts), else the best automatic one. */
function chooseCoupon(shop: Shop, userId: string, requested: string | null | undefined, lines: PricedLine[], fromBag: boolean): { rule: CouponRule; discount: number } | null {
  if (requested === null) return null
  const now = shop.clock()
  const id = requested ?? (fromBag ? shop.coupons.appliedTo(userId) : null)
  if (id) {
    const rule = shop.coupons.rule(id)
    if (!rule) throw new ApiError(404, 'Coupon not found')
    const refusal = couponRefusal(rule, userId, lines, now, true)
    if (refusal) throw new ApiError(400, refusal)
    return { rule, discount: couponDiscountPaise(rule, lines) }
  }
  return bestAutomaticCoupon(shop.coupons.rules(), userId, lines, now)
}

/** BUY NOW (an addition to spec 001 §7): the one option, quantity 1, as a line that belongs to no bag. */
function buyNowLine(shop: Shop, userId: string, buyNow: NonNullable<Checkout['buy_now']>): LineRow {
  const lookup = shop.cart.findOption(buyNow.product_id, buyNow.variant_id)
  if ('missing' in lookup) throw new ApiError(404, lookup.missing === 'product' ? 'Product not found' : 'Variant not found')
  const line = shop.cart.optionLine(userId, lookup.found)
  if (!line) throw new ApiError(404, 'Product not found')
  return line
}

function takeStock(shop: Shop, line: LineRow): void {
  const status = line.variant_id ? line.variant_status : line.product_status
  if (status !== 'Active') throw new ApiError(409, `${line.product_name} is no longer available.`)
  if (shop.stock.take(line.product_id, line.variant_id, line.quantity)) return
  const option = shop.cart.findOption(line.product_id, line.variant_id ?? true)
  const left = 'found' in option ? option.found.stock : 0
  throw new ApiError(409, left > 0 ? `Only ${left} left of ${line.product_name}.` : `${line.product_name} is out of stock.`)
}

export function placeOrder(shop: Shop, user: User, body: Checkout): CheckoutResponse {
  const gateway = chooseGateway(shop, body)
  releaseExpiredPayments(shop)
  return shop.transaction(() => {
    const now = shop.clock()
    // Before this order takes stock: the unpaid online order it replaces gives its stock back (rolled back with
    // this checkout if it is refused).
    releaseReplacedPayments(shop, user._id)
    const shipping = shop.addresses.get(body.shipping_address_id, 'shipping')
    if (!shipping || shipping.user_id !== user._id) throw new ApiError(404, 'Shipping address not found. Please select a shipping address.')
    const billing = body.billing_address_id ? shop.addresses.get(body.billing_address_id, 'billing') : shipping
    if (!billing || billing.user_id !== user._id) throw new ApiError(404, 'Billing address not found.')

    const buyingNow = body.buy_now !== undefined
    const lines = body.buy_now ? [buyNowLine(shop, user._id, body.buy_now)] : linesToBuy(shop, user._id, body.item_ids)
    if (lines.length === 0) throw new ApiError(400, 'Your bag is empty.')
    for (const line of lines) takeStock(shop, line)

    const priced = pricedLines(lines)
    const subtotal = priced.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0)
    const mrp = lines.reduce((sum, line) => sum + Math.max(comparePaise(line) ?? 0, unitPaise(line)) * line.quantity, 0)
    // The bag's applied coupon belongs to the bag: a BUY NOW order never uses it up.
    const coupon = chooseCoupon(shop, user._id, body.coupon_id, priced, !buyingNow)
    const total = subtotal - (coupon?.discount ?? 0)
    if (gateway && total < MINIMUM_ONLINE_PAISE) throw new ApiError(400, 'Online payment needs an order total of at least ₹1. Please choose Cash on Delivery.')

    const orderId = newObjectId()
    const order = {
      id: orderId,
      order_number: shop.orders.nextOrderNumber(now),
      user_id: user._id,
      order_status: gateway ? 'Pending Payment' : 'Confirmed',
      payment_status: 'Pending',
      payment_method: body.payment_method,
      payment_gateway: gateway,
      mrp_paise: mrp,
      subtotal_paise: subtotal,
      coupon_discount_paise: coupon?.discount ?? 0,
      total_paise: total,
      coupon_json: coupon ? JSON.stringify({ _id: coupon.rule.id, code: coupon.rule.code, title: coupon.rule.title, discount_category: coupon.rule.category }) : null,
      shipping_address_json: JSON.stringify(shipping),
      billing_address_json: JSON.stringify(billing),
      // handOver removes these lines from the bag once the order is placed: none for BUY NOW.
      cart_item_ids_json: JSON.stringify(buyingNow ? [] : lines.map((line) => line.id)),
      gateway_order_id: gateway === 'Razorpay' ? gatewayId('order_') : gateway === 'PhonePe' ? gatewayId('VTPP') : null,
      created_at: now.toISOString(),
      payment_expires_at: gateway ? paymentExpiry(shop, now) : null,
    }
    shop.orders.insert(
      order,
      lines.map((line) => ({
        id: newObjectId(),
        product_id: line.product_id,
        variant_id: line.variant_id,
        product_name: line.product_name,
        product_type: line.product_type,
        sku: line.sku ?? '',
        image: line.variant_image ?? line.product_image,
        attributes_json: JSON.stringify((JSON.parse(line.attributes_json ?? '[]') as object[]).map((a) => ({ ...a, _id: newObjectId() }))),
        price_paise: unitPaise(line),
        compare_price_paise: comparePaise(line),
        quantity: line.quantity,
      })),
    )
    if (!gateway) handOver(shop, shop.orders.byId(orderId)!)

    return {
      message: gateway ? 'Order created. Complete the payment to place it.' : 'Order placed successfully with COD!',
      order: { order_number: order.order_number, _id: orderId },
      amount: total,
      currency: 'INR',
      order_id: order.gateway_order_id,
      redirectForm: null,
      ...(gateway === 'Razorpay' ? { razorpay_key_id: shop.config.razorpay.keyId, test_gateway: shop.config.testGateway } : {}),
      total_order_price: toRupees(total),
      payment_method: body.payment_method,
      payment_gateway: gateway,
      coupon: coupon ? { ...toCoupon(coupon.rule, user._id), discountAmount: toRupees(coupon.discount) } : null,
      payment_expires_at: order.payment_expires_at,
      prefill: { name: user.name, email: user.email ?? '', contact: user.phone_number ?? '' },
    }
  })
}
