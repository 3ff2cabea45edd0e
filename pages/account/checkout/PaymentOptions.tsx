/**
 * Payment method (spec 001 §4): cash on delivery (the default) or online; online offers ICICI, PhonePe and
 * Razorpay, each on or off as the API says, with none chosen until the shopper picks one.
 */
import type { GatewayChoice } from '../../../data/checkout/gateways'
import type { GatewayName, PaymentChoice } from '../../../data/checkout/request'
import styles from './Checkout.module.css'

interface Props {
  payment: PaymentChoice
  onPayment: (payment: PaymentChoice) => void
  gateways: readonly GatewayChoice[]
  gateway: GatewayName | null
  onGateway: (gateway: GatewayName) => void
}

const METHODS: Array<{ value: PaymentChoice; label: string; note: string }> = [
  { value: 'cod', label: 'Cash on Delivery', note: 'Pay when your order arrives.' },
  { value: 'online', label: 'Online Payment', note: 'Cards, UPI, net banking and wallets.' },
]

export function PaymentOptions({ payment, onPayment, gateways, gateway, onGateway }: Props) {
  return (
    <>
      <fieldset className={styles.options}>
        <legend className="visually-hidden">Payment method</legend>
        {METHODS.map(({ value, label, note }) => (
          <label key={value} className={`${styles.option} ${payment === value ? styles.optionOn : ''}`}>
            <input type="radio" name="payment-method" value={value} checked={payment === value} onChange={() => onPayment(value)} />
            <span>
              <strong>{label}</strong>
              <span className={styles.muted}>{note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {payment === 'online' ? (
        <fieldset className={styles.gateways}>
          <legend>Pay with</legend>
          {gateways.map(({ name, enabled }) => (
            <label key={name} className={`${styles.option} ${gateway === name ? styles.optionOn : ''} ${enabled ? '' : styles.optionOff}`}>
              <input type="radio" name="payment-gateway" value={name} checked={gateway === name} disabled={!enabled} onChange={() => onGateway(name)} />
              <span>
                <strong>{name}</strong>
                {enabled ? null : <span className={styles.muted}>Not available</span>}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  )
}
