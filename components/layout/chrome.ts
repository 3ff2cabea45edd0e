/**
 * What the layout shows around a page. The account shell routes inside one vike page, so it tells the layout
 * from its own router whether the footer is hidden (spec 001 §2: hidden on /login and /signup).
 */
import { proxy } from 'valtio'

export const FOOTERLESS_PATHS = ['/login', '/signup'] as const

export function isFooterHidden(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (FOOTERLESS_PATHS as readonly string[]).includes(path)
}

export const chromeStore = proxy<{ accountPath: string | null }>({ accountPath: null })
