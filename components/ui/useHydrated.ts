/**
 * False while the static HTML is hydrated, true from the render after it (and at once for anything mounted later:
 * a lazy screen, a client-side navigation). Controls that only work with script render behind it, so the static
 * HTML stays as it is and never shows a button that cannot work yet.
 *
 * A state set by an effect, not useSyncExternalStore's server snapshot: the browser runs on Preact, whose
 * compatibility layer has no server snapshot, so that form would render the controls during hydration and put
 * them where the static HTML has something else. "After it" is per part: a part that hydrates in its own turn
 * (HydrateInTurn) still renders as the static HTML did, however late its turn comes.
 */
import { useEffect, useState } from 'react'
import { isPageHydrated } from './HydrateInTurn'

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isPageHydrated)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
