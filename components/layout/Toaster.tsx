/**
 * The centred toast area (spec 001 §2), announced politely to screen readers. The newest toasts show in full, newest
 * first; a burst keeps the rest behind one '+N more' line, so the stack never runs off a phone's screen. A
 * navigation clears what was said before it (state/toasts.ts).
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { dismissAllToasts, dismissToast, noteToastLocation, toastStore, toastsInView, watchToastActions, type Toast } from '../../state/toasts'
import styles from './Toaster.module.css'

export function Toaster({ path }: { path: string }) {
  const { toasts } = useSnapshot(toastStore)
  useEffect(watchToastActions, [])
  useEffect(() => noteToastLocation(path), [path])
  const { shown, waiting } = toastsInView(toasts as Toast[])
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind] ?? ''}`} data-kind={t.kind}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.message}>{t.message}</span>
          <button type="button" onClick={() => dismissToast(t.id)} aria-label="Dismiss">
            ×
          </button>
        </div>
      ))}
      {waiting > 0 ? (
        <button type="button" className={styles.more} onClick={dismissAllToasts}>
          +{waiting} more · Dismiss all
        </button>
      ) : null}
    </div>
  )
}
