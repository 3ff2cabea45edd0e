/**
 * The centred toast area (spec 001 §2), announced politely to screen readers. The newest toasts show in full, newest
 * first; a burst keeps the rest behind one '+N more' line, so the stack never runs off a phone's screen. A
 * navigation clears what was said before it (state/toasts.ts).
 *
 * While a modal dialog is open, the page behind it is under its backdrop and inert: a toast there was dimmed, could
 * not be dismissed and was never read out (the coupon list's "Could not load coupons", the review form's refusals).
 * The toasts then show in a region inside that dialog, raised into the top layer as a popover, so that they sit above
 * the dialog and belong to it. The page's region stays, empty, for after.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useSnapshot } from 'valtio'
import { dismissAllToasts, dismissToast, noteToastLocation, toastStore, toastsInView, watchToastActions, type Toast } from '../../state/toasts'
import { useTopDialog } from '../ui/openDialogs'
import styles from './Toaster.module.css'

export function Toaster({ path }: { path: string }) {
  const { toasts } = useSnapshot(toastStore)
  const dialog = useTopDialog()
  useEffect(watchToastActions, [])
  useEffect(() => noteToastLocation(path), [path])
  const inView = toastsInView(toasts as Toast[])
  return (
    <>
      <div className={styles.region} role="status" aria-live="polite">
        {dialog ? null : <ToastStack {...inView} />}
      </div>
      {dialog ? createPortal(<DialogToasts {...inView} />, dialog) : null}
    </>
  )
}

/** The region inside an open dialog: a manual popover, shown as it mounts, so that it lies above the dialog. */
function DialogToasts(props: ReturnType<typeof toastsInView>) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const region = ref.current
    // Mounted just now, so never open yet; a browser without popovers still shows it inside the dialog.
    if (region && typeof region.showPopover === 'function') region.showPopover()
  }, [])
  return (
    <div ref={ref} className={styles.region} role="status" aria-live="polite" popover="manual">
      <ToastStack {...props} />
    </div>
  )
}

function ToastStack({ shown, waiting }: ReturnType<typeof toastsInView>) {
  return (
    <>
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
    </>
  )
}
