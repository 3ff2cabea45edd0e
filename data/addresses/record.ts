/**
 * A saved address as the API sends it, checked structurally (zod stays out of the browser). Kept out of
 * data/contract/calls.ts, which every page loads, because only the checkout and the profile read addresses.
 */
import { isObject, isText } from '../contract/calls'
import type { Address } from '../contract/schemas'

/** An address the storefront can show and pick: an id and the name it is for at least (spec 001 §3). */
export function toAddress(value: unknown): Address | null {
  if (!isObject(value) || !isText(value._id) || typeof value.address_name !== 'string') return null
  return value as Address
}
