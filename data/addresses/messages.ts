/**
 * What the shopper is told about their addresses (spec 001 §8, §2): the same texts on the checkout and on the
 * profile's Addresses tab, except where the spec gives the profile form its own alert.
 */
export type AddressKind = 'shipping' | 'billing'
/** Where the address form is: checkout shows the server's reason, the profile its own alert (spec 001 §8). */
export type AddressFormPlace = 'checkout' | 'profile'

export const DELETE_ADDRESS_CONFIRM = 'Are you sure you want to delete this address?'
export const DELETE_ADDRESS_FAILED = 'Delete failed — check console for more.'
export const PROFILE_ADDRESS_SAVE_FAILED = 'Failed to save address. Please try again.'

export const NO_ADDRESS_TEXT: Record<AddressKind, string> = {
  shipping: 'No shipping address found.',
  billing: 'No billing address found.',
}

export const ADDRESS_FETCH_FAILED: Record<AddressKind, string> = {
  shipping: 'Error fetching saved addresses',
  billing: 'Failed to fetch billing addresses',
}

/** The toast after a save: added (billing has its own text) or updated. */
export function addressSavedMessage(kind: AddressKind, editing: boolean): string {
  if (editing) return 'Address updated'
  return kind === 'billing' ? 'Billing address added' : 'Address added'
}

/**
 * The alert of a failed save. At checkout: the server's message, else the spec's fallback (adding a billing
 * address has its own). On the profile: its own alert.
 */
export function addressSaveFailedMessage(kind: AddressKind, editing: boolean, place: AddressFormPlace, serverMessage: string | undefined): string {
  if (place === 'profile') return PROFILE_ADDRESS_SAVE_FAILED
  if (serverMessage) return serverMessage
  return kind === 'billing' && !editing ? 'Failed to add billing address' : 'Failed to save address'
}
