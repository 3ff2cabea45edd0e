/**
 * The shopper's orders (spec 001 §2 Profile → Orders & Returns, Order detail): the list joined once with the
 * shipping partner's orders, one order for the detail page, and cancel and return. Outcomes come back as the
 * spec's messages (spec 001 §8) for the screen to show; load failures are logged, as the spec has them.
 */
import { proxy } from 'valtio'
import { livePaths, unwrap } from '../data/contract/calls'
import { orderAnswers, toOrder, toShipment } from '../data/orders/answers'
import { api, ApiError } from '../data/contract/client'
import type { Order, ShiprocketOrder } from '../data/contract/schemas'
import { newestFirst, ORDER_MESSAGES, withShipments } from '../data/orders/orderList'

export interface ShopperOrder {
  order: Order
  shipment: ShiprocketOrder | null
}
export type OrdersStatus = 'idle' | 'loading' | 'loaded' | 'failed'
export type OrderDetailStatus = 'loading' | 'loaded' | 'notFound' | 'failed'
export type OrderAction = 'cancel' | 'return'
export interface OrderActionOutcome {
  ok: boolean
  message: string
}

export const ordersStore = proxy<{
  userId: string | null
  status: OrdersStatus
  orders: ShopperOrder[]
  detail: { orderId: string | null; status: OrderDetailStatus; entry: ShopperOrder | null }
  /** Orders with a cancel or return on its way to the partner: their buttons wait. */
  busy: Record<string, OrderAction>
}>({
  userId: null,
  status: 'idle',
  orders: [],
  detail: { orderId: null, status: 'loading', entry: null },
  busy: {},
})

/** The orders the storefront can show (malformed ones are dropped), newest first. */
export function parseOrders(body: unknown): Order[] {
  return newestFirst(orderAnswers.orders(body).flatMap((raw) => toOrder(raw) ?? []))
}

export function parseShipments(body: unknown): ShiprocketOrder[] {
  return unwrap.list(body).flatMap((raw) => toShipment(raw) ?? [])
}

let listRequest = 0

export async function loadOrders(userId: string): Promise<void> {
  const request = ++listRequest
  ordersStore.userId = userId
  ordersStore.status = 'loading'
  const [orders, shipments] = await Promise.allSettled([api.get(livePaths.userOrders(userId)), api.get(livePaths.shipments)])
  if (request !== listRequest) return
  if (orders.status === 'rejected') {
    console.warn('Orders load failed', orders.reason)
    ordersStore.status = 'failed'
    return
  }
  if (shipments.status === 'rejected') console.warn('Shipments load failed', shipments.reason)
  ordersStore.orders = withShipments(parseOrders(orders.value), shipments.status === 'fulfilled' ? parseShipments(shipments.value) : [])
  ordersStore.status = 'loaded'
}

/** The shipping partner's order for an order, or null when it has none (yet) or cannot be read. */
async function shipmentOf(orderId: string): Promise<ShiprocketOrder | null> {
  try {
    return toShipment(orderAnswers.shipment(await api.get(livePaths.shipment(orderId))))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn('Shipment load failed', error)
    return null
  }
}

let detailRequest = 0

/** One order for its detail page; someone else's order reads as not found, like a missing one. */
export async function loadOrder(orderId: string, userId: string): Promise<void> {
  const request = ++detailRequest
  ordersStore.detail = { orderId, status: 'loading', entry: null }
  let order: Order | null = null
  try {
    order = toOrder(orderAnswers.order(await api.get(livePaths.order(orderId))))
  } catch (error) {
    if (request !== detailRequest) return
    const missing = error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 404)
    if (!missing) console.warn('Order load failed', error)
    ordersStore.detail.status = missing ? 'notFound' : 'failed'
    return
  }
  const owner = order?.user_id?._id
  if (!order || (owner && owner !== userId)) {
    if (request === detailRequest) ordersStore.detail.status = 'notFound'
    return
  }
  const shipment = await shipmentOf(order._id)
  if (request !== detailRequest) return
  ordersStore.detail = { orderId, status: 'loaded', entry: { order, shipment } }
}

/** Every copy of the order the store holds (its list entry and its detail page). */
function entriesOf(orderId: string): ShopperOrder[] {
  const entries = ordersStore.orders.filter((entry) => entry.order._id === orderId)
  const detail = ordersStore.detail.entry
  if (detail && detail.order._id === orderId) entries.push(detail)
  return entries
}

const OUTCOMES: Record<OrderAction, { path: (id: number) => string; done: string; failed: string }> = {
  cancel: { path: livePaths.shipmentCancel, done: ORDER_MESSAGES.cancelled, failed: ORDER_MESSAGES.cancelFailed },
  return: { path: livePaths.shipmentReturn, done: ORDER_MESSAGES.returned, failed: ORDER_MESSAGES.returnFailed },
}

/** Cancels or returns an order through its shipping-partner order, and shows the partner's new status. */
export async function changeOrder(orderId: string, action: OrderAction): Promise<OrderActionOutcome> {
  const shipment = entriesOf(orderId).find((entry) => entry.shipment)?.shipment
  if (!shipment) return { ok: false, message: ORDER_MESSAGES.noShipment }
  if (ordersStore.busy[orderId]) return { ok: false, message: OUTCOMES[action].failed }
  const outcome = OUTCOMES[action]
  ordersStore.busy[orderId] = action
  try {
    const answer = toShipment(orderAnswers.shipment(await api.post(outcome.path(shipment.id))))
    // An answer without the shipment leaves only a fresh read to tell the new status.
    const updated = answer ?? (await shipmentOf(orderId))
    if (updated) for (const entry of entriesOf(orderId)) entry.shipment = updated
    // A cancelled paid order now shows its refund: the order itself is read again.
    const order = await api.get(livePaths.order(orderId)).then((body) => toOrder(orderAnswers.order(body)), () => null)
    if (order) for (const entry of entriesOf(orderId)) entry.order = order
    return { ok: true, message: outcome.done }
  } catch (error) {
    console.warn(`Order ${action} failed`, error)
    return { ok: false, message: outcome.failed }
  } finally {
    delete ordersStore.busy[orderId]
  }
}

export const cancelOrder = (orderId: string) => changeOrder(orderId, 'cancel')
export const returnOrder = (orderId: string) => changeOrder(orderId, 'return')
