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
 *
 * The parts that then appear (every card's heart, QUICK ADD and hover picture) come one part per task: set together,
 * they were one render of a whole listing's controls, among the longest tasks of a phone's first visit.
 */
import { useContext, useEffect, useState } from 'react'
import { HydratingLater, isPageHydrated, nextTask } from './HydrateInTurn'

/** Parts waiting to show what needs script: each in a task of its own, in the order they asked, as HydrateInTurn's turns. */
let lastShown: Promise<void> = Promise.resolve()

function inTurn(show: () => void): void {
  lastShown = lastShown.then(nextTask).then(show)
}

export function useHydrated(): boolean {
  const later = useContext(HydratingLater)
  const [hydrated, setHydrated] = useState(() => !later && isPageHydrated())
  useEffect(() => {
    if (hydrated) return
    let mounted = true
    inTurn(() => mounted && setHydrated(true))
    return () => void (mounted = false)
  }, [])
  return hydrated
}
