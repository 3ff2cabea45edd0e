/**
 * The shopper's saved addresses (spec 001 §3, §7): a shipping list and a billing list, shared by the checkout and
 * the profile's Addresses tab. The server holds them; each action puts the server's answer into the list, so
 * nothing is reloaded. Actions throw ApiError (with the server's message) so screens can show it.
 */
import { proxy } from 'valtio'
import type { AddressBody } from '../data/addresses/form'
import type { AddressKind } from '../data/addresses/messages'
import { api } from '../data/contract/client'
import { toAddress } from '../data/addresses/record'
import { livePaths, unwrap } from '../data/contract/calls'
import type { Address } from '../data/contract/schemas'

export type { AddressKind }
export type AddressListStatus = 'idle' | 'loading' | 'loaded' | 'failed'

interface AddressList {
  items: Address[]
  status: AddressListStatus
}

export const addressStore = proxy<{ userId: string | null; shipping: AddressList; billing: AddressList }>({
  userId: null,
  shipping: { items: [], status: 'idle' },
  billing: { items: [], status: 'idle' },
})

const paths = {
  shipping: { list: livePaths.shippingAddresses, add: livePaths.shippingAddressAdd, one: livePaths.shippingAddress },
  billing: { list: livePaths.billingAddresses, add: livePaths.billingAddressAdd, one: livePaths.billingAddress },
} as const

/** The lists belong to one shopper: another shopper starts from empty lists. */
function forUser(userId: string): void {
  if (addressStore.userId === userId) return
  addressStore.userId = userId
  addressStore.shipping = { items: [], status: 'idle' }
  addressStore.billing = { items: [], status: 'idle' }
}

export function parseAddresses(body: unknown): Address[] {
  return unwrap.list(body).flatMap((raw) => {
    const address = toAddress(raw)
    return address ? [address] : []
  })
}

function savedAddress(body: unknown): Address {
  const address = toAddress(unwrap.one(body))
  if (!address) throw new Error('The saved address came back malformed')
  return address
}

/** Loads one list; on failure the list keeps what it had and the error is thrown for the screen's message. */
export async function loadAddresses(userId: string, kind: AddressKind): Promise<Address[]> {
  forUser(userId)
  addressStore[kind].status = 'loading'
  try {
    const items = parseAddresses(await api.get(paths[kind].list(userId)))
    if (addressStore.userId === userId) addressStore[kind] = { items, status: 'loaded' }
    return items
  } catch (error) {
    if (addressStore.userId === userId) addressStore[kind].status = 'failed'
    throw error
  }
}

/** Adds an address; the new one joins the end of the list, as the server lists them (oldest first). */
export async function addAddress(userId: string, kind: AddressKind, fields: AddressBody): Promise<Address> {
  forUser(userId)
  // spec 001 §7: the billing body carries address_type too (Home by default); the form always sends it.
  const address = savedAddress(await api.post(paths[kind].add, { user_id: userId, ...fields }))
  addressStore[kind].items = [...addressStore[kind].items.filter((a) => a._id !== address._id), address]
  return address
}

export async function updateAddress(userId: string, kind: AddressKind, addressId: string, fields: AddressBody): Promise<Address> {
  forUser(userId)
  const address = savedAddress(await api.put(paths[kind].one(userId, addressId), fields))
  addressStore[kind].items = addressStore[kind].items.map((a) => (a._id === addressId ? address : a))
  return address
}

export async function removeAddress(userId: string, kind: AddressKind, addressId: string): Promise<void> {
  forUser(userId)
  await api.delete(paths[kind].one(userId, addressId))
  addressStore[kind].items = addressStore[kind].items.filter((a) => a._id !== addressId)
}

/** One list as a screen shows it (from a snapshot): the shopper's addresses, and whether they are still coming. */
export function addressListOf(
  state: { userId: string | null } & Record<AddressKind, { items: readonly object[]; status: AddressListStatus }>,
  userId: string,
  kind: AddressKind,
): { items: Address[]; loading: boolean } {
  if (state.userId !== userId) return { items: [], loading: true }
  const { items, status } = state[kind]
  return { items: items as Address[], loading: status === 'idle' || (status === 'loading' && items.length === 0) }
}
