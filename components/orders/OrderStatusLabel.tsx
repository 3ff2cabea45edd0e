/**
 * The shipping partner's label of an order (spec 001 §4), coloured by how things stand, and a note once a return
 * has been started (the partner's label stays Delivered).
 */
import { orderStatusLabel } from '../../data/orders/orderList'
import styles from './Orders.module.css'

const TONE: Record<string, string | undefined> = {
  Delivered: styles.good,
  Cancelled: styles.bad,
  RTO: styles.bad,
  Lost: styles.bad,
  Unknown: styles.quiet,
}

export function OrderStatusLabel({ shipment }: { shipment: { status: number; return_status?: unknown } | null }) {
  const label = orderStatusLabel(shipment)
  const returnStatus = typeof shipment?.return_status === 'string' ? shipment.return_status : null
  return (
    <span className={styles.statuses}>
      <span className={`${styles.status} ${TONE[label] ?? ''}`} data-testid="order-status">
        {label}
      </span>
      {returnStatus ? <span className={`${styles.status} ${styles.quiet}`}>{returnStatus}</span> : null}
    </span>
  )
}
