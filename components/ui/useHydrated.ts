/**
 * False while the static HTML is hydrated, true from the render after it (and at once for anything mounted later:
 * a lazy screen, a client-side navigation). Controls that only work with script render behind it, so the static
 * HTML stays as it is and never shows a button that cannot work yet.
 *
 * A state set by an effect, not useSyncExternalStore's server snapshot: the browser runs on Preact, whose
 * compatibility layer has no server snapshot, so that form would render the controls during hydration and put
 * them where the static HTML has something else. "After it" is per part: a part that hydrates in its own turn
 * (HydrateInTurn), or whose code arrives after the page has hydrated (hydrateLater), still renders as the static HTML
 * did, however late it comes.
 */
import { useContext, useEffect, useState } from 'react'
import { HydratingLater, isPageHydrated } from './HydrateInTurn'

export function useHydrated(): boolean {
  const later = useContext(HydratingLater)
  const [hydrated, setHydrated] = useState(() => !later && isPageHydrated())
  useEffect(() => setHydrated(true), [])
  return hydrated
}
