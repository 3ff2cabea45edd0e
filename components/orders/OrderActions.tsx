/**
 * Cancel and Return of one order (spec 001 §4), shared by Orders & Returns and the order-detail page. Each asks
 * for confirmation in the shared Dialog first (loaded when opened); the outcome is the spec's message as a toast.
 */
import { lazy, Suspense, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Order, ShiprocketOrder } from '../../data/contract/schemas'
import { orderActions, unavailableBecause } from '../../data/orders/orderList'
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
  const hintId = useId()
  const state = shipment && { status: shipment.status, return_status: typeof shipment.return_status === 'string' ? shipment.return_status : null }
  const actions = orderActions(order.payment_method, state)
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
  // One that cannot be used says why, to a screen reader at once and to anyone as a toast when pressed.
  const button = (action: OrderAction, can: boolean, label: string, doing: string) => {
    const unavailable = !can || working !== undefined
    const why = working === undefined ? unavailableBecause(action, state) : null
    const onClick = () => {
      if (!unavailable) setAsking(action)
      else if (why) toast.blank(why)
    }
    // The reason lies beside the button, not in it: inside, it would be read as part of the button's name.
    return (
      <>
        <button type="button" className={`btn btn-outline ${styles.action}`} aria-disabled={unavailable || undefined} aria-describedby={why ? `${hintId}-${action}` : undefined} onClick={onClick}>
          {working === action ? doing : label}
          {forOrder}
        </button>
        {why ? (
          <span id={`${hintId}-${action}`} className="visually-hidden">
            {why}
          </span>
        ) : null}
      </>
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
