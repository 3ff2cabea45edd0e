/**
 * Runs the header search's typing placeholder (timing: data/catalogue/searchPlaceholder.ts) by writing the input's
 * placeholder directly: the header re-renders nothing for it. React renders the still text, which it keeps
 * under prefers-reduced-motion. The animation holds the whole current category while the box is in use (focus or
 * text) and resumes from it; a copy of the box that is not on screen (the header has one per layout, one of them not
 * displayed) waits. Whether it is on screen comes from an IntersectionObserver: asking the element (offsetParent)
 * forced a style and layout pass at every frame of the typing, the first ones in the middle of the page's hydration.
 */
import { useEffect, type RefObject } from 'react'
import { holdStartMs, placeholderAt, stillPlaceholder } from '../../data/catalogue/searchPlaceholder'

/** How often a held animation looks again while the box is in use; while the tab is hidden, rarely. */
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
    let onScreen = false
    const tick = () => {
      window.clearTimeout(timer)
      let wait = Number.POSITIVE_INFINITY
      if (document.activeElement === element || element.value) {
        element.placeholder = stillPlaceholder(names, category)
        origin = performance.now() - holdStartMs(names, category)
        wait = IN_USE_RECHECK_MS
      } else if (document.hidden) {
        wait = HIDDEN_RECHECK_MS
      } else if (onScreen) {
        const frame = placeholderAt(names, performance.now() - origin)
        element.placeholder = frame.text
        category = frame.category
        wait = frame.nextInMs
      }
      if (Number.isFinite(wait)) timer = window.setTimeout(tick, wait)
    }
    // Its first answer comes after the next frame: the typing starts then, not in the task that hydrated the header.
    const watcher = new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1]?.isIntersecting ?? false
      tick()
    })
    watcher.observe(element)
    // Focus stops the typing at once, not at the next frame (which may be a 1.5 s pause away).
    element.addEventListener('focus', tick)
    return () => {
      window.clearTimeout(timer)
      watcher.disconnect()
      element.removeEventListener('focus', tick)
    }
  }, [key, input])
  return stillPlaceholder(categories)
}
