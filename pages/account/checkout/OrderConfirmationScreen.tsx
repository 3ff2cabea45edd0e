/**
 * Order confirmation (spec 001 §2): a thank-you, the order number when checkout (or PhonePe's return) named the
 * order, the amount as the order records it (what Pay showed and the gateway took) and how it is paid, a link to the
 * order's detail and Back to Home.
 */
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { orderDetailPath } from '../../../data/account/routes'
import { confirmedOrderFrom } from '../../../data/checkout/confirmation'
import { toPaise } from '../../../data/catalogue/money'
import type { Order } from '../../../data/contract/schemas'
import { paymentState } from '../../../data/orders/payment'
import { clearBuyNow } from '../../../state/buyNow'
import { currencyStore, displayPrice } from '../../../state/currency'
import { loadOrder, ordersStore } from '../../../state/orders'
import { sessionStore } from '../../../state/session'
import { screenTitle } from '../useShellNavigate'
import styles from './Checkout.module.css'

/** The amount and how it is paid, as the order records them: the figure Pay showed and the gateway took. */
function ChargedAmount({ order }: { order: Order }) {
  const currency = useSnapshot(currencyStore)
  const state = paymentState(order)
  const amount = displayPrice(toPaise(order.total_order_price), currency)
  const label = state.tone === 'paid' ? 'Amount paid' : state.tone === 'due' ? 'To pay on delivery' : 'Order total'
  return (
    <>
      <dl className={styles.confirmationFacts}>
        <div>
          <dt>{label}</dt>
          <dd className={styles.confirmationAmount}>{amount}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment_method} · {state.label}
          </dd>
        </div>
      </dl>
      {state.note ? <p className={styles.confirmationNote}>{state.note}</p> : null}
    </>
  )
}

export function OrderConfirmationScreen() {
  const { search } = useLocation()
  const order = confirmedOrderFrom(search)
  const { user } = useSnapshot(sessionStore)
  const { detail } = useSnapshot(ordersStore)
  useEffect(() => void (document.title = screenTitle('Order confirmation')), [])
  useEffect(() => {
    if (order && user) void loadOrder(order.id, user._id)
  }, [order?.id, user?._id])
  const placed = order && detail.orderId === order.id && detail.status === 'loaded' ? (detail.entry?.order as Order | undefined) : undefined
  // An order was placed in this tab: a BUY NOW item (PhonePe's return, say) has been bought.
  useEffect(() => {
    if (order) clearBuyNow()
  }, [order?.id])

  return (
    <div className={`page ${styles.confirmationWrap}`}>
      <section className={styles.confirmation} aria-labelledby="confirmation-title">
        <span className={styles.tick} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <p className="eyebrow">Order confirmed</p>
        <h1 id="confirmation-title" className={styles.confirmationTitle}>
          Thank you for your order!
        </h1>
        {order?.number ? (
          <p className={styles.orderNumber}>
            Order number <strong>{order.number}</strong>
          </p>
        ) : null}
        {placed ? <ChargedAmount order={placed} /> : null}
        <p className={styles.confirmationText}>
          We have received your order and are getting it ready. You can follow it from your orders at any time.
        </p>
        <div className={styles.confirmationActions}>
          {order ? (
            <Link to={orderDetailPath(order.id)} className="btn">
              View order details
            </Link>
          ) : (
            <Link to="/profile?tab=orders" className="btn">
              View your orders
            </Link>
          )}
          <a href="/" className="btn btn-outline">
            Back to Home
          </a>
        </div>
      </section>
    </div>
  )
}
