/**
 * The order-detail tracker (spec 001 §2, §4): Confirmed, On its way, Out for delivery, Delivered.
 *
 * The spec's rules read the tracker's numbering (`status_code`): ≥1 confirmed, ≥2 on its way, ≥7 out for delivery,
 * exactly 6 delivered. The reference API also sends an explicit `tracker` object; a step is lit when either says
 * so. A parcel that reached a later step has passed the earlier ones, so a delivered parcel (code 6, which is below
 * 7) still shows Out for delivery as done.
 */
import { TRACKER_CODE } from './shipmentStatus'

export interface TrackerSource {
  status_code?: number | null
  tracker?: { confirmed?: boolean; on_its_way?: boolean; out_for_delivery?: boolean; delivered?: boolean } | null
  out_for_delivery_date?: string | null
  delivered_date?: string | null
}

export type TrackerStepKey = 'confirmed' | 'on_its_way' | 'out_for_delivery' | 'delivered'

export interface TrackerStep {
  key: TrackerStepKey
  label: string
  reached: boolean
  /** An ISO date to show, or null for the spec's "--". */
  date: string | null
}

export const TRACKER_LABELS: Record<TrackerStepKey, string> = {
  confirmed: 'Confirmed',
  on_its_way: 'On its way',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
}

/** The four steps of an order placed at `orderCreatedAt`, fed by its shipment (none yet: nothing lit). */
export function trackerSteps(orderCreatedAt: string, shipment: TrackerSource | null | undefined): TrackerStep[] {
  const code = typeof shipment?.status_code === 'number' ? shipment.status_code : 0
  const flags = shipment?.tracker ?? {}
  const byRule: Record<TrackerStepKey, boolean> = {
    confirmed: code >= TRACKER_CODE.CONFIRMED || flags.confirmed === true,
    on_its_way: code >= TRACKER_CODE.ON_ITS_WAY || flags.on_its_way === true,
    out_for_delivery: code >= TRACKER_CODE.OUT_FOR_DELIVERY || flags.out_for_delivery === true,
    delivered: code === TRACKER_CODE.DELIVERED || flags.delivered === true,
  }
  const keys: TrackerStepKey[] = ['confirmed', 'on_its_way', 'out_for_delivery', 'delivered']
  const lastReached = keys.reduce((last, key, index) => (byRule[key] ? index : last), -1)
  const dates: Record<TrackerStepKey, string | null> = {
    confirmed: orderCreatedAt,
    on_its_way: null,
    out_for_delivery: shipment?.out_for_delivery_date ?? null,
    delivered: shipment?.delivered_date ?? null,
  }
  return keys.map((key, index) => ({ key, label: TRACKER_LABELS[key], reached: index <= lastReached, date: dates[key] }))
}
