import { useState } from 'react'
import { EyeIcon } from '../../../components/ui/Icons'
import styles from './Auth.module.css'

/** A password input with a show/hide toggle (spec 001 §2). */
export function PasswordField({ id, value, onChange, autoComplete, label = 'Password' }: { id: string; value: string; onChange: (v: string) => void; autoComplete: string; label?: string }) {
  const [shown, setShown] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.password}>
        <input id={id} className="input" type={shown ? 'text' : 'password'} value={value} onChange={(e) => onChange(e.target.value)} required autoComplete={autoComplete} />
        <button type="button" className={styles.toggle} onClick={() => setShown((s) => !s)} aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`} aria-pressed={shown}>
          <EyeIcon size={20} off={shown} />
        </button>
      </div>
    </div>
  )
}
