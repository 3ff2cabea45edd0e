/**
 * Checkout (spec 001 §7): turns the shopper's bag (or the selected lines of it) into an order, in ONE transaction.
 * Prices come from the catalogue, never from the request; every line's stock is taken with a conditional update,
 * so when two shoppers race for the last units one of them gets a 409 and stock never goes below zero. Any
 * refusal rolls the whole order back.
 *
 * Cash on delivery is placed at once. Online payment reserves the stock, creates the gateway's order and waits
 * for the payment to be verified (or for the payment window to close).
 */
import { PAYMENT_GATEWAYS, type CheckoutBodySchema, type CheckoutResponse, type OrderQuote, type User } from '../../data/contract/schemas'
import type { z } from 'zod'
import { returnDays } from '../../data/catalogue/returns'
import { toCoupon } from '../db/coupons'
import type { LineRow } from '../db/cart'
import { toRupees } from '../db/products'
import { newObjectId } from '../db/users'
import { ApiError } from '../http/errors'
import { GatewayError } from '../payments/gateway'
import { gatewayId } from '../payments/razorpay'
import type { Shop } from '../shop'
import { handOver, paymentExpiry, releaseExpiredPayments, releaseReplacedPayments, releaseUnpaid } from './lifecycle'
import { comparePaise, quoteJson, quoteOrder, unitPaise } from './quote'

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

function takeStock(shop: Shop, line: LineRow): void {
  const status = line.variant_id ? line.variant_status : line.product_status
  if (status !== 'Active') throw new ApiError(409, `${line.product_name} is no longer available.`)
  if (shop.stock.take(line.product_id, line.variant_id, line.quantity)) return
  const option = shop.cart.findOption(line.product_id, line.variant_id ?? true)
  const left = 'found' in option ? option.found.stock : 0
  throw new ApiError(409, left > 0 ? `Only ${left} left of ${line.product_name}.` : `${line.product_name} is out of stock.`)
}

/** The order would cost another amount than the quote the shopper was shown: refused, with the new quote. */
const quoteChanged = (quote: OrderQuote) =>
  new ApiError(409, `The total of your order is now ₹${quote.total.toLocaleString('en-IN')}. Please check it and pay again.`, { quote })

/**
 * Places the order at the quote's price (quote.ts: the figure the bag and checkout showed). Online orders are created
 * here awaiting payment; their Razorpay order is made after this transaction (`createGatewayOrder`), since the
 * gateway is a network call.
 */
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

    const purchase = body.buy_now ? { buyNow: body.buy_now } : { itemIds: body.item_ids }
    const quote = quoteOrder(shop, user._id, purchase, body.coupon_id)
    const { lines, price, buyingNow } = quote
    if (lines.length === 0) throw new ApiError(400, 'Your bag is empty.')
    // A coupon the shopper named for this order must apply; the bag's own is reported by the quote before Pay.
    if (price.refused && body.coupon_id) throw new ApiError(400, price.refused.reason)
    if (body.expected_amount !== undefined && body.expected_amount !== price.totalPaise) throw quoteChanged(quoteJson(quote, user._id))
    for (const line of lines) takeStock(shop, line)
    const total = price.totalPaise
    if (gateway && total < MINIMUM_ONLINE_PAISE) throw new ApiError(400, 'Online payment needs an order total of at least ₹1. Please choose Cash on Delivery.')
    const coupon = price.coupon

    const orderId = newObjectId()
    const order = {
      id: orderId,
      order_number: shop.orders.nextOrderNumber(now),
      user_id: user._id,
      order_status: gateway ? 'Pending Payment' : 'Confirmed',
      payment_status: 'Pending',
      payment_method: body.payment_method,
      payment_gateway: gateway,
      mrp_paise: price.mrpPaise,
      subtotal_paise: price.subtotalPaise,
      coupon_discount_paise: coupon?.discount ?? 0,
      total_paise: total,
      coupon_json: coupon
        ? JSON.stringify({ _id: coupon.rule.id, code: coupon.rule.code, title: coupon.rule.title, discount_category: coupon.rule.category, automatic: coupon.automatic })
        : null,
      shipping_address_json: JSON.stringify(shipping),
      billing_address_json: JSON.stringify(billing),
      // handOver removes these lines from the bag once the order is placed: none for BUY NOW.
      cart_item_ids_json: JSON.stringify(buyingNow ? [] : lines.map((line) => line.id)),
      // Razorpay's order is made once this order exists (createGatewayOrder); PhonePe's stand-in needs no call.
      gateway_order_id: gateway === 'PhonePe' ? gatewayId('VTPP') : null,
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
        return_days: returnDays(line),
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
      coupon: coupon ? { ...toCoupon(coupon.rule, user._id), automatic: coupon.automatic, discountAmount: toRupees(coupon.discount) } : null,
      payment_expires_at: order.payment_expires_at,
      prefill: { name: user.name, email: user.email ?? '', contact: user.phone_number ?? '' },
    }
  })
}

/**
 * Razorpay's order for a placed online order (Orders API: amount in paise, INR, the order number as receipt, the
 * order's id in the notes), stored on the order. When Razorpay cannot be reached the order is released at once
 * (its stock back on the shelf) and the shopper is asked to try again.
 */
export async function createGatewayOrder(shop: Shop, orderId: string): Promise<string> {
  const order = shop.orders.byId(orderId)!
  try {
    const created = await shop.gateway.createOrder({ amountPaise: order.total_paise, receipt: order.order_number, notes: { order_id: order.id, order_number: order.order_number } })
    if (created.amount !== order.total_paise) throw new GatewayError(`Razorpay made order ${created.id} for ${created.amount} paise instead of ${order.total_paise}`, null)
    shop.orders.setGatewayOrderId(order.id, created.id)
    return created.id
  } catch (error) {
    releaseUnpaid(shop, order.id, 'Failed')
    console.warn(`checkout: ${(error as Error).message}`)
    throw new ApiError(502, 'We could not start the payment with Razorpay. Nothing was charged; please try again.')
  }
}
