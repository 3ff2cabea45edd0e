/** "Are you sure?" before an order is cancelled or returned: neither can be undone from the shop. */
import type { OrderAction } from '../../state/orders'
import { Dialog } from '../ui/Dialog'
import styles from './Orders.module.css'

const WORDING: Record<OrderAction, { title: string; text: (number: string, paidOnline: boolean) => string; confirm: string }> = {
  cancel: {
    title: 'Cancel this order?',
    // A cash-on-delivery order has nothing to refund: promising a refund there only worried the shopper.
    text: (number, paidOnline) =>
      `Order ${number} will be cancelled and will not be delivered. ${paidOnline ? 'What you paid is refunded to your original payment method.' : 'Nothing is due: it was to be paid on delivery.'}`,
    confirm: 'Yes, cancel order',
  },
  return: {
    title: 'Return this order?',
    text: (number) => `We will arrange a pickup for order ${number}. Your refund is issued once the items pass our quality check.`,
    confirm: 'Yes, return order',
  },
}

interface Props {
  action: OrderAction
  orderNumber: string
  /** Paid online (refunded on cancel), or cash on delivery (nothing to refund). */
  paidOnline: boolean
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmOrderChange({ action, orderNumber, paidOnline, onConfirm, onClose }: Props) {
  const wording = WORDING[action]
  return (
    <Dialog
      title={wording.title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Keep order
          </button>
          <button type="button" className="btn" onClick={onConfirm}>
            {wording.confirm}
          </button>
        </>
      }
    >
      <p className={styles.confirmText}>{wording.text(orderNumber, paidOnline)}</p>
    </Dialog>
  )
}
