/** The shop's loading wheel, beside a status text that says what is loading (the wheel itself is hidden from readers). */
import type { CSSProperties } from 'react'
import styles from './Spinner.module.css'

export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={styles.spinner} style={{ '--spinner-size': `${size}px` } as CSSProperties} aria-hidden="true" />
}
