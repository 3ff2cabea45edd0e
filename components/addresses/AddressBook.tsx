/**
 * The profile's Addresses tab (spec 001 §2, §5, §8): the shopper's shipping and billing addresses, each list with
 * add, edit and delete. Needs no props: it reads the signed-in shopper from the session store, so the profile
 * screen renders it as it is.
 */
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ADDRESS_FETCH_FAILED, DELETE_ADDRESS_CONFIRM, DELETE_ADDRESS_FAILED, NO_ADDRESS_TEXT, type AddressKind } from '../../data/addresses/messages'
import type { Address } from '../../data/contract/schemas'
import { addressListOf, addressStore, loadAddresses, removeAddress } from '../../state/addresses'
import { sessionStore } from '../../state/session'
import { toast } from '../../state/toasts'
import { Dialog } from '../ui/Dialog'
import { AddressCard } from './AddressCard'
import { AddressEditor, useAddressEditor } from './AddressEditor'
import styles from './Addresses.module.css'

const SECTIONS: Array<{ kind: AddressKind; title: string; add: string }> = [
  { kind: 'shipping', title: 'Shipping addresses', add: 'Add address' },
  { kind: 'billing', title: 'Billing addresses', add: 'Add billing address' },
]

export function AddressBook() {
  const { user } = useSnapshot(sessionStore)
  const addresses = useSnapshot(addressStore)
  const editor = useAddressEditor()
  const [deleting, setDeleting] = useState<{ kind: AddressKind; address: Address } | null>(null)
  const userId = user?._id ?? null

  useEffect(() => {
    if (!userId) return
    for (const { kind } of SECTIONS) {
      loadAddresses(userId, kind).catch((error) => {
        console.error(ADDRESS_FETCH_FAILED[kind], error)
        toast.error(ADDRESS_FETCH_FAILED[kind])
      })
    }
  }, [userId])

  if (!userId) return null
  return (
    <div className={styles.book}>
      {SECTIONS.map(({ kind, title, add }) => {
        const { items: list, loading } = addressListOf(addresses, userId, kind)
        const headingId = `address-book-${kind}`
        return (
          <section key={kind} className={styles.section} aria-labelledby={headingId}>
            <div className={styles.sectionHead}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {title}
              </h2>
              <button type="button" className="btn btn-outline" onClick={() => editor.openAdd(kind)}>
                {add}
              </button>
            </div>
            {loading ? (
              <p className={styles.empty} role="status">
                Loading…
              </p>
            ) : list.length === 0 ? (
              <p className={styles.empty}>{NO_ADDRESS_TEXT[kind]}</p>
            ) : (
              <ul className={styles.grid}>
                {list.map((address) => (
                  <li key={address._id}>
                    <AddressCard address={address}>
                      <button type="button" className="btn-link" onClick={() => editor.openEdit(kind, address)} aria-label={`Edit ${address.address_name}, ${address.street}`}>
                        Edit
                      </button>
                      <button type="button" className="btn-link" onClick={() => setDeleting({ kind, address })} aria-label={`Delete ${address.address_name}, ${address.street}`}>
                        Delete
                      </button>
                    </AddressCard>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
      <AddressEditor userId={userId} place="profile" open={editor.open} onClose={editor.close} />
      {deleting ? <DeleteAddressDialog userId={userId} {...deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  )
}

function DeleteAddressDialog({ userId, kind, address, onClose }: { userId: string; kind: AddressKind; address: Address; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const confirm = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await removeAddress(userId, kind, address._id)
      onClose()
    } catch (error) {
      console.error('Address delete failed', error)
      // Said inside the dialog: a toast would sit under the modal's backdrop.
      setFailed(true)
      setBusy(false)
    }
  }
  return (
    <Dialog
      title="Delete address"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn" onClick={confirm} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      {failed ? (
        <p className={styles.alert} role="alert">
          {DELETE_ADDRESS_FAILED}
        </p>
      ) : null}
      <p className={styles.confirm}>{DELETE_ADDRESS_CONFIRM}</p>
      <AddressCard address={address} />
    </Dialog>
  )
}
