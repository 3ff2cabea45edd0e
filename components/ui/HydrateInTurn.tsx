/**
 * Preact hydrates a page in one task. On a phone (Lighthouse's mobile CPU) a whole product page or home is a task of
 * 150–200 ms, most of the page's total blocking time, during which a tap waits. A part wrapped in `<HydrateInTurn>`
 * hydrates in a task of its own instead, after the parts before it, with the browser free in between.
 *
 * How: in the browser, during the page's first hydration, the part suspends once (it throws a promise, inside a
 * Suspense boundary of its own). Preact keeps the server's HTML of a part that suspends while hydrating and resumes
 * hydrating it, against that same HTML, when the promise settles. The turns settle one per task, in the order the
 * parts rendered, which is the page's order; a part inside a part takes its turn when the outer one hydrates.
 *
 * Only a part hydrated from the static HTML waits: one rendered while the first hydration pass, or a part's
 * resumed hydration, is under way. A part that mounts anew (the cards of a filter applied from the URL while the
 * page is still hydrating, a client navigation, a lazy screen, a page rendered in the browser only) renders at
 * once: suspending there would blank it until its turn. On the server parts render plainly (no Suspense markers).
 *
 * The part must render exactly one element at its root: Preact keeps one DOM node for a suspended part. It sits
 * alone in a box-less wrapper (`display: contents`): beside siblings, Preact loses its place past a suspended part
 * and moves the siblings that follow (detaching and re-attaching them, a full relayout, lost focus).
 *
 * A tap on a part still waiting (a click or a form sent: the static HTML's controls look ready) is not lost: it is
 * held (tapHold.ts), every waiting part then hydrates without pause, and the tap is given again to the hydrated
 * control. The server marks each part `data-waiting`; the mark goes when its turn has come.
 *
 * Until every part has hydrated, the page counts as hydrating (`whenPageHydrated`, `isPageHydrated`), so a part
 * whose turn comes late still meets the static HTML's state (useHydrated false, the visitor's state not yet
 * restored), as the first ones did.
 */
import { createContext, Suspense, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react'
import { holdTapsWhileHydrating, releaseTaps, tapIsHeld } from './tapHold'

interface Turn {
  settled: boolean
  promise: Promise<void>
  /** The part's wrapper in the page: marked `data-waiting` by the server until the part has hydrated. */
  wrapper: RefObject<HTMLDivElement | null>
}

/** True while Preact hydrates static HTML: the first page's synchronous pass, then each part's resumed hydration. */
let hydrating = false
let firstPassOver = false
let turnsWaiting = 0
let lastTurn: Promise<void> = Promise.resolve()
let pageHydrated = false
const afterHydration: Array<() => void> = []

/** A task of its own: a message to ourselves runs as soon as the browser has handled what is waiting (input first). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

function takeTurn(wrapper: RefObject<HTMLDivElement | null>): Turn {
  if (turnsWaiting++ === 0) holdTapsWhileHydrating()
  const turn: Turn = { settled: false, promise: undefined as unknown as Promise<void>, wrapper }
  turn.promise = lastTurn = lastTurn
    .then(() => (tapIsHeld() ? undefined : nextTask()))
    .then(() => {
      turn.settled = true
      turnsWaiting--
      // The part hydrates in the microtasks that follow (Suspense re-renders it), parts inside it taking turns of
      // their own; the task after them closes the window.
      hydrating = true
      void nextTask().then(() => {
        hydrating = false
        turn.wrapper.current?.removeAttribute('data-waiting')
        checkHydrated()
      })
    })
  return turn
}

function checkHydrated(): void {
  if (pageHydrated || !firstPassOver || hydrating || turnsWaiting > 0) return
  pageHydrated = true
  releaseTaps()
  for (const run of afterHydration.splice(0)) run()
}

function InTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.settled) throw turn.promise
  return children
}

export function HydrateInTurn({ children }: { children: ReactElement }) {
  const wrapper = useRef<HTMLDivElement>(null)
  // Taken in the render that hydrates the static HTML, never in a later one.
  const [turn] = useState(() => (hydrating ? takeTurn(wrapper) : null))
  // A part that hydrated without a turn (inside a lazily loaded part) drops the server's mark at once.
  useEffect(() => {
    if (!turn) wrapper.current?.removeAttribute('data-waiting')
  }, [turn])
  if (import.meta.env.SSR) {
    return (
      <div className="boxless" data-waiting="">
        {children}
      </div>
    )
  }
  return (
    <div className="boxless" ref={wrapper}>
      {/* A part hydrating keeps the static HTML while it waits (Preact shows no fallback then). One that took a turn
          as it mounted anew in a hydration window (a resumed part's task can overlap another update) shows itself
          at once as the fallback, and is swapped for the same thing when its turn comes. */}
      <Suspense fallback={children}>
        <InTurn turn={turn}>{children}</InTurn>
      </Suspense>
    </div>
  )
}

/**
 * Called by the layout as the first page starts rendering in the browser, before any part: whether it hydrates
 * static HTML (parts then take turns) or renders in the browser only (nothing to wait for). The synchronous pass
 * ends before the microtask queued here runs.
 */
export function firstRenderStarts(fromStaticHtml: boolean): void {
  if (firstPassOver || hydrating) return
  hydrating = fromStaticHtml
  queueMicrotask(() => {
    hydrating = false
    firstPassOver = true
    checkHydrated()
  })
}

/** True while Preact hydrates static HTML (the first pass or a part's turn): a part mounting now is in the HTML. */
export function isHydratingNow(): boolean {
  return hydrating
}

/**
 * True inside a part that hydrates from the static HTML later than the page (hydrateLater: when its chunk arrives):
 * useHydrated stays false for its hydrating render even though the page has hydrated.
 */
export const HydratingLater = createContext(false)

/** True once every part of the first page has hydrated (and for good after that). */
export function isPageHydrated(): boolean {
  return pageHydrated
}

/** Runs `run` once every part of the first page has hydrated (at once if that is over). */
export function whenPageHydrated(run: () => void): void {
  if (pageHydrated) run()
  else afterHydration.push(run)
}
