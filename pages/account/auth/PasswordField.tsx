import { useState } from 'react'
import { EyeIcon } from '../../../components/ui/Icons'
import { describedBy, FieldNote } from './AuthCard'
import styles from './Auth.module.css'

interface Props {
  id: string
  value: string
  onChange: (v: string) => void
  autoComplete: string
  label?: string
  /** What the field asks for, shown under it from the start ('At least 8 characters.'). */
  hint?: string
  /** What is wrong with what was typed, shown under it in place of the hint. */
  problem?: string
}

/** A password input with a show/hide toggle (spec 001 §2). */
export function PasswordField({ id, value, onChange, autoComplete, label = 'Password', hint, problem }: Props) {
  const [shown, setShown] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.password}>
        <input
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          autoComplete={autoComplete}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, problem, hint)}
        />
        <button type="button" className={styles.toggle} onClick={() => setShown((s) => !s)} aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`} aria-pressed={shown}>
          <EyeIcon size={20} off={shown} />
        </button>
      </div>
      <FieldNote id={id} problem={problem} hint={hint} />
    </div>
  )
}
