/** The items box and the summary box of the order-detail page (spec 001 §2). */
import { useSnapshot } from 'valtio'
import { MediaImage } from '../../../components/ui/MediaImage'
import { SummaryList } from '../../../components/ui/SummaryList'
import type { Order } from '../../../data/contract/schemas'
import { orderedItemView, orderSummary } from '../../../data/orders/orderDetail'
import { currencyStore, displayPrice } from '../../../state/currency'
import styles from './OrderDetail.module.css'

export function OrderItems({ order }: { order: Order }) {
  const currency = useSnapshot(currencyStore)
  const count = order.orderItem.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <section className={styles.box} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.boxTitle}>
        Items <span className={styles.muted}>({count})</span>
      </h2>
      <ul className={styles.items}>
        {order.orderItem.map((item) => {
          const line = orderedItemView(item)
          return (
            <li key={item._id} className={styles.item}>
              <MediaImage src={line.image} alt={line.name} width={88} height={110} className={`product-thumb ${styles.itemImage}`} />
              <div className={styles.itemBody}>
                <h3 className={styles.itemName}>{line.name}</h3>
                {line.sku ? <p className={styles.muted}>SKU: {line.sku}</p> : null}
                {line.attributes.length > 0 ? <p className={styles.muted}>{line.attributes.join(' · ')}</p> : null}
                <p className={styles.muted}>Qty: {line.quantity}</p>
                <p className={styles.prices}>
                  <span>{displayPrice(line.price, currency)}</span>
                  {line.comparePrice ? (
                    <s>
                      <span className="visually-hidden">was </span>
                      {displayPrice(line.comparePrice, currency)}
                    </s>
                  ) : null}
                </p>
              </div>
              <p className={styles.itemTotal}>
                <span className="visually-hidden">Item total </span>
                {displayPrice(line.total, currency)}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function OrderSummaryBox({ order }: { order: Order }) {
  const currency = useSnapshot(currencyStore)
  const summary = orderSummary(order)
  return (
    <section className={styles.box} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.boxTitle}>
        Summary
      </h2>
      <SummaryList
        rows={[
          { label: 'Subtotal', value: displayPrice(summary.subtotal, currency) },
          ...(summary.coupon
            ? [
                {
                  label: `${summary.coupon.automatic ? 'Automatic coupon' : 'Coupon'}${summary.coupon.code ? ` (${summary.coupon.code})` : ''}`,
                  value: `−${displayPrice(summary.coupon.discount, currency)}`,
                  tone: 'saving' as const,
                },
              ]
            : []),
          { label: 'Shipping', value: 'FREE', tone: 'saving' },
          { label: 'Total', value: displayPrice(summary.total, currency), tone: 'total' },
        ]}
      />
    </section>
  )
}
