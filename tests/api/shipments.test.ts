import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ShiprocketOrderSchema } from '../../data/contract/schemas'
import { SHIPMENT_STATUS, shipmentStatusLabel, TRACKER_CODE } from '../../data/orders/shipmentStatus'
import { buyableOption, call, createTestApi, quickShoppers, readyToCheckOut, stockOf, type Shopper, type TestApi } from './helpers'

const STEP_MINUTES = 10
let api: TestApi
let now = new Date('2026-11-01T09:00:00.000Z')
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000))
beforeAll(async () => {
  api = await createTestApi({ clock: () => now, courierMinutesPerStep: STEP_MINUTES })
})
afterAll(async () => {
  await api?.close()
})

async function placedOrder() {
  const [shopper] = await quickShoppers(api, 1)
  const option = await buyableOption(api, 3, 5)
  const addressId = await readyToCheckOut(api, shopper!, option, 2)
  const placed = await call(api, 'POST', '/api/orders/checkout', { shopper, body: { user_id: shopper!.user._id, shipping_address_id: addressId, payment_method: 'COD' } })
  expect(placed.statusCode).toBe(201)
  const orderId = placed.json().order._id as string
  return { shopper: shopper!, orderId, option }
}
const shipment = async (shopper: Shopper, ref: string | number) => {
  const response = await call(api, 'GET', `/api/shiprocket/order/${ref}`, { shopper })
  expect(response.statusCode).toBe(200)
  const parsed = ShiprocketOrderSchema.parse(response.json().shiprocket_order)
  // The server labels with the table the browser uses (data/orders), code 6 read as Cancelled.
  expect(parsed.status_label).toBe(shipmentStatusLabel(parsed.status))
  return parsed
}

describe('the courier', () => {
  it('creates the shipment with the order and moves it along with time', async () => {
    const { shopper, orderId } = await placedOrder()
    const fresh = await shipment(shopper, orderId)
    expect(fresh).toMatchObject({ channel_order_id: `ORDER-${orderId}`, status: SHIPMENT_STATUS.NEW, status_label: 'New', status_code: TRACKER_CODE.CONFIRMED })
    expect(fresh.shipments[0]!.awb).toBeNull()
    expect(await shipment(shopper, fresh.id)).toMatchObject({ id: fresh.id })
    expect(await shipment(shopper, `ORDER-${orderId}`)).toMatchObject({ id: fresh.id })

    later(STEP_MINUTES)
    const picked = await shipment(shopper, fresh.id)
    expect(picked).toMatchObject({ status: SHIPMENT_STATUS.PICKUP_SCHEDULED, status_label: 'Pickup Scheduled', status_code: TRACKER_CODE.CONFIRMED })
    expect(picked.shipments[0]!.awb).toMatch(/^\d{10,}$/)
    later(STEP_MINUTES)
    expect(await shipment(shopper, fresh.id)).toMatchObject({ status: SHIPMENT_STATUS.IN_TRANSIT, status_code: TRACKER_CODE.ON_ITS_WAY, out_for_delivery_date: null })
    later(STEP_MINUTES)
    const out = await shipment(shopper, fresh.id)
    expect(out).toMatchObject({ status: SHIPMENT_STATUS.IN_TRANSIT, status_code: TRACKER_CODE.OUT_FOR_DELIVERY, delivered_date: null })
    expect(out.out_for_delivery_date).not.toBeNull()
    later(STEP_MINUTES)
    const delivered = await shipment(shopper, fresh.id)
    expect(delivered).toMatchObject({ status: SHIPMENT_STATUS.DELIVERED, status_label: 'Delivered', status_code: TRACKER_CODE.DELIVERED, tracker: { delivered: true } })

    const list = await call(api, 'GET', '/api/shiprocket/orders', { shopper })
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([fresh.id])
  })
})

describe('cancel and return', () => {
  it('cancels before delivery, puts the stock back, and refuses a second cancel', async () => {
    const { shopper, orderId, option } = await placedOrder()
    const before = await stockOf(api, option.variantId)
    const { id } = await shipment(shopper, orderId)
    const cancelled = await call(api, 'POST', `/api/shiprocket/order/cancel/${id}`, { shopper })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().message).toBe('Order cancelled successfully.')
    expect(await stockOf(api, option.variantId)).toBe(before + 2)
    expect(await shipment(shopper, id)).toMatchObject({ status: SHIPMENT_STATUS.CANCELLED, status_label: 'Cancelled', tracker: { delivered: false } })
    const order = (await call(api, 'GET', `/api/orders/${orderId}`, { shopper })).json().data.order
    expect(order.order_status).toBe('Cancelled')
    expect((await call(api, 'POST', `/api/shiprocket/order/cancel/${id}`, { shopper })).json()).toEqual({ message: 'This order is already cancelled.' })
    expect((await call(api, 'POST', `/api/shiprocket/order/return/${id}`, { shopper })).statusCode).toBe(409)
  })

  it('refuses to cancel once delivered, and returns only after delivery', async () => {
    const { shopper, orderId } = await placedOrder()
    const { id } = await shipment(shopper, orderId)
    expect((await call(api, 'POST', `/api/shiprocket/order/return/${id}`, { shopper })).json()).toEqual({ message: 'Only delivered orders can be returned.' })
    later(STEP_MINUTES * 4)
    expect((await call(api, 'POST', `/api/shiprocket/order/cancel/${id}`, { shopper })).statusCode).toBe(409)
    const returned = await call(api, 'POST', `/api/shiprocket/order/return/${id}`, { shopper })
    expect(returned.statusCode).toBe(200)
    expect(returned.json().message).toBe('Return order initiated successfully.')
    expect((await call(api, 'POST', `/api/shiprocket/order/return/${id}`, { shopper })).statusCode).toBe(409)
  })

  it('closes the return window 7 days after delivery', async () => {
    const { shopper, orderId } = await placedOrder()
    const { id } = await shipment(shopper, orderId)
    later(STEP_MINUTES * 4 + 8 * 24 * 60)
    expect((await call(api, 'POST', `/api/shiprocket/order/return/${id}`, { shopper })).json()).toEqual({ message: 'The 7-day return window for this order has closed.' })
  })

  it('keeps every shipment call to its owner', async () => {
    const { shopper, orderId } = await placedOrder()
    const [other] = await quickShoppers(api, 1)
    const { id } = await shipment(shopper, orderId)
    expect((await call(api, 'GET', `/api/shiprocket/order/${id}`, { shopper: other })).statusCode).toBe(404)
    expect((await call(api, 'POST', `/api/shiprocket/order/cancel/${id}`, { shopper: other })).statusCode).toBe(404)
    expect((await call(api, 'POST', `/api/shiprocket/order/return/${id}`, { shopper: other })).statusCode).toBe(404)
    expect((await call(api, 'GET', '/api/shiprocket/orders', { shopper: other })).json()).toEqual({ data: [] })
    expect((await call(api, 'GET', '/api/shiprocket/orders')).statusCode).toBe(401)
    expect((await call(api, 'GET', '/api/shiprocket/order/999999999', { shopper })).json()).toEqual({ message: 'Unable to find matching Shiprocket order.' })
  })
})
