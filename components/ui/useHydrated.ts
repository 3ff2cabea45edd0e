/**
 * False while the static HTML is hydrated, true from the render after it (and at once for anything mounted later:
 * a lazy screen, a client-side navigation). Controls that only work with script render behind it, so the static
 * HTML stays as it is and never shows a button that cannot work yet.
 *
 * A state set by an effect, not useSyncExternalStore's server snapshot: the browser runs on Preact, whose
 * compatibility layer has no server snapshot, so that form would render the controls during hydration and put
 * them where the static HTML has something else.
 */
import { useEffect, useState } from 'react'

let pageHydrated = false

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    setHydrated(true)
  }, [])
  return hydrated
}
