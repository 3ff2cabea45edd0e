/**
 * Runs the header search's typing placeholder (timing: data/catalogue/searchPlaceholder.ts) by writing the input's
 * placeholder directly: the header re-renders nothing for it. React renders the still text, which it keeps
 * under prefers-reduced-motion. The animation holds the whole current category while the box is in use (focus or
 * text) and resumes from it; a copy of the box that is not displayed (the header has one per layout) waits.
 */
import { useEffect, type RefObject } from 'react'
import { holdStartMs, placeholderAt, stillPlaceholder } from '../../data/catalogue/searchPlaceholder'

/** How often a held animation looks again: soon while the box is in use, rarely while it is not displayed. */
const IN_USE_RECHECK_MS = 300
const HIDDEN_RECHECK_MS = 1000

export function useTypingPlaceholder(categories: readonly string[], input: RefObject<HTMLInputElement | null>): string {
  const key = categories.join('\n')
  useEffect(() => {
    const element = input.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const names = key.split('\n')
    let origin = performance.now()
    let category = 0
    let timer = 0
    const tick = () => {
      let wait = HIDDEN_RECHECK_MS
      if (document.activeElement === element || element.value) {
        element.placeholder = stillPlaceholder(names, category)
        origin = performance.now() - holdStartMs(names, category)
        wait = IN_USE_RECHECK_MS
      } else if (element.offsetParent !== null && !document.hidden) {
        const frame = placeholderAt(names, performance.now() - origin)
        element.placeholder = frame.text
        category = frame.category
        wait = frame.nextInMs
      }
      if (Number.isFinite(wait)) timer = window.setTimeout(tick, wait)
    }
    tick()
    // Focus stops the typing at once, not at the next frame (which may be a 1.5 s pause away).
    const onFocus = () => {
      window.clearTimeout(timer)
      tick()
    }
    element.addEventListener('focus', onFocus)
    return () => {
      window.clearTimeout(timer)
      element.removeEventListener('focus', onFocus)
    }
  }, [key, input])
  return stillPlaceholder(categories)
}
