/**
 * The shopper's order list (spec 001 §2 Profile, §4): newest first, the start/end date filter, each order matched
 * with its shipping-partner order, and which of Cancel and Return it offers.
 */
import { CANCELLED_LABEL, DELIVERED_LABEL, shipmentStatusLabel } from './shipmentStatus'

interface Dated {
  createdAt: string
}

const time = (iso: string) => {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? -Infinity : t
}

/** Newest first; orders placed at the same moment keep their order. */
export function newestFirst<T extends Dated>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => time(b.createdAt) - time(a.createdAt))
}

/** A date field's value (YYYY-MM-DD) as the start or the end of that day in the shopper's time zone. */
function dayBound(day: string, end: boolean): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim())
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  return end ? new Date(year, month, date, 23, 59, 59, 999).getTime() : new Date(year, month, date).getTime()
}

/**
 * Placed from the start day to the end day, the end day included to 23:59:59 (spec 001 §2). Either may be empty:
 * no bound on that side.
 */
export function placedInRange(createdAt: string, start: string, end: string): boolean {
  const from = dayBound(start, false)
  const to = dayBound(end, true)
  const placed = time(createdAt)
  return (from === null || placed >= from) && (to === null || placed <= to)
}

export function ordersInDateRange<T extends Dated>(orders: readonly T[], start: string, end: string): T[] {
  return orders.filter((order) => placedInRange(order.createdAt, start, end))
}

/** What the shipping partner says about an order, as far as the list and the detail page need it. */
export interface ShipmentRef {
  id: number
  status: number
  channel_order_id?: string
  order_id?: string
  return_status?: string | null
}

/** The partner names an order 'ORDER-' + its id (spec 001 §3). */
export const channelOrderId = (orderId: string) => `ORDER-${orderId}`

/** Each order with its shipping-partner order (matched by channel order id, or the id the order carries), or null. */
export function withShipments<O extends { _id: string; shiprocket_order_id?: number | null }, S extends ShipmentRef>(
  orders: readonly O[],
  shipments: readonly S[],
): Array<{ order: O; shipment: S | null }> {
  const byChannel = new Map<string, S>()
  const byId = new Map<number, S>()
  for (const shipment of shipments) {
    if (shipment.channel_order_id) byChannel.set(shipment.channel_order_id, shipment)
    if (shipment.order_id) byChannel.set(channelOrderId(shipment.order_id), shipment)
    byId.set(shipment.id, shipment)
  }
  return orders.map((order) => ({
    order,
    shipment: byChannel.get(channelOrderId(order._id)) ?? (order.shiprocket_order_id != null ? byId.get(order.shiprocket_order_id) : undefined) ?? null,
  }))
}

/** The shipping-partner label of an order (spec 001 §4 table; no shipment yet reads Unknown, like any other code). */
export const orderStatusLabel = (shipment: Pick<ShipmentRef, 'status'> | null | undefined) => shipmentStatusLabel(shipment?.status)

/** The payment methods whose orders offer Cancel and Return (spec 001 §4). */
export const SELF_SERVICE_PAYMENT_METHODS = ['Online Payment', 'COD'] as const

export interface OrderActions {
  /** Cancel and Return are shown at all. */
  shown: boolean
  canCancel: boolean
  canReturn: boolean
}

/**
 * Cancel is disabled once cancelled, and for a delivered parcel, which is returned rather than cancelled (the
 * partner refuses that cancel anyway). Return is enabled only when the label is Delivered and no return has been
 * started yet. Both only for Online Payment and COD orders.
 */
export function orderActions(paymentMethod: string, shipment: Pick<ShipmentRef, 'status' | 'return_status'> | null | undefined): OrderActions {
  const label = orderStatusLabel(shipment)
  return {
    shown: (SELF_SERVICE_PAYMENT_METHODS as readonly string[]).includes(paymentMethod),
    canCancel: label !== CANCELLED_LABEL && label !== DELIVERED_LABEL,
    canReturn: label === DELIVERED_LABEL && !shipment?.return_status,
  }
}

/**
 * Why Cancel or Return cannot be used on an order now, in the shop's words, or null when it can (orderActions' rules).
 * An unavailable button says so when pressed: greyed out alone, a shopper waiting for a parcel read RETURN as broken.
 */
export function unavailableBecause(action: 'cancel' | 'return', shipment: Pick<ShipmentRef, 'status' | 'return_status'> | null | undefined): string | null {
  const label = orderStatusLabel(shipment)
  if (action === 'cancel') {
    if (label === CANCELLED_LABEL) return 'This order is already cancelled.'
    if (label === DELIVERED_LABEL) return 'This order has been delivered: it can be returned instead.'
    return null
  }
  if (label === CANCELLED_LABEL) return 'This order was cancelled, so there is nothing to return.'
  if (label !== DELIVERED_LABEL) return 'Returns open once the order is delivered.'
  if (shipment?.return_status) return 'A return has already been started for this order.'
  return null
}

/** The shop's words for what happens to orders (spec 001 §8). */
export const ORDER_MESSAGES = {
  noShipment: 'Unable to find matching Shiprocket order.',
  cancelled: 'Order cancelled successfully.',
  cancelFailed: 'Order cancellation failed.',
  returned: 'Return order initiated successfully.',
  returnFailed: 'Return initiation failed.',
  noOrdersInRange: 'No orders found for the selected date range.',
  loadingOrder: 'Loading order details...',
  notFound: 'Order not found.',
} as const
