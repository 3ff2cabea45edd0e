/** The shipping partner's label of an order (spec 001 §4), coloured by how things stand. */
import { orderStatusLabel } from '../../data/orders/orderList'
import styles from './Orders.module.css'

const TONE: Record<string, string | undefined> = {
  Delivered: styles.good,
  Cancelled: styles.bad,
  RTO: styles.bad,
  Lost: styles.bad,
  Unknown: styles.quiet,
}

export function OrderStatusLabel({ shipment }: { shipment: { status: number } | null }) {
  const label = orderStatusLabel(shipment)
  return (
    <span className={`${styles.status} ${TONE[label] ?? ''}`} data-testid="order-status">
      {label}
    </span>
  )
}
