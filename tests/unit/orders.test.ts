import { describe, expect, it } from 'vitest'
import { orderAnswers, toOrder, toShipment } from '../../data/orders/answers'
import { MAP_HEIGHT, MAP_ZOOM, orderedItemView, orderSummary, shippingMapLink, shippingMapUrl, trackingNumber } from '../../data/orders/orderDetail'
import { newestFirst, ORDER_MESSAGES, orderActions, orderStatusLabel, ordersInDateRange, unavailableBecause, withShipments } from '../../data/orders/orderList'
import { SHIPMENT_STATUS, shipmentStatusLabel, TRACKER_CODE } from '../../data/orders/shipmentStatus'
import { trackerSteps } from '../../data/orders/tracker'
import { parseOrders, parseShipments } from '../../state/orders'

describe('shipping-partner labels (spec 001 §4, code 6 read as Cancelled)', () => {
  it('labels every code of the table and anything else Unknown', () => {
    expect([1, 2, 3, 4, 5, 6, 11].map(shipmentStatusLabel)).toEqual(['New', 'In Transit', 'Delivered', 'RTO', 'Lost', 'Cancelled', 'Pickup Scheduled'])
    expect([0, 7, 12, -1, null, undefined].map(shipmentStatusLabel)).toEqual(Array(6).fill('Unknown'))
  })
  it('keeps the status constants on the label reading and the tracker numbering apart', () => {
    expect(SHIPMENT_STATUS.CANCELLED).toBe(6)
    expect(SHIPMENT_STATUS.DELIVERED).toBe(3)
    expect(TRACKER_CODE).toEqual({ CONFIRMED: 1, ON_ITS_WAY: 2, DELIVERED: 6, OUT_FOR_DELIVERY: 7 })
  })
  it('labels an order without a shipment Unknown', () => {
    expect(orderStatusLabel(null)).toBe('Unknown')
    expect(orderStatusLabel({ status: 6 })).toBe('Cancelled')
  })
})

describe('the order tracker (spec 001 §2)', () => {
  const placed = '2026-03-01T10:00:00.000Z'
  const lit = (steps: ReturnType<typeof trackerSteps>) => steps.filter((s) => s.reached).map((s) => s.key)

  it('names the four steps and lights nothing without a shipment', () => {
    const steps = trackerSteps(placed, null)
    expect(steps.map((s) => s.label)).toEqual(['Confirmed', 'On its way', 'Out for delivery', 'Delivered'])
    expect(lit(steps)).toEqual([])
  })
  it('follows the status code: ≥1 confirmed, ≥2 on its way, ≥7 out for delivery, =6 delivered', () => {
    expect(lit(trackerSteps(placed, { status_code: 1 }))).toEqual(['confirmed'])
    expect(lit(trackerSteps(placed, { status_code: 2 }))).toEqual(['confirmed', 'on_its_way'])
    expect(lit(trackerSteps(placed, { status_code: 5 }))).toEqual(['confirmed', 'on_its_way'])
    expect(lit(trackerSteps(placed, { status_code: 7 }))).toEqual(['confirmed', 'on_its_way', 'out_for_delivery'])
    expect(lit(trackerSteps(placed, { status_code: 8 }))).toEqual(['confirmed', 'on_its_way', 'out_for_delivery'])
    // Delivered (6 < 7) has been out for delivery: every step is lit.
    expect(lit(trackerSteps(placed, { status_code: 6 }))).toEqual(['confirmed', 'on_its_way', 'out_for_delivery', 'delivered'])
  })
  it('also follows the explicit tracker flags the reference API sends', () => {
    expect(lit(trackerSteps(placed, { status_code: 0, tracker: { confirmed: true, on_its_way: true } }))).toEqual(['confirmed', 'on_its_way'])
    expect(lit(trackerSteps(placed, { status_code: 1, tracker: { confirmed: true, on_its_way: false, out_for_delivery: false, delivered: false } }))).toEqual(['confirmed'])
  })
  it('dates Confirmed with the order, On its way never, the others with their dates or none', () => {
    expect(trackerSteps(placed, { status_code: 1 }).map((s) => s.date)).toEqual([placed, null, null, null])
    const out = '2026-03-03T08:00:00.000Z'
    const delivered = '2026-03-03T15:00:00.000Z'
    expect(trackerSteps(placed, { status_code: 6, out_for_delivery_date: out, delivered_date: delivered }).map((s) => s.date)).toEqual([placed, null, out, delivered])
  })
})

describe('the order list', () => {
  const at = (createdAt: string, _id = createdAt) => ({ _id, createdAt })

  it('puts the newest first', () => {
    const orders = [at('2026-01-02T00:00:00Z'), at('2026-03-01T00:00:00Z'), at('2026-02-01T00:00:00Z')]
    expect(newestFirst(orders).map((o) => o.createdAt)).toEqual(['2026-03-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-01-02T00:00:00Z'])
  })

  it('filters by start and end day, the end day included to 23:59:59, either side optional', () => {
    // Built in local time, as the date fields are the shopper's days.
    const local = (d: number, h: number, m = 0, s = 0) => new Date(2026, 4, d, h, m, s).toISOString()
    const orders = [at(local(9, 23, 59, 59)), at(local(10, 0)), at(local(12, 23, 59, 59)), at(local(13, 0))]
    expect(ordersInDateRange(orders, '2026-05-10', '2026-05-12')).toEqual([orders[1], orders[2]])
    expect(ordersInDateRange(orders, '2026-05-10', '')).toEqual(orders.slice(1))
    expect(ordersInDateRange(orders, '', '2026-05-09')).toEqual([orders[0]])
    expect(ordersInDateRange(orders, '', '')).toEqual(orders)
    expect(ordersInDateRange(orders, '2026-05-14', '')).toEqual([])
    expect(ordersInDateRange(orders, '2026-05-12', '2026-05-10')).toEqual([])
  })

  it('matches each order with its shipment by channel order id, or the id the order carries', () => {
    const orders = [{ _id: 'a' }, { _id: 'b', shiprocket_order_id: 7 }, { _id: 'c' }]
    const shipments = [{ id: 5, status: 1, channel_order_id: 'ORDER-a' }, { id: 7, status: 6 }]
    expect(withShipments(orders, shipments).map((e) => e.shipment?.id ?? null)).toEqual([5, 7, null])
  })

  it('offers Cancel until cancelled or delivered, Return only when delivered, both for COD and Online Payment only', () => {
    expect(orderActions('COD', { status: SHIPMENT_STATUS.NEW })).toEqual({ shown: true, canCancel: true, canReturn: false })
    expect(orderActions('Online Payment', { status: SHIPMENT_STATUS.IN_TRANSIT })).toEqual({ shown: true, canCancel: true, canReturn: false })
    expect(orderActions('COD', { status: SHIPMENT_STATUS.CANCELLED })).toEqual({ shown: true, canCancel: false, canReturn: false })
    expect(orderActions('COD', { status: SHIPMENT_STATUS.DELIVERED })).toEqual({ shown: true, canCancel: false, canReturn: true })
    expect(orderActions('COD', { status: SHIPMENT_STATUS.DELIVERED, return_status: 'Return Initiated' }).canReturn).toBe(false)
    expect(orderActions('COD', null)).toEqual({ shown: true, canCancel: true, canReturn: false })
    expect(orderActions('Gift Card', { status: SHIPMENT_STATUS.NEW }).shown).toBe(false)
  })

  it('says why Cancel or Return cannot be used, exactly when orderActions makes it unavailable', () => {
    const shipments = [null, ...Object.values(SHIPMENT_STATUS).map((status) => ({ status })), { status: SHIPMENT_STATUS.DELIVERED, return_status: 'Return Initiated' }, { status: 99 }]
    for (const shipment of shipments) {
      const actions = orderActions('COD', shipment)
      expect(unavailableBecause('cancel', shipment) === null).toBe(actions.canCancel)
      expect(unavailableBecause('return', shipment) === null).toBe(actions.canReturn)
    }
    expect(unavailableBecause('return', { status: SHIPMENT_STATUS.IN_TRANSIT })).toBe('Returns open once the order is delivered.')
    expect(unavailableBecause('return', null)).toBe('Returns open once the order is delivered.')
    expect(unavailableBecause('return', { status: SHIPMENT_STATUS.DELIVERED, return_status: 'Return Initiated' })).toBe('A return has already been started for this order.')
    expect(unavailableBecause('return', { status: SHIPMENT_STATUS.CANCELLED })).toBe('This order was cancelled, so there is nothing to return.')
    expect(unavailableBecause('cancel', { status: SHIPMENT_STATUS.CANCELLED })).toBe('This order is already cancelled.')
    expect(unavailableBecause('cancel', { status: SHIPMENT_STATUS.DELIVERED })).toBe('This order has been delivered: it can be returned instead.')
  })

  it('has the spec messages', () => {
    expect(ORDER_MESSAGES).toMatchObject({
      noShipment: 'Unable to find matching Shiprocket order.',
      cancelled: 'Order cancelled successfully.',
      cancelFailed: 'Order cancellation failed.',
      returned: 'Return order initiated successfully.',
      returnFailed: 'Return initiation failed.',
      noOrdersInRange: 'No orders found for the selected date range.',
    })
  })
})

describe('the order detail', () => {
  it('shows Subtotal and Total as total_order_price, with a coupon line between them when one was used', () => {
    expect(orderSummary({ total_order_price: 1499 })).toEqual({ subtotal: 149_900, coupon: null, shipping: 0, total: 149_900 })
    expect(orderSummary({ total_order_price: 1299, coupon: { code: 'FLAT200', discountAmount: 200 } })).toEqual({
      subtotal: 149_900,
      coupon: { code: 'FLAT200', discount: 20_000, automatic: false },
      shipping: 0,
      total: 129_900,
    })
    // An automatic coupon is named as such on the order, as it was in the bag and at checkout.
    expect(orderSummary({ total_order_price: 3797, coupon: { code: 'AUTO5', discountAmount: 200, automatic: true } }).coupon).toEqual({ code: 'AUTO5', discount: 20_000, automatic: true })
    expect(orderSummary({ total_order_price: 999.5, coupon: { code: 'X', discountAmount: 0 } }).coupon).toBeNull()
  })

  it('prices an item and strikes the compare price only when higher', () => {
    const item = {
      variant_id: { image: '/media/a.jpg', sku: 'KU-1', price: 999, compare_price: 1499, attributes: [{ attribute_name: 'Size', attribute_value: 'M' }, { attribute_name: 'Color', attribute_value: 'Indigo' }] },
      product_id: { product_name: 'Block-print kurta' },
      quantity: 2,
      total_item_price: 1998,
    }
    expect(orderedItemView(item)).toEqual({
      name: 'Block-print kurta',
      sku: 'KU-1',
      image: '/media/a.jpg',
      attributes: ['Size: M', 'Color: Indigo'],
      quantity: 2,
      price: 99_900,
      comparePrice: 149_900,
      total: 199_800,
    })
    expect(orderedItemView({ ...item, variant_id: { ...item.variant_id, compare_price: 999 } }).comparePrice).toBeNull()
  })

  it("tracks by the first shipment's awb, or none", () => {
    expect(trackingNumber({ shipments: [{ awb: '1234567890' }, { awb: 'x' }] })).toBe('1234567890')
    expect([trackingNumber({ shipments: [{ awb: null }] }), trackingNumber({ shipments: [] }), trackingNumber(null)]).toEqual([null, null, null])
  })

  it('maps the shipping city and state at zoom 13', () => {
    expect(shippingMapUrl({ city: 'Bengaluru', state: 'Karnataka' })).toBe('https://maps.google.com/maps?q=Bengaluru%2C%20Karnataka&z=13&output=embed')
    expect(shippingMapUrl({ city: '', state: 'Goa' })).toBe('https://maps.google.com/maps?q=Goa&z=13&output=embed')
    expect(shippingMapUrl({ city: ' ', state: null })).toBeNull()
    expect([MAP_ZOOM, MAP_HEIGHT]).toEqual([13, 250])
  })

  it('links the shipping city on the map site, for when the embedded map cannot load', () => {
    expect(shippingMapLink({ city: 'Bengaluru', state: 'Karnataka' })).toBe('https://www.google.com/maps/search/?api=1&query=Bengaluru%2C%20Karnataka')
    expect(shippingMapLink({ city: 'São & Co', state: null })).toBe('https://www.google.com/maps/search/?api=1&query=S%C3%A3o%20%26%20Co')
    expect(shippingMapLink({ city: null, state: ' ' })).toBeNull()
  })
})

describe('orders and shipments from the API', () => {
  const order = { _id: 'o1', order_number: 'VT1', createdAt: '2026-01-01T00:00:00Z', total_order_price: 10, orderItem: [] }
  it('keeps well-formed orders, newest first, from { orders }', () => {
    const later = { ...order, _id: 'o2', createdAt: '2026-02-01T00:00:00Z' }
    expect(parseOrders({ orders: [order, { _id: 'bad' }, later] }).map((o) => o._id)).toEqual(['o2', 'o1'])
    expect(toOrder({ ...order, createdAt: 'yesterday' })).toBeNull()
  })
  it('reads one order from { data: { order, orderItem } }', () => {
    const { orderItem: _lines, ...bare } = order
    expect(orderAnswers.order({ data: { order: bare, orderItem: [] } })).toEqual(order)
  })
  it('keeps shipments with an id and a status', () => {
    expect(parseShipments({ data: [{ id: 1, status: 1 }, { id: 'x' }] })).toEqual([{ id: 1, status: 1, shipments: [] }])
    expect(toShipment(orderAnswers.shipment({ shiprocket_order: { id: 2, status: 6, shipments: [{ awb: '9' }] } }))).toMatchObject({ id: 2, status: 6 })
  })
})
