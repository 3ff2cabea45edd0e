/**
 * The order details box (spec 001 §2): contact, shipping address, payment with the total (and, an addition, where the
 * payment stands: paid, to pay on delivery, refund initiated or refunded), billing address.
 */
import { useSnapshot } from 'valtio'
import { EmailText } from '../../../components/ui/EmailText'
import { toPaise } from '../../../data/catalogue/money'
import type { Order } from '../../../data/contract/schemas'
import { formatOrderDate } from '../../../data/orders/orderDetail'
import { latestRefund, paymentState } from '../../../data/orders/payment'
import { currencyStore, displayPrice } from '../../../state/currency'
import styles from './OrderDetail.module.css'

type OrderAddress = Order['shipping_address']

function AddressLines({ address }: { address: OrderAddress }) {
  const pincode = typeof address.pincode === 'string' || typeof address.pincode === 'number' ? String(address.pincode) : ''
  return (
    <address className={styles.address}>
      <span className={styles.strong}>{address.address_name}</span>
      <span>{address.street}</span>
      <span>
        {address.city}, {address.state}
        {pincode ? ` ${pincode}` : ''}
      </span>
      <span>Phone: {address.phone_number}</span>
    </address>
  )
}

export function OrderFacts({ order }: { order: Order }) {
  const currency = useSnapshot(currencyStore)
  const payment = paymentState(order)
  const refund = latestRefund(order)
  return (
    <section className={styles.box} aria-labelledby="order-facts-title">
      <h2 id="order-facts-title" className={styles.boxTitle}>
        Order details
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Contact</dt>
          <dd>
            {order.user_id.email ? (
              <span className={styles.line}>
                <EmailText email={order.user_id.email} />
              </span>
            ) : null}
            {order.user_id.phone_number ? <span className={styles.line}>{order.user_id.phone_number}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Shipping address</dt>
          <dd>
            <AddressLines address={order.shipping_address} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment_method} · <span className={styles.strong}>{displayPrice(toPaise(order.total_order_price), currency)}</span>
            <span className={`${styles.line} ${styles.paymentState}`} data-tone={payment.tone}>
              {payment.label}
            </span>
            {payment.note ? <span className={`${styles.line} ${styles.muted}`}>{payment.note}</span> : null}
            {refund ? (
              <span className={`${styles.line} ${styles.muted}`}>
                Refund of {displayPrice(toPaise(refund.amount), currency)} ·{' '}
                {refund.processed_at ? `sent ${formatOrderDate(refund.processed_at)}` : `asked for ${formatOrderDate(refund.requested_at)}`}
              </span>
            ) : null}
          </dd>
        </div>
        {order.billing_address ? (
          <div>
            <dt>Billing address</dt>
            <dd>
              <AddressLines address={order.billing_address} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
