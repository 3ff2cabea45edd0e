/**
 * The address form (spec 001 §3, §5) in the shop's Dialog: add or edit, shipping or billing. Errors show under
 * their field once the shopper tries to save, and clear as the field is edited; a refused save keeps every value
 * typed and says why. The caller saves (and closes the dialog on success).
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import {
  ADDRESS_FIELD_LIMITS,
  ADDRESS_TYPES,
  addressBody,
  addressFormFrom,
  addressProblems,
  emptyAddressForm,
  hasProblems,
  requiredFields,
  type AddressBody,
  type AddressField,
  type AddressForm,
  type AddressProblems,
} from '../../data/addresses/form'
import type { Address } from '../../data/contract/schemas'
import { Dialog } from '../ui/Dialog'
import styles from './Addresses.module.css'

export interface AddressFormDialogProps {
  title: string
  /** The address being edited; none to add one. */
  initial?: Address | null
  /** The profile's form requires the country too (spec 001 §5). */
  requireCountry?: boolean
  /** Saves; throws to keep the form open with `describeFailure`'s lines. */
  onSubmit: (fields: AddressBody) => Promise<void>
  describeFailure: (error: unknown) => string[]
  onClose: () => void
}

type TextField = Exclude<AddressField, 'address_type'>

const FIELDS: Array<{ field: TextField; label: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; wide?: boolean }> = [
  { field: 'address_name', label: 'Full name', autoComplete: 'name', wide: true },
  { field: 'street', label: 'Street', autoComplete: 'address-line1', wide: true },
  { field: 'address_2', label: 'Address 2', autoComplete: 'address-line2', wide: true },
  { field: 'landmark', label: 'Landmark', autoComplete: 'off', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'country', label: 'Country', autoComplete: 'country-name' },
  { field: 'phone_number', label: 'Phone number', autoComplete: 'tel-national', inputMode: 'tel' },
  { field: 'alternative_phone_number', label: 'Alternative phone number', autoComplete: 'off', inputMode: 'tel' },
]

export function AddressFormDialog({ title, initial, requireCountry = false, onSubmit, describeFailure, onClose }: AddressFormDialogProps) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<AddressForm>(() => (initial ? addressFormFrom(initial) : emptyAddressForm()))
  const [problems, setProblems] = useState<AddressProblems>({})
  const [failure, setFailure] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const required = new Set<AddressField>([...requiredFields({ requireCountry }), ...(form.address_type === 'Other' ? (['custom_address_type'] as const) : [])])

  const set = (field: AddressField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setProblems(({ [field]: _cleared, ...rest }) => rest)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const found = addressProblems(form, { requireCountry })
    setProblems(found)
    setFailure([])
    if (hasProblems(found)) {
      // Take the shopper to the first field to fix, once the errors are on screen.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setSaving(true)
    try {
      await onSubmit(addressBody(form))
    } catch (error) {
      setFailure(describeFailure(error))
      setSaving(false)
    }
  }

  const input = ({ field, label, autoComplete, inputMode, wide }: (typeof FIELDS)[number]): ReactNode => {
    const id = `${formId}-${field}`
    const problem = problems[field]
    return (
      <div key={field} className={`field ${wide ? styles.wide : ''}`}>
        <label htmlFor={id}>
          {label}
          {required.has(field) ? <span className={styles.required} aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={id}
          className="input"
          value={form[field]}
          onChange={(event) => set(field, event.target.value)}
          maxLength={ADDRESS_FIELD_LIMITS[field]}
          autoComplete={autoComplete}
          inputMode={inputMode}
          type={inputMode === 'tel' ? 'tel' : 'text'}
          required={required.has(field)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {problem}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      variant="center"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {failure.length > 0 ? (
          <div className={styles.alert} role="alert">
            {failure.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
        <fieldset className={`${styles.types} ${styles.wide}`}>
          <legend>Address type</legend>
          <div className={styles.typeChoices}>
            {ADDRESS_TYPES.map((type) => (
              <label key={type} className={styles.typeChoice}>
                <input type="radio" name={`${formId}-type`} value={type} checked={form.address_type === type} onChange={() => set('address_type', type)} />
                <span>{type}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {form.address_type === 'Other' ? input({ field: 'custom_address_type', label: 'Custom address type', autoComplete: 'off', wide: true }) : null}
        {FIELDS.map(input)}
        <p className={`${styles.note} ${styles.wide}`}>
          <span aria-hidden="true">*</span> Required
        </p>
      </form>
    </Dialog>
  )
}

export default AddressFormDialog
