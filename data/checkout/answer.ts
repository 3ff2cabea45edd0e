/**
 * The checkout answer the storefront acts on (spec 001 §7), checked structurally: the order, the amount in paise
 * and currency, the gateway's order id (null for COD) and the redirect form (null unless a gateway posts one).
 * Kept out of data/contract/calls.ts, which every page loads.
 */
import { isObject, isText } from '../contract/calls'
import type { CheckoutResponse } from '../contract/schemas'

export function toCheckoutResponse(value: unknown): CheckoutResponse | null {
  if (!isObject(value) || !isObject(value.order) || !isText(value.order._id) || typeof value.order.order_number !== 'string') return null
  if (!Number.isInteger(value.amount) || typeof value.currency !== 'string') return null
  if (value.order_id !== null && value.order_id !== undefined && !isText(value.order_id)) return null
  return { ...value, order_id: value.order_id ?? null, redirectForm: isObject(value.redirectForm) ? value.redirectForm : null } as CheckoutResponse
}
