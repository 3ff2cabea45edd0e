/**
 * Orders and their lines. A line keeps the name, SKU, picture, attributes and price the shopper paid, so an order
 * reads the same after the catalogue changes; it is sent with its variant and product "populated" as spec 001 §3
 * shows them.
 */
import type { Address, Attribute, Order, OrderItem, OrderRefund } from '../../data/contract/schemas'
import { RETURN_WINDOW_DAYS } from '../../data/content/shopFacts'
import type { ShopDatabase } from './database'
import type { RefundRow } from './payments'
import { toRupees } from './products'

export interface OrderRow {
  id: string
  order_number: string
  user_id: string
  order_status: string
  payment_status: string
  payment_method: 'COD' | 'Online Payment'
  payment_gateway: string | null
  mrp_paise: number
  subtotal_paise: number
  coupon_discount_paise: number
  total_paise: number
  coupon_json: string | null
  shipping_address_json: string
  billing_address_json: string | null
  cart_item_ids_json: string
  gateway_order_id: string | null
  gateway_payment_id: string | null
  created_at: string
  payment_expires_at: string | null
  paid_at: string | null
  cancelled_at: string | null
}

export interface OrderItemRow {
  id: string
  order_id: string
  position: number
  product_id: string
  variant_id: string | null
  product_name: string
  product_type: string
  sku: string
  image: string | null
  attributes_json: string
  price_paise: number
  compare_price_paise: number | null
  quantity: number
  /** The return period (days) the product was sold with; null on lines sold before periods were kept. */
  return_days: number | null
}

export type OrderCustomer = {
  _id: string
  name: string
  email: string
  phone_number: string
}

export function toOrderItem(row: OrderItemRow): OrderItem {
  const attributes = (JSON.parse(row.attributes_json) as Array<Attribute & { _id: string }>)
  return {
    _id: row.id,
    variant_id: {
      // A simple product stands in for its own single option.
      _id: row.variant_id ?? row.product_id,
      image: row.image,
      sku: row.sku,
      price: toRupees(row.price_paise),
      compare_price: row.compare_price_paise === null ? null : toRupees(row.compare_price_paise),
      attributes,
    },
    product_id: { _id: row.product_id, product_name: row.product_name, product_type: row.product_type },
    quantity: row.quantity,
    total_item_price: toRupees(row.price_paise * row.quantity),
  }
}

/** The money an order sent back or still owes back, and its last failed payment attempt (additions to spec 001 §3). */
export interface OrderMoney {
  refunds: RefundRow[]
  paymentFailure: string | null
}

/** A refund as the shopper's order shows it: "Refund initiated" until the gateway says it was processed. */
export function toOrderRefund(refund: RefundRow): OrderRefund {
  return {
    _id: refund.gateway_refund_id ?? refund.key,
    amount: toRupees(refund.amount_paise),
    reason: refund.reason,
    status: refund.status === 'processed' ? 'Refunded' : refund.status === 'failed' ? 'Refund failed' : 'Refund initiated',
    requested_at: refund.requested_at,
    processed_at: refund.processed_at,
  }
}

export function toOrder(row: OrderRow, items: OrderItemRow[], customer: OrderCustomer, shipmentId: number | null, money: OrderMoney = { refunds: [], paymentFailure: null }): Order {
  const coupon = row.coupon_json ? (JSON.parse(row.coupon_json) as { code: string; title: string }) : null
  return {
    _id: row.id,
    order_number: row.order_number,
    createdAt: row.created_at,
    order_status: row.order_status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    payment_gateway: row.payment_gateway,
    total_mrp: toRupees(row.mrp_paise),
    subtotal: toRupees(row.subtotal_paise),
    coupon: coupon ? { ...coupon, discountAmount: toRupees(row.coupon_discount_paise) } : null,
    total_order_price: toRupees(row.total_paise),
    user_id: customer,
    shipping_address: JSON.parse(row.shipping_address_json) as Address,
    billing_address: row.billing_address_json ? (JSON.parse(row.billing_address_json) as Address) : null,
    orderItem: items.map(toOrderItem),
    shiprocket_order_id: shipmentId,
    paid_at: row.paid_at,
    cancelled_at: row.cancelled_at,
    refunds: money.refunds.map(toOrderRefund),
    // Only while the order still waits for its payment: a later success makes an earlier failure history.
    payment_failure: row.payment_status === 'Pending' && !row.cancelled_at ? money.paymentFailure : null,
  }
}

export type NewOrder = Omit<OrderRow, 'gateway_payment_id' | 'paid_at' | 'cancelled_at'>
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'order_id' | 'position'>

export function createOrderQueries(db: ShopDatabase) {
  const insertOrder = db.prepare(`INSERT INTO orders (id, order_number, user_id, order_status, payment_status, payment_method, payment_gateway, mrp_paise,
    subtotal_paise, coupon_discount_paise, total_paise, coupon_json, shipping_address_json, billing_address_json, cart_item_ids_json, gateway_order_id,
    created_at, payment_expires_at) VALUES (@id, @order_number, @user_id, @order_status, @payment_status, @payment_method, @payment_gateway, @mrp_paise,
    @subtotal_paise, @coupon_discount_paise, @total_paise, @coupon_json, @shipping_address_json, @billing_address_json, @cart_item_ids_json,
    @gateway_order_id, @created_at, @payment_expires_at)`)
  const insertItem = db.prepare(`INSERT INTO order_items (id, order_id, position, product_id, variant_id, product_name, product_type, sku, image,
    attributes_json, price_paise, compare_price_paise, quantity, return_days) VALUES (@id, @order_id, @position, @product_id, @variant_id, @product_name,
    @product_type, @sku, @image, @attributes_json, @price_paise, @compare_price_paise, @quantity, @return_days)`)
  const returnDaysOf = db.prepare<[number, string], { days: number | null }>('SELECT max(coalesce(return_days, ?)) AS days FROM order_items WHERE order_id = ?')
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?')
  const byGatewayId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE gateway_order_id = ?')
  const byUser = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
  const itemsOf = db.prepare<[string], OrderItemRow>('SELECT * FROM order_items WHERE order_id = ? ORDER BY position')
  const itemsOfUser = db.prepare<[string], OrderItemRow>(
    'SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = ? ORDER BY i.order_id, i.position',
  )
  const numbersOfDay = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM orders WHERE order_number LIKE ?')
  // Conditional, like the release below: a payment and a release racing for one order cannot both win.
  const markPaid = db.prepare<[string, string, string]>(
    `UPDATE orders SET payment_status = 'Paid', order_status = 'Confirmed', gateway_payment_id = ?, paid_at = ?, payment_expires_at = NULL
     WHERE id = ? AND payment_status = 'Pending' AND cancelled_at IS NULL`,
  )
  const releasePending = db.prepare<[string, string, string]>(
    `UPDATE orders SET order_status = 'Cancelled', payment_status = ?, cancelled_at = ?, payment_expires_at = NULL
     WHERE id = ? AND payment_status = 'Pending' AND payment_method = 'Online Payment' AND cancelled_at IS NULL`,
  )
  const pendingOnline = db.prepare<[string], OrderRow>(
    "SELECT * FROM orders WHERE user_id = ? AND payment_status = 'Pending' AND payment_method = 'Online Payment' AND cancelled_at IS NULL",
  )
  const setStatus = db.prepare<[string, string, string]>('UPDATE orders SET order_status = ?, payment_status = ? WHERE id = ?')
  const markCancelled = db.prepare<[string, string, string, string]>(
    'UPDATE orders SET order_status = ?, payment_status = ?, cancelled_at = ?, payment_expires_at = NULL WHERE id = ?',
  )
  const setGatewayOrderId = db.prepare<[string, string]>('UPDATE orders SET gateway_order_id = ? WHERE id = ? AND gateway_order_id IS NULL')
  const setPaymentStatus = db.prepare<[string, string]>('UPDATE orders SET payment_status = ? WHERE id = ?')
  const setOrderStatus = db.prepare<[string, string]>('UPDATE orders SET order_status = ? WHERE id = ?')
  const awaitingGateway = db.prepare<[string, string], OrderRow>(
    `SELECT * FROM orders WHERE payment_method = 'Online Payment' AND payment_gateway = 'Razorpay' AND gateway_order_id IS NOT NULL
     AND payment_status = 'Pending' AND cancelled_at IS NULL AND created_at <= ? AND created_at > ? ORDER BY created_at LIMIT 50`,
  )
  const releasedUnpaid = db.prepare<[string], OrderRow>(
    `SELECT * FROM orders o WHERE payment_method = 'Online Payment' AND payment_gateway = 'Razorpay' AND gateway_order_id IS NOT NULL
     AND gateway_payment_id IS NULL AND cancelled_at > ? AND payment_status IN ('Failed', 'Cancelled')
     AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'captured') ORDER BY cancelled_at LIMIT 50`,
  )
  const expiredUnpaid = db.prepare<[string], OrderRow>(
    "SELECT * FROM orders WHERE payment_status = 'Pending' AND payment_method = 'Online Payment' AND payment_expires_at <= ? AND cancelled_at IS NULL",
  )

  return {
    insert(order: NewOrder, items: Array<NewOrderItem & { id: string }>): void {
      insertOrder.run(order)
      items.forEach((item, position) => insertItem.run({ ...item, order_id: order.id, position }))
    },
    byId: (id: string) => byId.get(id) ?? null,
    byGatewayId: (id: string) => byGatewayId.get(id) ?? null,
    byUser: (userId: string) => byUser.all(userId),
    itemsOf: (orderId: string) => itemsOf.all(orderId),
    /** How long after delivery the order can be returned: the longest period among its lines. */
    returnDaysOf: (orderId: string): number => returnDaysOf.get(RETURN_WINDOW_DAYS, orderId)?.days ?? RETURN_WINDOW_DAYS,
    itemsOfUser: (userId: string) => itemsOfUser.all(userId),
    /** 'VT' + the day + a sequence within the day: short enough to read out on a support call. */
    nextOrderNumber(now: Date): string {
      const day = now.toISOString().slice(0, 10).replace(/-/g, '')
      const n = (numbersOfDay.get(`VT${day}-%`)?.n ?? 0) + 1
      return `VT${day}-${String(n).padStart(4, '0')}`
    },
    /** False when the order was no longer awaiting payment (released, replaced or already paid). */
    markPaid: (id: string, paymentId: string, now: Date): boolean => markPaid.run(paymentId, now.toISOString(), id).changes > 0,
    /** Cancels an unpaid online order; true only for the one call that actually released it. */
    releasePending: (id: string, paymentStatus: string, now: Date): boolean => releasePending.run(paymentStatus, now.toISOString(), id).changes > 0,
    /** The shopper's online orders still awaiting payment (at most one once checkout replaces them). */
    pendingOnline: (userId: string) => pendingOnline.all(userId),
    setStatus: (id: string, orderStatus: string, paymentStatus: string) => void setStatus.run(orderStatus, paymentStatus, id),
    markCancelled: (id: string, paymentStatus: string, now: Date, orderStatus = 'Cancelled') => void markCancelled.run(orderStatus, paymentStatus, now.toISOString(), id),
    expiredUnpaid: (now: Date) => expiredUnpaid.all(now.toISOString()),
    setGatewayOrderId: (id: string, gatewayOrderId: string) => void setGatewayOrderId.run(gatewayOrderId, id),
    setPaymentStatus: (id: string, paymentStatus: string) => void setPaymentStatus.run(paymentStatus, id),
    setOrderStatus: (id: string, orderStatus: string) => void setOrderStatus.run(orderStatus, id),
    /** Razorpay orders still awaiting payment, made between `since` and `until` (reconciled with the gateway). */
    awaitingGateway: (until: Date, since: Date) => awaitingGateway.all(until.toISOString(), since.toISOString()),
    /** Razorpay orders released unpaid since then, with no captured payment on record: a late payment may be missed. */
    releasedUnpaid: (since: Date) => releasedUnpaid.all(since.toISOString()),
  }
}
export type OrderQueries = ReturnType<typeof createOrderQueries>
