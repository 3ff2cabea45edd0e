/**
 * False while React hydrates the static HTML, true from the first render after it (and at once on a page rendered
 * in the browser). Controls that only work with script render behind it, so the static HTML stays as it is and
 * never shows a button that cannot work yet. useSyncExternalStore makes the switch without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
