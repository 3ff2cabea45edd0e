import type { ReactNode } from 'react'
import { Spinner } from '../../components/ui/Spinner'
import styles from './ScreenStatus.module.css'

/** A screen-sized status line: loading, or a screen that has nothing to show. Announced politely. */
export function ScreenStatus({ children }: { children: ReactNode }) {
  return (
    <div className={`page ${styles.status}`} role="status">
      <Spinner />
      {children}
    </div>
  )
}
