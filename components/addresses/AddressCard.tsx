/** One saved address as the shopper reads it (spec 001 §3): its type, the name, the postal lines and the phones. */
import type { ReactNode } from 'react'
import { addressLines, addressPhones, addressTypeLabel } from '../../data/addresses/display'
import type { Address } from '../../data/contract/schemas'
import styles from './Addresses.module.css'

export function AddressCard({ address, children }: { address: Address; children?: ReactNode }) {
  // Spans only: the card also sits inside a radio's <label>, which takes phrasing content alone.
  return (
    <span className={styles.card}>
      <span className={styles.cardHead}>
        <span className={styles.name}>{address.address_name}</span>
        <span className={styles.typeTag}>{addressTypeLabel(address)}</span>
      </span>
      {addressLines(address).map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
      <span className={styles.line}>Phone: {addressPhones(address)}</span>
      {children ? <span className={styles.cardActions}>{children}</span> : null}
    </span>
  )
}
