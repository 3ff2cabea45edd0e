/**
 * The order summary (spec 001 §2, §9): the lines being bought, then total MRP, discount, coupon, shipping FREE
 * and the total, with the Pay button and, after a refusal, the server's reason.
 */
import { useSnapshot } from 'valtio'
import { MediaImage } from '../../../components/ui/MediaImage'
import { SummaryList } from '../../../components/ui/SummaryList'
import { checkoutTotals, type CheckoutLine } from '../../../data/catalogue/checkoutTotals'
import { currencyStore, displayPrice } from '../../../state/currency'
import styles from './Checkout.module.css'

interface Props {
  lines: readonly CheckoutLine[]
  couponDiscount: number
  couponCode: string | null
  paying: boolean
  reason: string | null
  onPay: () => void
}

export function OrderSummary({ lines, couponDiscount, couponCode, paying, reason, onPay }: Props) {
  const currency = useSnapshot(currencyStore)
  const totals = checkoutTotals(lines, couponDiscount)
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Order summary <span>({totals.quantity} {totals.quantity === 1 ? 'item' : 'items'})</span>
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const attributes = Object.entries(line.attributes)
          return (
            <li key={line.id} className={styles.line}>
              <MediaImage src={line.image} alt="" className={styles.lineImage} width={64} height={80} />
              <div className={styles.lineBody}>
                <p className={styles.lineName}>{line.name}</p>
                {attributes.length > 0 ? <p className={styles.muted}>{attributes.map(([name, value]) => `${name}: ${value}`).join(' · ')}</p> : null}
                <p className={styles.muted}>Qty: {line.quantity}</p>
              </div>
              <p className={styles.linePrice}>
                <strong>{displayPrice(line.price * line.quantity, currency)}</strong>
                {line.compare > line.price ? <s>{displayPrice(line.compare * line.quantity, currency)}</s> : null}
              </p>
            </li>
          )
        })}
      </ul>
      <SummaryList
        rows={[
          { label: 'Total MRP', value: displayPrice(totals.mrp, currency) },
          { label: 'Discount on MRP', value: `−${displayPrice(totals.discount, currency)}`, tone: 'saving' },
          {
            label: `Coupon${couponCode ? ` (${couponCode})` : ''}`,
            value: totals.coupon > 0 ? `−${displayPrice(totals.coupon, currency)}` : 'None',
            tone: totals.coupon > 0 ? 'saving' : 'muted',
          },
          { label: 'Shipping', value: 'FREE', tone: 'saving' },
          { label: 'Total', value: displayPrice(totals.total, currency), tone: 'total' },
        ]}
      />
      {reason ? (
        <p className={styles.alert} role="alert">
          {reason}
        </p>
      ) : null}
      <button type="button" className={`btn ${styles.pay}`} onClick={onPay} disabled={paying} aria-busy={paying}>
        {paying ? 'Processing…' : `Pay ${displayPrice(totals.total, currency)}`}
      </button>
    </aside>
  )
}
