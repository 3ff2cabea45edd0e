/**
 * Whether a horizontal scroller has anything to scroll to, each way: its arrows show only then. Until measured
 * (the static HTML, and before hydration) there is nothing to scroll to, so arrows never appear on a strip that
 * fits and never point past either end.
 */
import { useEffect, useState, type RefObject } from 'react'

export interface ScrollRoom {
  back: boolean
  forward: boolean
}

/** Less than this is rounding, not room (scroll positions are fractional on zoomed screens). */
const SLACK_PX = 2

export function scrollRoomOf(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollRoom {
  return { back: box.scrollLeft > SLACK_PX, forward: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK_PX }
}

export function useScrollRoom(ref: RefObject<HTMLElement | null>): ScrollRoom {
  const [room, setRoom] = useState<ScrollRoom>({ back: false, forward: false })
  useEffect(() => {
    const box = ref.current
    if (!box) return
    let frame = 0
    let near = false
    const measure = () => {
      if (!near) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const next = scrollRoomOf(box)
        setRoom((before) => (before.back === next.back && before.forward === next.forward ? before : next))
      })
    }
    // Measured only near the screen, where its arrows can be seen. A scroller further down (home's product rows) sits
    // in a part laid out only as it comes near (`.paint-when-near`): reading its widths would lay all of that out at
    // once, in the middle of hydration (on a phone's CPU an 85 ms task, the longest of home's load).
    const sight = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting)
        measure()
      },
      { rootMargin: '200px' },
    )
    sight.observe(box)
    box.addEventListener('scroll', measure, { passive: true })
    // The width changes with the window, and the content with lazily laid-out cards and images.
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    for (const child of box.children) observer.observe(child)
    return () => {
      cancelAnimationFrame(frame)
      box.removeEventListener('scroll', measure)
      observer.disconnect()
      sight.disconnect()
    }
  }, [ref])
  return room
}
