/** How a saved address reads on a card (spec 001 §3): its type, the name, then the address line by line. */
import type { Address } from '../contract/schemas'

/** Home, Office, or the shopper's own name for an Other address. */
export function addressTypeLabel(address: Pick<Address, 'address_type' | 'custom_address_type'>): string {
  if (address.address_type === 'Other') return address.custom_address_type?.trim() || 'Other'
  return address.address_type || 'Home'
}

/** The postal lines under the name, empty parts left out. */
export function addressLines(address: Partial<Address>): string[] {
  const join = (parts: Array<string | null | undefined>, separator: string) =>
    parts.map((part) => part?.trim()).filter(Boolean).join(separator)
  return [
    join([address.street, address.address_2], ', '),
    address.landmark?.trim() ?? '',
    join([join([address.city, address.state], ', '), address.pincode ? String(address.pincode) : ''], ' – '),
    address.country?.trim() ?? '',
  ].filter(Boolean)
}

/** The phone numbers to reach the addressee. */
export function addressPhones(address: Pick<Address, 'phone_number' | 'alternative_phone_number'>): string {
  return [address.phone_number, address.alternative_phone_number].filter(Boolean).join(', ')
}
