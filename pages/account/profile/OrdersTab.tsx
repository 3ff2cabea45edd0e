/**
 * Orders & Returns (spec 001 §2 Profile): the shopper's orders, newest first, filtered by start and end date (the
 * end day counts to 23:59:59), each with View Details, Cancel and Return.
 */
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ORDER_MESSAGES, placedInRange } from '../../../data/orders/orderList'
import { loadOrders, ordersStore, type ShopperOrder } from '../../../state/orders'
import { useSignedInUser } from '../RequireUser'
import { OrderCard } from './OrderCard'
import styles from './Orders.module.css'

export function OrdersTab() {
  const user = useSignedInUser()
  const { status, orders, userId } = useSnapshot(ordersStore)
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  // Every visit reads the list afresh: a parcel moves on between visits.
  useEffect(() => void loadOrders(user._id), [user._id])

  const known = userId === user._id && (status === 'loaded' || orders.length > 0)
  if (!known && status !== 'failed') {
    return (
      <p className={styles.quiet} role="status">
        Loading your orders…
      </p>
    )
  }
  if (status === 'failed' && !known) {
    return (
      <div className={styles.empty} role="alert">
        <p>We couldn&rsquo;t load your orders. Please check your connection and try again.</p>
        <button type="button" className="btn btn-outline" onClick={() => void loadOrders(user._id)}>
          Try again
        </button>
      </div>
    )
  }
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>You haven&rsquo;t placed any orders yet.</p>
        <p>When you do, you can follow them here, and cancel or return them.</p>
        <a href="/product/all" className="btn">
          Start shopping
        </a>
      </div>
    )
  }

  const shown = (orders as readonly ShopperOrder[]).filter((entry) => placedInRange(entry.order.createdAt, start, end))
  return (
    <div className={styles.orders}>
      <form className={styles.filter} aria-label="Filter orders by date" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="orders-start">Start date</label>
          <input id="orders-start" className="input" type="date" value={start} max={end || undefined} onChange={(event) => setStart(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="orders-end">End date</label>
          <input id="orders-end" className="input" type="date" value={end} min={start || undefined} onChange={(event) => setEnd(event.target.value)} />
        </div>
        {start || end ? (
          <button
            type="button"
            className={`btn-link ${styles.clear}`}
            onClick={() => {
              setStart('')
              setEnd('')
            }}
          >
            Clear dates
          </button>
        ) : null}
      </form>
      <p className={styles.count} role="status">
        {shown.length === 0 ? ORDER_MESSAGES.noOrdersInRange : `${shown.length} ${shown.length === 1 ? 'order' : 'orders'}`}
      </p>
      {shown.length > 0 ? (
        <ol className={styles.list} aria-label="Your orders">
          {shown.map((entry) => (
            <OrderCard key={entry.order._id} entry={entry} />
          ))}
        </ol>
      ) : null}
    </div>
  )
}
