/**
 * A native <dialog> opened with showModal() while the component that renders it is mounted: the browser traps focus
 * in it, puts it in the top layer, makes the page behind it inert and gives it the dialog role. Escape asks the
 * owner to close (React state decides, so the dialog never closes behind its back); focus returns to whatever opened
 * it. While it is open the shop's toasts show inside it (openDialogs.ts). The page behind does not scroll.
 */
import { useEffect, useRef, type RefObject } from 'react'
import { dialogOpened } from './openDialogs'

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    const closed = dialogOpened(dialog)
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      closed()
      document.body.style.overflow = overflow
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [ref])
}
