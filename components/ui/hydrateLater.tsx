/**
 * A part of a pre-rendered page that is in its static HTML but whose code the browser fetches only after the page
 * has hydrated (below-the-fold sections, so the first load stays within its JS budget).
 *
 * The server must render it in place: the page's `+data.ts` (server only) awaits `preload()` first, and React.lazy
 * then resolves at once from the loaded module. In the browser it is an ordinary React.lazy: hydration leaves the
 * server's HTML of its Suspense boundary as it is until the chunk arrives, then hydrates it. Its markup must not
 * depend on anything the browser learns before that, and must be one element at its root.
 *
 * `whenNear`: the chunk is asked for only once the part comes within a screen of the viewport, or is focused or
 * tapped (a tap is held and given again once the part has hydrated). A shopper who never scrolls that far never pays
 * for its code, its hydration or the calls it makes, which on a phone's first visit were among the longest tasks.
 *
 * No top-level await is involved on purpose: it would switch off the bundler's chunk optimisations for every page.
 */
import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { HydratingLater, isHydratingNow, nextTask } from './HydrateInTurn'
import { giveTap, heldTapOf, type HeldTap } from './tapHold'

type Module<P> = { default: ComponentType<P> }

/** How far ahead of the viewport a `whenNear` part starts loading: a screen, so a scrolling shopper meets it ready. */
const NEAR_MARGIN = '100% 0px'

export function hydrateLater<P extends object>(load: () => Promise<Module<P>>, { whenNear = false } = {}) {
  let loaded: Module<P> | undefined
  let comeNear = () => {}
  const near = whenNear ? new Promise<void>((resolve) => (comeNear = resolve)) : Promise.resolve()
  /** Set once the part has hydrated (its component's first effect): held taps go to it then. */
  let hydrated = false
  let onHydrated = () => {}
  const hydratedOnce = new Promise<void>((resolve) => (onHydrated = resolve))
  const marked = (module: Module<P>): Module<P> => ({
    default: function Hydrated(props: P) {
      useEffect(() => {
        hydrated = true
        onHydrated()
      }, [])
      return createElement(module.default, props)
    },
  })
  // Once loaded, a thenable that settles synchronously: React.lazy renders the component in the same pass. In the
  // browser the chunk is asked for in a task of its own: the bundler's loader adds a preload link per chunk it needs
  // and their stylesheets, work that made the hydrating part's task one of a phone's longest.
  const Lazy = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<Module<P>>)
      : import.meta.env.SSR
        ? load()
        : near.then(nextTask).then(load).then(marked),
  )
  function HydratedLater(props: P) {
    // Mounted while the static HTML hydrates: the lazy part will hydrate from it too, whenever its chunk arrives.
    const [fromStaticHtml] = useState(isHydratingNow)
    const wrapper = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const box = wrapper.current
      if (!whenNear || hydrated || !box) return
      // Mounted anew (not over static HTML, which the shopper may be looking at): nothing to wait for.
      if (!fromStaticHtml || typeof IntersectionObserver === 'undefined') return comeNear()
      const sight = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && comeNear(), { rootMargin: NEAR_MARGIN })
      // The wrapper has no box of its own (display: contents), which an observer never sees: the element around it is
      // watched.
      sight.observe(box.parentElement ?? box)
      // A tap on the static HTML's controls (a link followed from the top of the page, a quick thumb) waits for the
      // part: held, then given again to the same control once it has hydrated.
      let held: HeldTap | null = null
      const hold = (event: Event) => {
        if (hydrated || !(event.target instanceof Element)) return
        event.preventDefault()
        event.stopImmediatePropagation()
        held = heldTapOf(event, event.target)
        comeNear()
      }
      box.addEventListener('click', hold, true)
      box.addEventListener('submit', hold, true)
      box.addEventListener('focusin', comeNear)
      void hydratedOnce.then(() => {
        if (held) giveTap(held)
        held = null
      })
      return () => {
        sight.disconnect()
        box.removeEventListener('click', hold, true)
        box.removeEventListener('submit', hold, true)
        box.removeEventListener('focusin', comeNear)
      }
    }, [fromStaticHtml])
    // Alone in a box-less wrapper, rendering one element: Preact keeps just one DOM node of a part that suspends
    // while hydrating, and loses its place among siblings past it (see HydrateInTurn).
    return (
      <div className="boxless" ref={wrapper}>
        <Suspense fallback={null}>
          <HydratingLater.Provider value={fromStaticHtml}>
            <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
          </HydratingLater.Provider>
        </Suspense>
      </div>
    )
  }
  return {
    Component: HydratedLater,
    /** Server side, before rendering: loads the part so the static HTML has it. */
    preload: async () => {
      loaded ??= await load()
    },
  }
}
