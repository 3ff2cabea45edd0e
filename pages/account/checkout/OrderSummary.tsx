/**
 * The order summary (spec 001 §2, §9): the lines being bought, then the server's quote (total MRP, discount, coupon,
 * an automatic coupon on its own line, shipping FREE, the total), and Pay with the quote's amount, which is what the
 * gateway is asked for. After a refusal, the server's reason.
 */
import { useSnapshot } from 'valtio'
import { MediaImage } from '../../../components/ui/MediaImage'
import { QuoteSummary } from '../../../components/checkout/QuoteSummary'
import type { CheckoutLine } from '../../../data/catalogue/checkoutTotals'
import type { Quote } from '../../../data/checkout/quote'
import { currencyStore, displayPrice } from '../../../state/currency'
import styles from './Checkout.module.css'

interface Props {
  lines: readonly CheckoutLine[]
  /** The server's quote: the figures shown, and (when `ready`) the amount Pay charges. */
  quote: Quote | null
  ready: boolean
  quoteFailed: boolean
  onRetryQuote: () => void
  paying: boolean
  reason: string | null
  onPay: () => void
}

export function OrderSummary({ lines, quote, ready, quoteFailed, onRetryQuote, paying, reason, onPay }: Props) {
  const currency = useSnapshot(currencyStore)
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Order summary <span>({quantity} {quantity === 1 ? 'item' : 'items'})</span>
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
      <QuoteSummary quote={quote} busy={!ready} couponLabel="Coupon" withCode />
      {quote?.couponRefusal ? (
        <p className={styles.notice} role="status">
          {quote.couponRefusal.code} no longer applies: {quote.couponRefusal.reason}
        </p>
      ) : null}
      {quoteFailed ? (
        <p className={styles.alert} role="alert">
          We could not work out your total.{' '}
          <button type="button" className="btn-link" onClick={onRetryQuote}>
            Try again
          </button>
        </p>
      ) : null}
      {reason ? (
        <p className={styles.alert} role="alert">
          {reason}
        </p>
      ) : null}
      <button type="button" className={`btn ${styles.pay}`} onClick={onPay} disabled={paying || !ready} aria-busy={paying || !ready}>
        {paying ? 'Processing…' : ready && quote ? `Pay ${displayPrice(quote.total, currency)}` : 'Working out your total…'}
      </button>
    </aside>
  )
}
