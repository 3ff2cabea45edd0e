/**
 * Choosing one saved address at checkout (spec 001 §2, §4): a radio list of address cards, each with Edit, and
 * an add button; the spec's empty text when there is none.
 */
import { NO_ADDRESS_TEXT, type AddressKind } from '../../data/addresses/messages'
import type { Address } from '../../data/contract/schemas'
import { AddressCard } from './AddressCard'
import styles from './Addresses.module.css'

interface Props {
  kind: AddressKind
  legend: string
  addresses: readonly Address[]
  loading: boolean
  selectedId: string | null
  onSelect: (addressId: string) => void
  onAdd: () => void
  onEdit: (address: Address) => void
  addLabel: string
}

export function AddressPicker({ kind, legend, addresses, loading, selectedId, onSelect, onAdd, onEdit, addLabel }: Props) {
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">{legend}</legend>
      {loading ? (
        <p className={styles.empty} role="status">
          Loading saved addresses…
        </p>
      ) : addresses.length === 0 ? (
        <p className={styles.empty}>{NO_ADDRESS_TEXT[kind]}</p>
      ) : (
        <ul className={styles.choices}>
          {addresses.map((address) => {
            const id = `${kind}-address-${address._id}`
            const chosen = address._id === selectedId
            return (
              <li key={address._id} className={`${styles.choice} ${chosen ? styles.chosen : ''}`}>
                <input id={id} type="radio" name={`${kind}-address`} value={address._id} checked={chosen} onChange={() => onSelect(address._id)} className={styles.radio} />
                <label htmlFor={id} className={styles.choiceLabel}>
                  <AddressCard address={address} />
                </label>
                <button type="button" className={`btn-link ${styles.choiceEdit}`} onClick={() => onEdit(address)} aria-label={`Edit ${address.address_name}, ${address.street}`}>
                  Edit
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button type="button" className={`btn btn-outline ${styles.add}`} onClick={onAdd}>
        + {addLabel}
      </button>
    </fieldset>
  )
}
