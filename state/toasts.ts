/**
 * Toasts (spec 000 §4): error and blank 4 s, success 2 s, loading until dismissed, at most 20 at once.
 *
 * A toast belongs to the shopper's action that raised it (an action starts with each click, form submission or
 * history step). A navigation clears what earlier actions said and keeps what the navigating action itself just
 * said: 'Added to cart!' raised before the trip to /cart is meant to be read there, a stale 'Please choose a payment
 * gateway.' is not. A toast that survives a navigation starts its time again on the new page.
 *
 * Pages are documents of their own (the shop routes on the server): when the shop itself opens another page
 * (components/ui/openPage.ts), what the navigating action said is carried to it in the tab's session storage and
 * shown there, as it would have been by a navigation inside one document.
 */
import { proxy } from 'valtio'

export type ToastKind = 'success' | 'error' | 'blank' | 'loading'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** The shopper's action it answers (see above). */
  action?: number
}

export const TOAST_LIMIT = 20
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = { error: 4000, blank: 4000, success: 2000, loading: null }
/** Toasts shown in full at once; older ones wait behind a '+N more' line (a burst would run off a phone's screen). */
export const TOASTS_IN_VIEW = 3

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] })

let nextId = 1
let currentAction = 0
const timers = new Map<number, number>()

/** The list after adding one: the newest last, the oldest dropped past the limit. */
export function withToast(toasts: readonly Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] {
  return [...toasts, toast].slice(-limit)
}

/** What stays on screen after a navigation made by `action`: only what that action said. */
export function toastsAfterNavigation(toasts: readonly Toast[], action: number): Toast[] {
  return toasts.filter((t) => t.action === action)
}

/** What the toast area shows: the newest few, newest first, and how many older ones wait behind them. */
export function toastsInView(toasts: readonly Toast[], max = TOASTS_IN_VIEW): { shown: Toast[]; waiting: number } {
  return { shown: toasts.slice(-max).reverse(), waiting: Math.max(0, toasts.length - max) }
}

function schedule(toast: Toast): void {
  const duration = TOAST_DURATION_MS[toast.kind]
  if (duration === null || typeof window === 'undefined') return
  window.clearTimeout(timers.get(toast.id))
  timers.set(
    toast.id,
    window.setTimeout(() => dismissToast(toast.id), duration),
  )
}

export function showToast(message: string, kind: ToastKind = 'blank'): number {
  const toast: Toast = { id: nextId++, kind, message, action: currentAction }
  toastStore.toasts = withToast(toastStore.toasts, toast)
  schedule(toast)
  return toast.id
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  loading: (message: string) => showToast(message, 'loading'),
  blank: (message: string) => showToast(message, 'blank'),
}

export function dismissToast(id: number): void {
  if (typeof window !== 'undefined') window.clearTimeout(timers.get(id))
  timers.delete(id)
  toastStore.toasts = toastStore.toasts.filter((t) => t.id !== id)
}

export function dismissAllToasts(): void {
  for (const t of toastStore.toasts) dismissToast(t.id)
}

/** The tab's note of what the page being left said for the next one. */
export const CARRIED_TOASTS_KEY = 'vitrine:carried-toasts'
const CARRIED_KINDS: readonly ToastKind[] = ['success', 'error', 'blank']
type CarriedToast = Pick<Toast, 'kind' | 'message'>

/** What is carried: the navigating action's toasts but the loading ones (whose work ends with the page left). */
export function toastsToCarry(toasts: readonly Toast[], action: number): CarriedToast[] {
  return toastsAfterNavigation(toasts, action)
    .filter((t) => CARRIED_KINDS.includes(t.kind))
    .map(({ kind, message }) => ({ kind, message }))
}

/** The carried toasts read back; anything else in the note (a hand edit, another version's shape) is dropped. */
export function parseCarriedToasts(raw: string | null): CarriedToast[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .filter((t): t is CarriedToast => typeof t?.message === 'string' && t.message !== '' && CARRIED_KINDS.includes(t.kind))
    .slice(-TOAST_LIMIT)
    .map(({ kind, message }) => ({ kind, message }))
}

/** Just before the shop opens another page: what the current action said goes with the shopper. */
export function carryToastsToNextPage(): void {
  const carried = toastsToCarry(toastStore.toasts, currentAction)
  try {
    if (carried.length > 0) window.sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify(carried))
  } catch {
    // Storage refused (a private window's quota): the next page opens without them.
  }
}

function showCarriedToasts(): void {
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(CARRIED_TOASTS_KEY)
    window.sessionStorage.removeItem(CARRIED_TOASTS_KEY)
  } catch {
    return
  }
  for (const t of parseCarriedToasts(raw)) showToast(t.message, t.kind)
}

let location: string | undefined

/**
 * Called with the page's path on every render of the frame: a new path is a navigation, which clears what earlier
 * actions said and gives what the navigating action said its full time on the new page.
 */
export function noteToastLocation(path: string): void {
  const moved = location !== undefined && location !== path
  location = path
  if (!moved) return
  const kept = toastsAfterNavigation(toastStore.toasts, currentAction)
  for (const t of toastStore.toasts) if (!kept.includes(t)) dismissToast(t.id)
  for (const t of kept) schedule(t)
}

let listening = false

/** Starts counting the shopper's actions (once per page load). */
export function watchToastActions(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  // In a task of its own: a page's first read of session storage is slow, and effects run together in one task.
  window.setTimeout(showCarriedToasts, 0)
  const next = () => void currentAction++
  // Capture: counted before the click's own handlers raise anything.
  document.addEventListener('click', next, true)
  document.addEventListener('submit', next, true)
  window.addEventListener('popstate', next, true)
}
