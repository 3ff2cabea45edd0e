/**
 * The frame of every page: header, centred toasts, page, footer. After the first hydration it restores the
 * visitor's state once (state/visitor.ts); the static HTML never depends on who is visiting.
 */
import { useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { usePageContext } from 'vike-react/usePageContext'
import '../components/styles/global.css'
import { chromeStore, isFooterHidden } from '../components/layout/chrome'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import { Toaster } from '../components/layout/Toaster'
import type { LayoutData } from '../data/views/layoutData'
import { startVisitorState } from '../state/visitor'

const EMPTY_LAYOUT: LayoutData = { menu: [], salePath: null, footerCategories: [], year: 2025 }

/** The last layout seen: a page rendered without server data (search, on client navigation) keeps the menu. */
let lastLayout: LayoutData | undefined

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const own = (pageContext.data as { layout?: LayoutData } | undefined)?.layout
  if (own) lastLayout = own
  const layout = own ?? lastLayout ?? EMPTY_LAYOUT
  const { accountPath } = useSnapshot(chromeStore)
  const path = pageContext.config.ssr === false && accountPath ? accountPath : pageContext.urlPathname
  useEffect(startVisitorState, [])
  return (
    <>
      <a href="#main" className="skip-link" data-vike="false">
        Skip to content
      </a>
      <Header layout={layout} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {isFooterHidden(path) ? null : <Footer layout={layout} />}
      <Toaster />
    </>
  )
}
