/** One order in Orders & Returns: number, date, what was bought, total, payment, the partner's label and actions. */
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { OrderActions } from '../../../components/orders/OrderActions'
import { OrderStatusLabel } from '../../../components/orders/OrderStatusLabel'
import { MediaImage } from '../../../components/ui/MediaImage'
import { orderDetailPath } from '../../../data/account/routes'
import { toPaise } from '../../../data/catalogue/money'
import { formatOrderDate } from '../../../data/orders/orderDetail'
import { paymentState } from '../../../data/orders/payment'
import { currencyStore, displayPrice } from '../../../state/currency'
import type { ShopperOrder } from '../../../state/orders'
import styles from './Orders.module.css'

/** Lines shown on the card; the rest are counted. */
const LINES_SHOWN = 3

export function OrderCard({ entry }: { entry: ShopperOrder }) {
  const currency = useSnapshot(currencyStore)
  const { order, shipment } = entry
  const lines = order.orderItem.slice(0, LINES_SHOWN)
  const more = order.orderItem.length - lines.length
  const headingId = `order-${order._id}`
  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <div>
          <h3 id={headingId} className={styles.number}>
            Order #{order.order_number}
          </h3>
          <p className={styles.placed}>
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusLabel shipment={shipment} />
      </header>
      <ul className={styles.lines}>
        {lines.map((item) => (
          <li key={item._id} className={styles.line}>
            <MediaImage src={item.variant_id.image} alt="" width={56} height={70} className={`product-thumb ${styles.thumb}`} />
            <span className={styles.lineName}>{item.product_id.product_name}</span>
            <span className={styles.lineQty}>Qty {item.quantity}</span>
          </li>
        ))}
        {more > 0 ? (
          <li className={styles.more}>
            +{more} more {more === 1 ? 'item' : 'items'}
          </li>
        ) : null}
      </ul>
      <footer className={styles.cardFoot}>
        <dl className={styles.facts}>
          <div>
            <dt>Total</dt>
            <dd className={styles.total}>{displayPrice(toPaise(order.total_order_price), currency)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              {order.payment_method} · {paymentState(order).label}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Link to={orderDetailPath(order._id)} className={`btn ${styles.view}`}>
            View Details<span className="visually-hidden"> of order {order.order_number}</span>
          </Link>
          <OrderActions order={order} shipment={shipment} />
        </div>
      </footer>
      </article>
    </li>
  )
}
