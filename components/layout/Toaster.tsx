/**
 * The centred toast area (spec 001 §2), announced politely to screen readers. The newest toasts show in full, newest
 * first; a burst keeps the rest behind one '+N more' line, so the stack never runs off a phone's screen. A
 * navigation clears what was said before it (state/toasts.ts).
 *
 * While a modal dialog is open, the page behind it is under its backdrop and inert: a toast there was dimmed, could
 * not be dismissed and was never read out (the coupon list's "Could not load coupons", the review form's refusals).
 * The toasts then show in a region inside that dialog, raised into the top layer as a popover, so that they sit above
 * the dialog and belong to it. The page's region stays, empty, for after.
 *
 * A toast is read out once, by the region that first shows it. When a dialog opens or closes, the toasts still on
 * screen move to the other region; there they show below its live part, in a part that is not read out, so that a
 * screen reader does not say 'Coupon applied successfully!' a second time as the coupon list closes.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useSnapshot } from 'valtio'
import { dismissAllToasts, dismissToast, noteToastLocation, toastStore, toastsInView, watchToastActions, type Toast } from '../../state/toasts'
import { useTopDialog } from '../ui/openDialogs'
import styles from './Toaster.module.css'

/** A region: the page's, or an open dialog's (the dialog element). */
type Region = object
const PAGE: Region = {}
/** Where each toast on screen was first shown while its region was in view. */
const firstShownIn = new Map<number, Region>()

export function Toaster({ path }: { path: string }) {
  const { toasts } = useSnapshot(toastStore)
  const dialog = useTopDialog()
  useEffect(watchToastActions, [])
  useEffect(() => noteToastLocation(path), [path])
  useEffect(() => {
    for (const id of firstShownIn.keys()) if (!toasts.some((t) => t.id === id)) firstShownIn.delete(id)
  }, [toasts])
  const inView = toastsInView(toasts as Toast[])
  return (
    <>
      {/* While a dialog is open the page's region shows nothing, but stays: the same live part, for after. */}
      <div className={styles.region}>
        <ToastStack where={PAGE} {...(dialog ? NOTHING : inView)} />
      </div>
      {dialog ? createPortal(<DialogToasts where={dialog} {...inView} />, dialog) : null}
    </>
  )
}

type StackProps = ReturnType<typeof toastsInView> & { where: Region }
const NOTHING: ReturnType<typeof toastsInView> = { shown: [], waiting: 0 }

/** The region inside an open dialog: a manual popover, shown as it mounts, so that it lies above the dialog. */
function DialogToasts(props: StackProps & { where: HTMLDialogElement }) {
  const dialog = props.where
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const region = ref.current
    // Mounted just now, so never open yet; a browser without popovers still shows it inside the dialog.
    if (region && typeof region.showPopover === 'function') region.showPopover()
  }, [])
  // After every render (the stack's height changes with its toasts) and as the screen or the dialog changes size.
  useLayoutEffect(() => clearOfHead(ref.current, dialog))
  useEffect(() => {
    const place = () => clearOfHead(ref.current, dialog)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    observer?.observe(dialog)
    window.addEventListener('resize', place)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
    }
  }, [dialog])
  return (
    <div ref={ref} className={styles.region} popover="manual">
      <ToastStack {...props} />
    </div>
  )
}

/** Pixels between a dialog's head and the toasts placed below it (see clearOfHead). */
const BELOW_HEAD = 9

/**
 * A dialog that reaches the top of the screen (on a phone, any form of some length) has its title and Close button
 * where the toasts show: for the 4 s an error stays, it could not be closed but through the toast's own ×. Its toasts
 * then show just below its head, over the top of its body; a dialog lower down leaves them where the page's show.
 */
function clearOfHead(region: HTMLElement | null, dialog: HTMLDialogElement): void {
  const head = dialog.querySelector('header')
  if (!region || !head) return
  region.style.top = ''
  const { top, bottom } = head.getBoundingClientRect()
  if (top < region.getBoundingClientRect().bottom && bottom > 0) region.style.top = `${Math.round(bottom + BELOW_HEAD)}px`
}

/**
 * A part of a region: the live one (always in the page, since a screen reader only follows a region it has seen from
 * its first paint), or the quiet one below it for toasts another region read out.
 */
function Stack({ toasts, live }: { toasts: Toast[]; live: boolean }) {
  return (
    <div className={styles.stack} {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}>
      {toasts.map((t) => (
        <ToastLine key={t.id} toast={t} />
      ))}
    </div>
  )
}

function ToastStack({ shown, waiting, where }: StackProps) {
  const heard = shown.filter((t) => (firstShownIn.get(t.id) ?? where) === where)
  const told = shown.filter((t) => !heard.includes(t))
  useEffect(() => {
    // A dialog that closed in the same turn never showed its region: its toasts are still to be read out.
    const inView = where === PAGE || (where instanceof HTMLDialogElement && where.open && where.isConnected)
    if (inView) for (const t of heard) if (!firstShownIn.has(t.id)) firstShownIn.set(t.id, where)
  })
  return (
    <>
      <Stack toasts={heard} live />
      {told.length > 0 ? <Stack toasts={told} live={false} /> : null}
      {waiting > 0 ? (
        <button type="button" className={styles.more} onClick={dismissAllToasts}>
          +{waiting} more · Dismiss all
        </button>
      ) : null}
    </>
  )
}

function ToastLine({ toast: t }: { toast: Toast }) {
  return (
    <div className={`${styles.toast} ${styles[t.kind] ?? ''}`} data-kind={t.kind}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.message}>{t.message}</span>
      <button type="button" onClick={() => dismissToast(t.id)} aria-label="Dismiss">
        ×
      </button>
    </div>
  )
}
