/**
 * The modal dialogs open now, in the order they opened (Dialog.tsx adds each while it is open). Behind a modal dialog
 * the page is under its backdrop and inert: not seen, not clicked and not read out. What must still reach the shopper
 * while one is open, the toasts (layout/Toaster.tsx), goes inside the topmost one.
 */
import { useSyncExternalStore } from 'react'

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const topDialog = () => open.at(-1) ?? null

/** The modal dialog on top, or null when none is open (always null on the server and while the page hydrates). */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topDialog, () => null)
}
