/** The shipping partner's records of placed orders (one shipment per order). */
import { randomInt } from 'node:crypto'
import type { ShipmentRecord } from '../orders/shipmentStatus'
import type { ShopDatabase } from './database'

/** Shipment ids look like the partner's: large integers, not guessable from an order id. */
const FIRST_SHIPMENT_ID = 480_210_000
export const COURIER_NAME = 'Vitrine Express Surface'

interface ShipmentRow extends ShipmentRecord {
  user_id: string
}

export function createShipmentQueries(db: ShopDatabase, clock: () => Date) {
  const nextId = db.prepare<[], { id: number }>(`SELECT coalesce(max(id), ${FIRST_SHIPMENT_ID}) + 1 AS id FROM shipments`)
  const insert = db.prepare(
    'INSERT INTO shipments (id, order_id, user_id, channel_order_id, awb, courier_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const byId = db.prepare<[number], ShipmentRow>('SELECT * FROM shipments WHERE id = ?')
  const byOrder = db.prepare<[string], ShipmentRow>('SELECT * FROM shipments WHERE ? IN (order_id, channel_order_id)')
  const byUser = db.prepare<[string], ShipmentRow>('SELECT * FROM shipments WHERE user_id = ? ORDER BY created_at DESC, id DESC')
  const cancel = db.prepare<[string, number]>('UPDATE shipments SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL')
  const returnsInitiatedBy = db.prepare<[string], { order_id: string }>(
    `SELECT s.order_id FROM shipments s JOIN orders o ON o.id = s.order_id
     WHERE s.return_initiated_at IS NOT NULL AND s.return_initiated_at <= ? AND o.order_status = 'Return Initiated'`,
  )
  const startReturn = db.prepare<[string, number]>('UPDATE shipments SET return_initiated_at = ? WHERE id = ? AND return_initiated_at IS NULL')

  return {
    /** Hands a placed order to the courier. `channel_order_id` is 'ORDER-' + the order id (spec 001 §3). */
    create(orderId: string, userId: string): ShipmentRow {
      const id = nextId.get()!.id
      const awb = `${randomInt(10 ** 5, 10 ** 6)}${String(id).slice(-7)}`
      insert.run(id, orderId, userId, `ORDER-${orderId}`, awb, COURIER_NAME, clock().toISOString())
      return byId.get(id)!
    },
    /** A shipment named by its own id, its order's id or its channel order id. */
    find(ref: string): ShipmentRow | null {
      if (/^\d{1,15}$/.test(ref)) return byId.get(Number(ref)) ?? null
      return byOrder.get(ref) ?? null
    },
    byOrder: (orderId: string) => byOrder.get(orderId) ?? null,
    byUser: (userId: string) => byUser.all(userId),
    cancel: (id: number) => cancel.run(clock().toISOString(), id).changes === 1,
    startReturn: (id: number) => startReturn.run(clock().toISOString(), id).changes === 1,
    /** Orders whose return was initiated by then and that are not yet marked returned. */
    returnsInitiatedBy: (cutoff: Date) => returnsInitiatedBy.all(cutoff.toISOString()).map((row) => row.order_id),
  }
}
export type ShipmentQueries = ReturnType<typeof createShipmentQueries>
