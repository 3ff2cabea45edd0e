/**
 * The shipping partner's status codes and the simulated courier.
 *
 * Code 6 is read as Cancelled (see data/orders/shipmentStatus.ts, `SHIPMENT_STATUS`, the one constant). The
 * tracker's numbering survives only as what the `status_code` field carries (TRACKER_CODE), next to an explicit
 * `tracker` object, so that a tracker written to the spec lights the right steps and never shows a cancelled
 * parcel as delivered.
 */

// The codes and labels are the browser's too, so they live with the order rules; re-exported for the server's callers.
import { RETURN_WINDOW_DAYS } from '../../data/content/shopFacts'
import { SHIPMENT_STATUS, shipmentStatusLabel, TRACKER_CODE } from '../../data/orders/shipmentStatus'
export { SHIPMENT_STATUS, SHIPMENT_STATUS_LABELS, shipmentStatusLabel, TRACKER_CODE, type ShipmentStatusCode } from '../../data/orders/shipmentStatus'

/** The courier's steps, one every `minutesPerStep` after the shipment is created. */
export const COURIER_STEPS = [
  { name: 'New', status: SHIPMENT_STATUS.NEW, tracker: TRACKER_CODE.CONFIRMED },
  { name: 'Pickup Scheduled', status: SHIPMENT_STATUS.PICKUP_SCHEDULED, tracker: TRACKER_CODE.CONFIRMED },
  { name: 'In Transit', status: SHIPMENT_STATUS.IN_TRANSIT, tracker: TRACKER_CODE.ON_ITS_WAY },
  { name: 'Out for Delivery', status: SHIPMENT_STATUS.IN_TRANSIT, tracker: TRACKER_CODE.OUT_FOR_DELIVERY },
  { name: 'Delivered', status: SHIPMENT_STATUS.DELIVERED, tracker: TRACKER_CODE.DELIVERED },
] as const
const OUT_FOR_DELIVERY_STEP = 3
const DELIVERED_STEP = 4
const AWB_STEP = 1

/** Free returns within 7 days of delivery (spec 001 §1): the shop's one number, unless the order's products say longer. */
export { RETURN_WINDOW_DAYS }
/** A returned parcel is picked up one courier step after the return starts and reaches the warehouse one later. */
export const RETURN_RECEIVED_STEPS = 2

/** When a return started then is received (and an online order refunded): `minutesPerStep` × RETURN_RECEIVED_STEPS later. */
export function returnReceivedAt(returnInitiatedAt: string, minutesPerStep: number): Date {
  return new Date(Date.parse(returnInitiatedAt) + RETURN_RECEIVED_STEPS * minutesPerStep * 60_000)
}

export interface ShipmentRecord {
  id: number
  order_id: string
  channel_order_id: string
  awb: string
  courier_name: string
  created_at: string
  cancelled_at: string | null
  return_initiated_at: string | null
}

/** How many steps the parcel has made by `now` (0 = New ... 4 = Delivered). */
export function courierStep(createdAt: string, now: Date, minutesPerStep: number): number {
  const elapsed = now.getTime() - Date.parse(createdAt)
  return Math.max(0, Math.min(DELIVERED_STEP, Math.floor(elapsed / (minutesPerStep * 60_000))))
}

/**
 * The shipping partner's view of a shipment at `now`: computed, never stored, so it advances on its own. `returnDays`:
 * how long after delivery the order can be returned (the longest period its products were sold with).
 */
export function shipmentView(record: ShipmentRecord, now: Date, minutesPerStep: number, returnDays: number = RETURN_WINDOW_DAYS) {
  // A cancelled parcel stops where it was when it was cancelled.
  const step = courierStep(record.created_at, record.cancelled_at ? new Date(record.cancelled_at) : now, minutesPerStep)
  const stepAt = (n: number) => new Date(Date.parse(record.created_at) + n * minutesPerStep * 60_000).toISOString()
  const cancelled = record.cancelled_at !== null
  const current = COURIER_STEPS[step]!
  const status = cancelled ? SHIPMENT_STATUS.CANCELLED : current.status
  const delivered = !cancelled && step === DELIVERED_STEP
  const received = record.return_initiated_at ? returnReceivedAt(record.return_initiated_at, minutesPerStep) : null
  const returnStatus = !received ? null : received <= now ? 'Return Received' : 'Return Initiated'
  const returnOpen = delivered && now.getTime() - Date.parse(stepAt(DELIVERED_STEP)) <= returnDays * 86_400_000
  return {
    id: record.id,
    order_id: record.order_id,
    channel_order_id: record.channel_order_id,
    status,
    status_label: shipmentStatusLabel(status),
    current_status: cancelled ? 'Cancelled' : (returnStatus ?? current.name),
    // Cancelled keeps only "confirmed" lit on the tracker; never the tracker's 6.
    status_code: cancelled ? TRACKER_CODE.CONFIRMED : current.tracker,
    tracker: {
      confirmed: true,
      on_its_way: !cancelled && step >= 2,
      out_for_delivery: !cancelled && step >= OUT_FOR_DELIVERY_STEP,
      delivered,
    },
    created_at: record.created_at,
    pickup_scheduled_date: step >= AWB_STEP ? stepAt(AWB_STEP) : null,
    out_for_delivery_date: step >= OUT_FOR_DELIVERY_STEP ? stepAt(OUT_FOR_DELIVERY_STEP) : null,
    delivered_date: delivered ? stepAt(DELIVERED_STEP) : null,
    cancelled_at: record.cancelled_at,
    return_status: returnStatus,
    return_initiated_at: record.return_initiated_at,
    return_received_date: received && received <= now ? received.toISOString() : null,
    can_cancel: !cancelled && !delivered,
    can_return: returnOpen && !record.return_initiated_at,
    shipments: [{ id: record.id, awb: step >= AWB_STEP ? record.awb : null, courier_name: step >= AWB_STEP ? record.courier_name : null }],
  }
}
export type ShipmentView = ReturnType<typeof shipmentView>
