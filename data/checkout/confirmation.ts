/**
 * The order confirmation page (spec 001 §2) learns which order it confirms from its address: checkout (and
 * PhonePe's return) sends the shopper to /order-confirmation?order={id}&number={order number}.
 */
export const ORDER_CONFIRMATION_PATH = '/order-confirmation'

export function orderConfirmationPath(order: { _id: string; order_number: string }): string {
  return `${ORDER_CONFIRMATION_PATH}?${new URLSearchParams({ order: order._id, number: order.order_number })}`
}

export interface ConfirmedOrder {
  id: string
  number: string | null
}

/** The order named in the confirmation page's query, if any (ids are one path segment of visible characters). */
export function confirmedOrderFrom(search: string): ConfirmedOrder | null {
  const params = new URLSearchParams(search)
  const id = params.get('order')?.trim()
  if (!id || !/^[\w-]{1,64}$/.test(id)) return null
  const number = params.get('number')?.trim()
  return { id, number: number && number.length <= 64 ? number : null }
}
