/**
 * Toasts (spec 000 §4): error and blank 4 s, success 2 s, loading until dismissed, at most 20 at once.
 */
import { proxy } from 'valtio'

export type ToastKind = 'success' | 'error' | 'blank' | 'loading'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
}

export const TOAST_LIMIT = 20
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = { error: 4000, blank: 4000, success: 2000, loading: null }

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] })

let nextId = 1

/** The list after adding one: the newest last, the oldest dropped past the limit. */
export function withToast(toasts: readonly Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] {
  return [...toasts, toast].slice(-limit)
}

export function showToast(message: string, kind: ToastKind = 'blank'): number {
  const toast: Toast = { id: nextId++, kind, message }
  toastStore.toasts = withToast(toastStore.toasts, toast)
  const duration = TOAST_DURATION_MS[kind]
  if (duration !== null && typeof window !== 'undefined') window.setTimeout(() => dismissToast(toast.id), duration)
  return toast.id
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  loading: (message: string) => showToast(message, 'loading'),
  blank: (message: string) => showToast(message, 'blank'),
}

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((t) => t.id !== id)
}
