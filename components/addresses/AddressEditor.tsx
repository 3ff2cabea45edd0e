/**
 * Adding and editing an address, the same on the checkout and the profile: which form is open, saving it through
 * the address store, and the spec's messages (spec 001 §8). The form's code is loaded when it is first opened.
 */
import { lazy, Suspense, useCallback, useState } from 'react'
import { addressSavedMessage, addressSaveFailedMessage, type AddressFormPlace, type AddressKind } from '../../data/addresses/messages'
import { ApiError } from '../../data/contract/client'
import type { Address } from '../../data/contract/schemas'
import { addAddress, updateAddress } from '../../state/addresses'
import { toast } from '../../state/toasts'

const AddressFormDialog = lazy(() => import('./AddressFormDialog'))

export interface OpenAddressForm {
  kind: AddressKind
  /** The address being edited, or null to add one. */
  address: Address | null
}

export function useAddressEditor() {
  const [open, setOpen] = useState<OpenAddressForm | null>(null)
  const openAdd = useCallback((kind: AddressKind) => setOpen({ kind, address: null }), [])
  const openEdit = useCallback((kind: AddressKind, address: Address) => setOpen({ kind, address }), [])
  const close = useCallback(() => setOpen(null), [])
  return { open, openAdd, openEdit, close }
}

interface Props {
  userId: string
  place: AddressFormPlace
  open: OpenAddressForm | null
  onClose: () => void
  /** After a save: checkout selects the saved address (spec 001 §4). */
  onSaved?: (kind: AddressKind, address: Address) => void
}

const TITLES: Record<AddressKind, [add: string, edit: string]> = {
  shipping: ['Add shipping address', 'Edit shipping address'],
  billing: ['Add billing address', 'Edit billing address'],
}

export function AddressEditor({ userId, place, open, onClose, onSaved }: Props) {
  if (!open) return null
  const { kind, address } = open
  const editing = address !== null
  const save = async (fields: Parameters<typeof addAddress>[2]) => {
    const saved = editing ? await updateAddress(userId, kind, address._id, fields) : await addAddress(userId, kind, fields)
    toast.success(addressSavedMessage(kind, editing))
    onSaved?.(kind, saved)
    onClose()
  }
  const describeFailure = (error: unknown): string[] => {
    console.error('Address save failed', error)
    const serverMessage = error instanceof ApiError ? error.serverMessage : undefined
    const message = addressSaveFailedMessage(kind, editing, place, serverMessage)
    // The profile's alert is the spec's own; the server's reason, when it gave one, goes under it.
    return serverMessage && serverMessage !== message ? [message, serverMessage] : [message]
  }
  return (
    <Suspense fallback={null}>
      <AddressFormDialog
        key={`${kind}-${address?._id ?? 'new'}`}
        title={TITLES[kind][editing ? 1 : 0]}
        initial={address}
        requireCountry={place === 'profile'}
        onSubmit={save}
        describeFailure={describeFailure}
        onClose={onClose}
      />
    </Suspense>
  )
}
