/**
 * The shipping partner's status codes, shared by the reference server (which computes them) and the browser (which
 * labels them).
 *
 * Spec 001 §4 reads code 6 two ways: the status labels say 6 = Cancelled (and 3 = Delivered); the order-detail
 * tracker says "delivered when the code equals 6". The project picks the LABEL reading as THE meaning of a status
 * code: telling a shopper a cancelled parcel was delivered is the worse surprise, and it is also Shiprocket's own
 * table. The tracker's numbering (TRACKER_CODE) travels separately, as a shipment's `status_code`.
 */

/** THE shipment status codes (label reading: 3 = Delivered, 6 = Cancelled). */
export const SHIPMENT_STATUS = {
  NEW: 1,
  IN_TRANSIT: 2,
  DELIVERED: 3,
  RTO: 4,
  LOST: 5,
  CANCELLED: 6,
  PICKUP_SCHEDULED: 11,
} as const
export type ShipmentStatusCode = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS]

/** Spec 001 §4's label table; any other code is Unknown. */
export const SHIPMENT_STATUS_LABELS: Readonly<Record<number, string>> = {
  [SHIPMENT_STATUS.NEW]: 'New',
  [SHIPMENT_STATUS.IN_TRANSIT]: 'In Transit',
  [SHIPMENT_STATUS.DELIVERED]: 'Delivered',
  [SHIPMENT_STATUS.RTO]: 'RTO',
  [SHIPMENT_STATUS.LOST]: 'Lost',
  [SHIPMENT_STATUS.CANCELLED]: 'Cancelled',
  [SHIPMENT_STATUS.PICKUP_SCHEDULED]: 'Pickup Scheduled',
}
export const UNKNOWN_STATUS_LABEL = 'Unknown'
export const DELIVERED_LABEL = SHIPMENT_STATUS_LABELS[SHIPMENT_STATUS.DELIVERED]!
export const CANCELLED_LABEL = SHIPMENT_STATUS_LABELS[SHIPMENT_STATUS.CANCELLED]!

export const shipmentStatusLabel = (code: number | null | undefined): string =>
  (typeof code === 'number' ? SHIPMENT_STATUS_LABELS[code] : undefined) ?? UNKNOWN_STATUS_LABEL

/** The order-detail tracker's numbering (spec 001 §4: ≥1 confirmed, ≥2 on its way, ≥7 out for delivery, =6 delivered). */
export const TRACKER_CODE = { CONFIRMED: 1, ON_ITS_WAY: 2, DELIVERED: 6, OUT_FOR_DELIVERY: 7 } as const
