/**
 * What the order-detail page shows (spec 001 §2 Order detail): the figures of the summary, each line's prices,
 * the tracking number and the map of the shipping city.
 */
import { priceTag, toPaise, type Paise } from '../catalogue/money'
import { safeUrl } from '../contract/safeUrl'

/** The figures an order was charged, as the API sends them (rupees). */
export interface ChargedOrder {
  total_order_price: number
  coupon?: { code?: string | null; discountAmount?: number | null; automatic?: boolean | null } | null
}

export interface OrderSummary {
  subtotal: Paise
  /** The coupon the order used (the shopper's, or an automatic one) and what it took off, or null. */
  coupon: { code: string; discount: Paise; automatic: boolean } | null
  /** Always FREE (spec 001 §9). */
  shipping: 0
  total: Paise
}

/**
 * The spec makes Subtotal and Total both total_order_price. When the order used a coupon, that would show a
 * subtotal already net of a discount nobody sees; the subtotal is then total + the coupon's discount, with the
 * coupon line between them, so the figures add up. Without a coupon both equal total_order_price, as the spec has it.
 */
export function orderSummary(order: ChargedOrder): OrderSummary {
  const total = toPaise(order.total_order_price)
  const discount = toPaise(order.coupon?.discountAmount)
  const coupon = order.coupon && discount > 0 ? { code: order.coupon.code ?? '', discount, automatic: order.coupon.automatic === true } : null
  return { subtotal: total + (coupon ? discount : 0), coupon, shipping: 0, total }
}

export interface OrderedItem {
  variant_id: { image?: string | null; sku?: string; price: number; compare_price?: number | null; attributes?: Array<{ attribute_name: string; attribute_value: string }> }
  product_id: { product_name: string }
  quantity: number
  total_item_price: number
}

export interface OrderedItemView {
  name: string
  sku: string
  image: string | null
  /** "name: value" for each attribute. */
  attributes: string[]
  quantity: number
  price: Paise
  /** Shown struck through, only when higher than the price. */
  comparePrice: Paise | null
  total: Paise
}

export function orderedItemView(item: OrderedItem): OrderedItemView {
  const { price, comparePrice } = priceTag(item.variant_id)
  return {
    name: item.product_id.product_name,
    sku: item.variant_id.sku ?? '',
    image: item.variant_id.image ?? null,
    attributes: (item.variant_id.attributes ?? []).map((a) => `${a.attribute_name}: ${a.attribute_value}`),
    quantity: item.quantity,
    price,
    comparePrice,
    total: toPaise(item.total_item_price),
  }
}

/** The first shipment's awb, or null (the page then says Not Assigned). */
export function trackingNumber(shipment: { shipments?: ReadonlyArray<{ awb?: string | null }> | null } | null | undefined): string | null {
  const awb = shipment?.shipments?.[0]?.awb
  return typeof awb === 'string' && awb.trim() ? awb.trim() : null
}

export const MAP_ZOOM = 13
export const MAP_HEIGHT = 250
/** The map provider whose origin the pages' Content-Security-Policy allows in frame-src. */
export const MAP_ORIGIN = 'https://maps.google.com'

/** The map provider's site, where the shipping city opens when the embedded map cannot load. */
export const MAP_SITE = 'https://www.google.com'

function placeOf(address: { city?: string | null; state?: string | null }): string {
  return [address.city, address.state].map((part) => (part ?? '').trim()).filter(Boolean).join(', ')
}

/** The embedded map of the shipping city and state (spec 001 §2, §9: zoom 13). */
export function shippingMapUrl(address: { city?: string | null; state?: string | null }): string | null {
  const place = placeOf(address)
  if (!place) return null
  return safeUrl(`${MAP_ORIGIN}/maps?q=${encodeURIComponent(place)}&z=${MAP_ZOOM}&output=embed`, 'frame')
}

/** The shipping city on the map provider's own site (its documented search URL), opened in a new tab. */
export function shippingMapLink(address: { city?: string | null; state?: string | null }): string | null {
  const place = placeOf(address)
  return place ? `${MAP_SITE}/maps/search/?api=1&query=${encodeURIComponent(place)}` : null
}

const ORDER_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** '3 Mar 2026' in the shopper's own time zone, the one the date filter's days are in. */
export function formatOrderDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN
  return Number.isNaN(time) ? '' : ORDER_DATE.format(time)
}
