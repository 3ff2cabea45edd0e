/**
 * The frame of every page: header, centred toasts, page, footer. After the first hydration it restores the
 * visitor's state once (state/visitor.ts); the static HTML never depends on who is visiting.
 */
import { useEffect, type ReactElement } from 'react'
import { useSnapshot } from 'valtio'
import { usePageContext } from 'vike-react/usePageContext'
import '../components/styles/global.css'
import { chromeStore, isFooterHidden } from '../components/layout/chrome'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import { Toaster } from '../components/layout/Toaster'
import type { LayoutData } from '../data/views/layoutData'
import { firstRenderStarts, HydrateInTurn, whenPageHydrated } from '../components/ui/HydrateInTurn'
import { startVisitorState } from '../state/visitor'

const EMPTY_LAYOUT: LayoutData = { menu: [], salePath: null, footerCategories: [], year: 2025 }

export default function Layout({ children }: { children: ReactElement }) {
  const pageContext = usePageContext()
  const layout = (pageContext.data as { layout?: LayoutData } | undefined)?.layout ?? EMPTY_LAYOUT
  const { accountPath } = useSnapshot(chromeStore)
  // The shop routes on the server (pages/+config.ts): in the browser the page's address is the document's own, which
  // vike does not pass to the client (and the account shell's HTML answers many addresses).
  const here = import.meta.env.SSR ? pageContext.urlPathname : window.location.pathname
  const path = pageContext.config.ssr === false && accountPath ? accountPath : here
  // Before anything below renders. Static HTML has the page's <main> before hydration; the account shell's has not.
  if (!import.meta.env.SSR) firstRenderStarts(pageContext.isHydration === true && document.getElementById('main') !== null)
  useEffect(() => whenPageHydrated(startVisitorState), [])
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header layout={layout} />
      <main id="main" tabIndex={-1}>
        <HydrateInTurn>{children}</HydrateInTurn>
      </main>
      {isFooterHidden(path) ? null : (
        <HydrateInTurn>
          <Footer layout={layout} />
        </HydrateInTurn>
      )}
      <Toaster path={path} />
    </>
  )
}
