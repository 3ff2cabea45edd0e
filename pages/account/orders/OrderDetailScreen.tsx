/**
 * Order detail and tracking (/orders/{orderId}, spec 001 §2): the number, a thank-you line, the four-step tracker,
 * a map of the shipping city beside the address (the page reads fine without the map), the tracking number, the
 * order's details, its items and its summary, and Cancel and Return as in Orders & Returns.
 */
import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { OrderActions } from '../../../components/orders/OrderActions'
import { OrderStatusLabel } from '../../../components/orders/OrderStatusLabel'
import { formatOrderDate, shippingMapLink, shippingMapUrl, trackingNumber } from '../../../data/orders/orderDetail'
import { ORDER_MESSAGES, orderStatusLabel } from '../../../data/orders/orderList'
import { CANCELLED_LABEL } from '../../../data/orders/shipmentStatus'
import { trackerSteps } from '../../../data/orders/tracker'
import { profileTabPath } from '../../../data/account/routes'
import { loadOrder, ordersStore, type ShopperOrder } from '../../../state/orders'
import { useSignedInUser } from '../RequireUser'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'
import { OrderFacts } from './OrderFacts'
import { OrderItems, OrderSummaryBox } from './OrderItems'
import { OrderMap } from './OrderMap'
import { OrderTracker } from './OrderTracker'
import styles from './OrderDetail.module.css'

const BACK_TO_ORDERS = profileTabPath('orders')

function BackLink() {
  return (
    <Link to={BACK_TO_ORDERS} className={styles.back}>
      ← My orders
    </Link>
  )
}

function OrderDetail({ entry }: { entry: ShopperOrder }) {
  const { order, shipment } = entry
  const address = order.shipping_address
  const mapUrl = shippingMapUrl(address)
  const mapLink = shippingMapLink(address)
  const [mapUnavailable, setMapUnavailable] = useState(false)
  const onMapUnavailable = useCallback(() => setMapUnavailable(true), [])
  const awb = trackingNumber(shipment)
  const place = [address.city, address.state].filter(Boolean).join(', ')
  // A cancelled order is going nowhere: the tracker stays as it stopped, but the page says so plainly, and neither
  // "Delivering to" nor a red "Not Assigned" tracking number suggests a parcel on its way.
  const cancelled = orderStatusLabel(shipment) === CANCELLED_LABEL
  return (
    <div className={`page ${styles.detail}`}>
      <BackLink />
      <header className={styles.head}>
        <div className={styles.headText}>
          <p className="eyebrow">Placed on {formatOrderDate(order.createdAt)}</p>
          <h1 className={styles.title}>Order #{order.order_number}</h1>
          <p className={styles.thanks}>Thank you for shopping with us, {order.user_id.name || 'dear customer'}!</p>
        </div>
        <div className={styles.headActions}>
          <OrderStatusLabel shipment={shipment} />
          <div className={styles.actions}>
            <OrderActions order={order} shipment={shipment} />
          </div>
        </div>
      </header>

      <section className={styles.box} aria-labelledby="tracking-title">
        <h2 id="tracking-title" className={styles.boxTitle}>
          Tracking
        </h2>
        {cancelled ? (
          <p className={styles.cancelledNote}>This order was cancelled and will not be delivered.</p>
        ) : null}
        <OrderTracker steps={trackerSteps(order.createdAt, shipment)} />
        <div className={`${styles.delivery} ${!mapUrl || mapUnavailable ? styles.deliveryAlone : ''}`}>
          {mapUrl ? <OrderMap url={mapUrl} place={place} onUnavailable={onMapUnavailable} /> : null}
          <div className={styles.deliveryText}>
            <p className={styles.label}>{cancelled ? 'Shipping address' : 'Delivering to'}</p>
            <p>{address.address_name}</p>
            <p>{place}</p>
            {mapLink ? (
              <p>
                <a href={mapLink} className={styles.mapLink} target="_blank" rel="noopener noreferrer">
                  Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
            {cancelled && !awb ? null : (
              <>
                <p className={styles.label}>Tracking number</p>
                {awb ? <p className={styles.awb}>{awb}</p> : <p className={styles.unassigned}>Not Assigned</p>}
              </>
            )}
          </div>
        </div>
      </section>

      <div className={styles.columns}>
        <OrderFacts order={order} />
        <div className={styles.stack}>
          <OrderItems order={order} />
          <OrderSummaryBox order={order} />
        </div>
      </div>
    </div>
  )
}

export function OrderDetailScreen() {
  const user = useSignedInUser()
  const { orderId = '' } = useParams()
  const { detail } = useSnapshot(ordersStore)
  useEffect(() => void loadOrder(orderId, user._id), [orderId, user._id])
  const entry = detail.orderId === orderId ? detail.entry : null
  const status = detail.orderId === orderId ? detail.status : 'loading'
  useEffect(() => {
    document.title = screenTitle(entry ? `Order #${entry.order.order_number}` : 'Order details')
  }, [entry])

  if (status === 'loading') return <ScreenStatus>{ORDER_MESSAGES.loadingOrder}</ScreenStatus>
  if (status === 'loaded' && entry) return <OrderDetail entry={entry as ShopperOrder} />
  return (
    <div className={`page ${styles.missing}`}>
      {status === 'failed' ? (
        <>
          <p role="alert">We couldn&rsquo;t load this order. Please check your connection and try again.</p>
          <button type="button" className="btn btn-outline" onClick={() => void loadOrder(orderId, user._id)}>
            Try again
          </button>
        </>
      ) : (
        <>
          <h1 className={styles.missingTitle}>{ORDER_MESSAGES.notFound}</h1>
          <Link to={BACK_TO_ORDERS} className="btn btn-outline">
            See my orders
          </Link>
        </>
      )}
    </div>
  )
}
