/**
 * The modal dialogs open now, in the order they opened (useModalDialog.ts adds each while it is open). Behind a modal
 * dialog the page is under its backdrop and inert: not seen, not clicked and not read out. What must still reach the
 * shopper while one is open, the toasts (layout/Toaster.tsx), goes inside the topmost one.
 */
import { useEffect, useState } from 'react'

let open: readonly HTMLDialogElement[] = []
const listeners = new Set<() => void>()

function set(next: readonly HTMLDialogElement[]): void {
  open = next
  for (const listener of listeners) listener()
}

/** Adds a dialog just opened with showModal(); the function returned takes it off again when it closes. */
export function dialogOpened(dialog: HTMLDialogElement): () => void {
  set([...open, dialog])
  return () => set(open.filter((d) => d !== dialog))
}

/**
 * The modal dialog on top, or null when none is open. A state kept by an effect: null on the server and while the page
 * hydrates, as no dialog is open then (useSyncExternalStore has no server snapshot under Preact: useHydrated.ts).
 */
export function useTopDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null)
  useEffect(() => {
    const update = () => setTop(open.at(-1) ?? null)
    update()
    listeners.add(update)
    return () => void listeners.delete(update)
  }, [])
  return top
}
