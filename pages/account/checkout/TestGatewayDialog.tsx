/**
 * The local test gateway's payment sheet (the reference API with its built-in test keys): opened where Razorpay's
 * popup would be, it shows the order and amount the gateway holds, pays through the API and hands back the same
 * three fields Razorpay would, so the whole payment path runs with no outside service. Closing it is closing the
 * popup.
 */
import { useEffect, useState } from 'react'
import { Dialog } from '../../../components/ui/Dialog'
import { formatPrice } from '../../../data/catalogue/money'
import { toRazorpayPayment, type RazorpayPayment } from '../../../data/checkout/razorpay'
import { api, errorMessage } from '../../../data/contract/client'
import { livePaths } from '../../../data/contract/calls'
import styles from './Checkout.module.css'

interface GatewayOrder {
  amount: number
  currency: string
  description?: string
  order?: { order_number?: string }
  prefill?: { name?: string | null; email?: string | null; contact?: string | null }
}

export function TestGatewayDialog({ gatewayOrderId, onDone }: { gatewayOrderId: string; onDone: (payment: RazorpayPayment | null) => void }) {
  const [order, setOrder] = useState<GatewayOrder | null>(null)
  const [problem, setProblem] = useState('')
  const [paying, setPaying] = useState(false)

  useEffect(() => {
    let live = true
    api
      .get<GatewayOrder>(livePaths.testGatewayRazorpay(gatewayOrderId))
      .then((answer) => live && setOrder(answer))
      .catch((error) => live && setProblem(errorMessage(error, 'The payment could not be loaded.')))
    return () => {
      live = false
    }
  }, [gatewayOrderId])

  const pay = async () => {
    setPaying(true)
    setProblem('')
    try {
      const payment = toRazorpayPayment(await api.post(livePaths.testGatewayRazorpayPay(gatewayOrderId)))
      if (!payment) throw new Error('The test gateway answered without a payment')
      onDone(payment)
    } catch (error) {
      setProblem(errorMessage(error, 'The payment did not go through.'))
      setPaying(false)
    }
  }

  // The gateway charges rupees, whatever currency the shop displays.
  const amount = order ? formatPrice(order.amount, 'INR') : ''
  const prefill = order?.prefill
  return (
    <Dialog title="Test payment" onClose={() => onDone(null)} className={styles.gateway}>
      <div className={styles.gatewayBody}>
        <p className={styles.gatewayMerchant}>
          <span className={styles.gatewayMark} aria-hidden="true">
            V
          </span>
          <span>
            <strong>Vitrine</strong>
            <span>{order?.order?.order_number ? `Order ${order.order.order_number}` : gatewayOrderId}</span>
          </span>
        </p>
        {order ? (
          <>
            <p className={styles.gatewayAmount}>
              <span>Amount to pay</span>
              <strong>{amount}</strong>
            </p>
            {prefill ? (
              <dl className={styles.gatewayPrefill}>
                <dt>Name</dt>
                <dd>{prefill.name || '—'}</dd>
                <dt>E-mail</dt>
                <dd>{prefill.email || '—'}</dd>
                <dt>Phone</dt>
                <dd>{prefill.contact || '—'}</dd>
              </dl>
            ) : null}
          </>
        ) : problem ? null : (
          <p role="status" className={styles.muted}>
            Loading payment…
          </p>
        )}
        {problem ? (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <button type="button" className={`btn ${styles.gatewayPay}`} onClick={pay} disabled={!order || paying}>
          {paying ? 'Paying…' : `Pay ${amount}`}
        </button>
        <p className={styles.gatewayNote}>Local test gateway: the shop runs on test keys, so no money moves.</p>
      </div>
    </Dialog>
  )
}

export default TestGatewayDialog
