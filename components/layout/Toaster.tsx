/** The centred toast area (spec 001 §2), announced politely to screen readers. */
import { useSnapshot } from 'valtio'
import { dismissToast, toastStore } from '../../state/toasts'
import styles from './Toaster.module.css'

export function Toaster() {
  const { toasts } = useSnapshot(toastStore)
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind] ?? ''}`} data-kind={t.kind}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{t.message}</span>
          <button type="button" onClick={() => dismissToast(t.id)} aria-label="Dismiss">
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
