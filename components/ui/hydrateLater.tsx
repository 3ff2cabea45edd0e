/**
 * A part of a pre-rendered page that is in its static HTML but whose code the browser fetches only after the page
 * has hydrated (below-the-fold sections, so the first load stays within its JS budget).
 *
 * The server must render it in place: the page's `+data.ts` (server only) awaits `preload()` first, and React.lazy
 * then resolves at once from the loaded module. In the browser it is an ordinary React.lazy: hydration leaves the
 * server's HTML of its Suspense boundary as it is until the chunk arrives, then hydrates it. Its markup must not
 * depend on anything the browser learns before that, and must be one element at its root.
 *
 * No top-level await is involved on purpose: it would switch off the bundler's chunk optimisations for every page.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react'
import { HydratingLater, isHydratingNow, nextTask } from './HydrateInTurn'

type Module<P> = { default: ComponentType<P> }

export function hydrateLater<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined
  // Once loaded, a thenable that settles synchronously: React.lazy renders the component in the same pass. In the
  // browser the chunk is asked for in a task of its own: the bundler's loader adds a preload link per chunk it needs
  // and their stylesheets, work that made the hydrating part's task one of a phone's longest.
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<Module<P>>) : import.meta.env.SSR ? load() : nextTask().then(load),
  )
  function HydratedLater(props: P) {
    // Mounted while the static HTML hydrates: the lazy part will hydrate from it too, whenever its chunk arrives.
    const [fromStaticHtml] = useState(isHydratingNow)
    // Alone in a box-less wrapper, rendering one element: Preact keeps just one DOM node of a part that suspends
    // while hydrating, and loses its place among siblings past it (see HydrateInTurn).
    return (
      <div className="boxless">
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
