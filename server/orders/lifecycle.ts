/**
 * What happens to an order after checkout: it is handed to the courier once it is placed (cash on delivery) or
 * paid (online), it can be cancelled (stock goes back on the shelf), and an online order that is never paid gives
 * its stock back when its payment window closes (`paymentWindowMinutes`) or when the shopper checks out again:
 * a shopper holds at most one unpaid online order, so repeating a checkout cannot hoard stock.
 */
import type { Order } from '../../data/contract/schemas'
import { toOrder, type OrderCustomer, type OrderRow } from '../db/orders'
import type { Shop } from '../shop'

export function customerOf(shop: Shop, userId: string): OrderCustomer {
  const user = shop.users.byId(userId)
  return { _id: userId, name: user?.name ?? '', email: user?.email ?? '', phone_number: user?.phone_number ?? '' }
}

/** The order as the storefront reads it, lines and customer populated. */
export function orderJson(shop: Shop, row: OrderRow): Order {
  const money = { refunds: shop.payments.refundsOf(row.id), paymentFailure: shop.payments.lastFailure(row.id) }
  return toOrder(row, shop.orders.itemsOf(row.id), customerOf(shop, row.user_id), shop.shipments.byOrder(row.id)?.id ?? null, money)
}

/**
 * The order is placed: its bag lines and the bag's coupon are used up, and the courier gets the parcel. A BUY NOW
 * order took no bag lines, so the bag and its coupon stay as they are.
 */
export function handOver(shop: Shop, order: OrderRow): void {
  const itemIds = JSON.parse(order.cart_item_ids_json) as string[]
  for (const itemId of itemIds) {
    const line = shop.cart.line(itemId)
    if (line && line.user_id === order.user_id) shop.cart.remove(itemId)
  }
  if (itemIds.length > 0) shop.coupons.clearFor(order.user_id)
  if (!shop.shipments.byOrder(order.id)) shop.shipments.create(order.id, order.user_id)
}

export function putStockBack(shop: Shop, orderId: string): void {
  for (const item of shop.orders.itemsOf(orderId)) shop.stock.putBack(item.product_id, item.variant_id, item.quantity)
}

/**
 * Cancels an unpaid online order and puts its stock back, exactly once: the conditional update decides which of
 * several racing callers (expiry in two processes, a new checkout, a late payment) does it.
 */
export function releaseUnpaid(shop: Shop, orderId: string, paymentStatus: 'Failed' | 'Cancelled'): boolean {
  return shop.transaction(() => {
    if (!shop.orders.releasePending(orderId, paymentStatus, shop.clock())) return false
    putStockBack(shop, orderId)
    return true
  })
}

/** Online orders whose payment window closed unpaid: cancelled, stock returned. Run before anything reads stock. */
export function releaseExpiredPayments(shop: Shop): void {
  for (const order of shop.orders.expiredUnpaid(shop.clock())) releaseUnpaid(shop, order.id, 'Failed')
}

/** A new checkout replaces the shopper's unpaid online order: its stock goes back in the same transaction. */
export function releaseReplacedPayments(shop: Shop, userId: string): void {
  for (const order of shop.orders.pendingOnline(userId)) releaseUnpaid(shop, order.id, 'Cancelled')
}

/** When an online order made now stops holding its stock. */
export function paymentExpiry(shop: Shop, now: Date): string {
  return new Date(now.getTime() + shop.config.paymentWindowMinutes * 60_000).toISOString()
}
