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

/** The last layout seen: a page rendered without server data (search, on client navigation) keeps the menu. */
let lastLayout: LayoutData | undefined

export default function Layout({ children }: { children: ReactElement }) {
  const pageContext = usePageContext()
  const own = (pageContext.data as { layout?: LayoutData } | undefined)?.layout
  if (own) lastLayout = own
  const layout = own ?? lastLayout ?? EMPTY_LAYOUT
  const { accountPath } = useSnapshot(chromeStore)
  const path = pageContext.config.ssr === false && accountPath ? accountPath : pageContext.urlPathname
  // Before anything below renders. Static HTML has the page's <main> before hydration; the account shell's has not.
  if (!import.meta.env.SSR) firstRenderStarts(pageContext.isHydration === true && document.getElementById('main') !== null)
  useEffect(() => whenPageHydrated(startVisitorState), [])
  return (
    <>
      <a href="#main" className="skip-link" data-vike="false">
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
