/**
 * The order and shipping-partner answers (spec 001 §3, §7), found and checked structurally (zod stays out of the
 * browser). Kept out of data/contract/calls.ts, which every page loads, because only the account screens read orders.
 */
import { isObject, isText, unwrap } from '../contract/calls'
import type { Order, ShiprocketOrder } from '../contract/schemas'

/** Where each order call's answer lives; a backend that wraps differently changes these. */
export const orderAnswers = {
  /** GET /api/orders/user/{userId}: `{ orders: [...] }`. */
  orders(body: unknown): unknown[] {
    const orders = (body as { orders?: unknown } | null)?.orders
    return Array.isArray(orders) ? orders : unwrap.list(body)
  },
  /** GET /api/orders/{orderId}: `{ data: { order, orderItem } }`; the lines are the order's when it lacks them. */
  order(body: unknown): unknown {
    const data = unwrap.one(body) as { order?: unknown; orderItem?: unknown }
    const order = data.order ?? data
    if (isObject(order) && !('orderItem' in order) && Array.isArray(data.orderItem)) return { ...order, orderItem: data.orderItem }
    return order
  },
  /** GET /api/shiprocket/order/{id} and the cancel and return answers: `{ shiprocket_order }`. */
  shipment(body: unknown): unknown {
    return (body as { shiprocket_order?: unknown } | null)?.shiprocket_order ?? null
  },
}

/** An order the storefront can show: its id, number, date, total and lines at least. */
export function toOrder(value: unknown): Order | null {
  if (!isObject(value) || !isText(value._id) || typeof value.order_number !== 'string') return null
  if (typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt))) return null
  if (!Array.isArray(value.orderItem) || typeof value.total_order_price !== 'number') return null
  const orderItem = value.orderItem.filter((item) => isObject(item) && isObject(item.variant_id) && isObject(item.product_id) && typeof item.quantity === 'number')
  return { ...value, orderItem } as Order
}

/** A shipping-partner order the storefront can use: its id and status number. */
export function toShipment(value: unknown): ShiprocketOrder | null {
  if (!isObject(value) || typeof value.id !== 'number' || typeof value.status !== 'number') return null
  return { ...value, shipments: Array.isArray(value.shipments) ? value.shipments.filter(isObject) : [] } as ShiprocketOrder
}
