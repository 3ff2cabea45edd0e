import type { ReactNode } from 'react'
import styles from './Auth.module.css'

/** The centred card every sign-in style screen sits in (sign in, create account, password reset). */
export function AuthCard({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby={id}>
        <div className={styles.head}>
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          <p className={styles.sub}>{subtitle}</p>
        </div>
        {children}
      </section>
    </div>
  )
}

/** A form's outcome line: an error is announced at once (alert), a success politely (status). Nothing when empty. */
export function AuthMessage({ kind, text }: { kind: 'error' | 'success'; text: string | null | undefined | false }) {
  if (!text) return null
  return kind === 'error' ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : (
    <p className={styles.success} role="status">
      {text}
    </p>
  )
}

/**
 * What a field asks for or what is wrong with it, under the field, which names it as its description
 * (`aria-describedby={describedBy(id, problem, hint)}`). A problem shows in place of the hint.
 */
export function FieldNote({ id, problem, hint }: { id: string; problem?: string; hint?: string }) {
  const note = problem ?? hint
  if (!note) return null
  return (
    <p id={noteId(id)} className={problem ? styles.fieldError : styles.fieldHint}>
      {note}
    </p>
  )
}

const noteId = (fieldId: string) => `${fieldId}-note`

/** The field's `aria-describedby`: its FieldNote's id when the note shows (a problem or a hint), none otherwise. */
export const describedBy = (fieldId: string, problem?: string, hint?: string) => (problem ?? hint ? noteId(fieldId) : undefined)
