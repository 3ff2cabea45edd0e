/**
 * Cancel and Return of one order (spec 001 §4), shared by Orders & Returns and the order-detail page. Each asks
 * for confirmation in the shared Dialog first (loaded when opened); the outcome is the spec's message as a toast.
 */
import { lazy, Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Order, ShiprocketOrder } from '../../data/contract/schemas'
import { orderActions } from '../../data/orders/orderList'
import { changeOrder, ordersStore, type OrderAction } from '../../state/orders'
import { toast } from '../../state/toasts'
import styles from './Orders.module.css'

const ConfirmOrderChange = lazy(async () => ({ default: (await import('./ConfirmOrderChange')).ConfirmOrderChange }))

interface Props {
  order: Pick<Order, '_id' | 'order_number' | 'payment_method'>
  shipment: (Pick<ShiprocketOrder, 'status'> & { return_status?: unknown }) | null
}

export function OrderActions({ order, shipment }: Props) {
  const { busy } = useSnapshot(ordersStore)
  const [asking, setAsking] = useState<OrderAction | null>(null)
  const actions = orderActions(order.payment_method, shipment && { status: shipment.status, return_status: typeof shipment.return_status === 'string' ? shipment.return_status : null })
  if (!actions.shown) return null
  const working = busy[order._id]

  async function confirm(action: OrderAction) {
    setAsking(null)
    const outcome = await changeOrder(order._id, action)
    if (outcome.ok) toast.success(outcome.message)
    else toast.error(outcome.message)
  }

  const forOrder = <span className="visually-hidden"> order {order.order_number}</span>
  // Unavailable buttons are aria-disabled, not disabled: the confirmation gives focus back to Cancel, which the
  // cancellation then makes unavailable, and a disabled button would drop the keyboard at the top of the page.
  const button = (action: OrderAction, can: boolean, label: string, doing: string) => {
    const unavailable = !can || working !== undefined
    return (
      <button type="button" className={`btn btn-outline ${styles.action}`} aria-disabled={unavailable || undefined} onClick={() => unavailable || setAsking(action)}>
        {working === action ? doing : label}
        {forOrder}
      </button>
    )
  }
  return (
    <>
      {button('cancel', actions.canCancel, 'Cancel', 'Cancelling…')}
      {button('return', actions.canReturn, 'Return', 'Starting return…')}
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmOrderChange action={asking} orderNumber={order.order_number} paidOnline={order.payment_method !== 'COD'} onConfirm={() => void confirm(asking)} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
