/**
 * Profile Details (spec 001 §2 Profile): read-only, or editing after Edit. Save checks the form as the server does
 * and saves it (PUT /api/users/{userId}, an addition to the spec, whose Save only showed an alert); Cancel puts the
 * saved values back. A refused save keeps everything typed and says why.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import { fieldOfProblem, formatBirthDate, GENDERS, profileBody, profileFormOf, profileProblem, type ProfileForm } from '../../../data/account/profile'
import { errorMessage } from '../../../data/contract/client'
import { EmailText } from '../../../components/ui/EmailText'
import { updateProfile } from '../../../state/session'
import { toast } from '../../../state/toasts'
import { useSignedInUser } from '../RequireUser'
import styles from './Profile.module.css'

const SAVE_FAILED = 'Could not save your profile. Please try again.'
const PROBLEM_ID = 'profile-problem'
const INPUT_IDS: Record<keyof ProfileForm, string> = {
  name: 'profile-name',
  phone_number: 'profile-phone',
  gender: 'profile-gender',
  dob: 'profile-dob',
  location: 'profile-location',
  altMobile: 'profile-alt',
}

/** Moves focus to the field a message is about, so a keyboard or screen-reader user lands on what to fix. */
function focusField(message: string) {
  const name = fieldOfProblem(message)
  if (name) window.requestAnimationFrame(() => document.getElementById(INPUT_IDS[name])?.focus())
}
const NOT_ADDED = 'Not added'

/** The day before today, the latest date of birth the picker offers. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

export function ProfileDetails() {
  const user = useSignedInUser()
  const [editing, setEditing] = useState(false)
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user))
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const startEditing = () => {
    setForm(profileFormOf(user))
    setProblem(null)
    setEditing(true)
  }
  const cancel = () => {
    setForm(profileFormOf(user))
    setProblem(null)
    setEditing(false)
  }
  const invalid = fieldOfProblem(problem)
  const field = (name: keyof ProfileForm) => ({
    id: INPUT_IDS[name],
    name,
    value: form[name],
    'aria-invalid': invalid === name ? true : undefined,
    'aria-describedby': invalid === name ? PROBLEM_ID : undefined,
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = profileProblem(form, new Date())
    setProblem(found)
    if (found) return focusField(found)
    setSaving(true)
    try {
      await updateProfile(user._id, profileBody(form))
      toast.success('Profile updated successfully.')
      setEditing(false)
    } catch (error) {
      const message = errorMessage(error, SAVE_FAILED)
      setProblem(message)
      focusField(message)
    } finally {
      setSaving(false)
    }
  }

  if (!editing) {
    const rows: Array<[string, ReactNode]> = [
      ['Full Name', user.name],
      ['Email', user.email ? <EmailText email={user.email} /> : null],
      ['Mobile Number', user.phone_number],
      ['Gender', user.gender],
      ['Date of Birth', formatBirthDate(user.dob)],
      ['Location', user.location],
      ['Alternative Mobile', user.altMobile],
    ]
    return (
      <div className={styles.details}>
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd className={value ? '' : styles.quiet}>{value || NOT_ADDED}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className={`btn ${styles.editButton}`} onClick={startEditing}>
          Edit
        </button>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label="Edit profile">
      <div className={styles.grid}>
        <div className="field">
          <label htmlFor={INPUT_IDS.name}>Full Name</label>
          <input className="input" autoComplete="name" required maxLength={100} {...field('name')} />
        </div>
        <div className="field">
          <label htmlFor="profile-email">Email</label>
          <input id="profile-email" className={`input ${styles.readOnly}`} value={user.email ?? ''} readOnly aria-describedby="profile-email-note" />
          <p id="profile-email-note" className={styles.note}>
            Your sign-in e-mail cannot be changed here.
          </p>
        </div>
        <div className="field">
          <label htmlFor={INPUT_IDS.phone_number}>Mobile Number</label>
          <input className="input" type="tel" inputMode="numeric" autoComplete="tel-national" required maxLength={10} {...field('phone_number')} />
        </div>
        <div className="field">
          <label htmlFor={INPUT_IDS.gender}>Gender</label>
          <select className="input" {...field('gender')}>
            <option value="">Not specified</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={INPUT_IDS.dob}>Date of Birth</label>
          <input className="input" type="date" autoComplete="bday" max={yesterday()} {...field('dob')} />
        </div>
        <div className="field">
          <label htmlFor={INPUT_IDS.location}>Location</label>
          <input className="input" autoComplete="address-level2" maxLength={100} {...field('location')} />
        </div>
        <div className="field">
          <label htmlFor={INPUT_IDS.altMobile}>Alternative Mobile</label>
          <input className="input" type="tel" inputMode="numeric" autoComplete="off" maxLength={10} {...field('altMobile')} />
        </div>
      </div>
      {problem ? (
        <p id={PROBLEM_ID} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn-outline" onClick={cancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  )
}
