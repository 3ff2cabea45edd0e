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
