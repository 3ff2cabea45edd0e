/**
 * Search listings (/products/search/{query}) cannot be pre-rendered for every query: one shell page is, at
 * /products/search, and hosts serve it for every search URL (like the account shell). The browser reads the
 * query from the URL and searches the static card index.
 */
export const SEARCH_SHELL_PATH = '/products/search'
export const SEARCH_PREFIX = '/products/search/'
export const SEARCH_SHELL_HTML = '/products/search/index.html'

export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_SHELL_PATH || pathname === SEARCH_PREFIX || pathname.startsWith(SEARCH_PREFIX)
}

/** The decoded, trimmed query of a search URL ('' for the bare shell or an undecodable one). */
export function searchQueryFromPath(pathname: string): string {
  if (!pathname.startsWith(SEARCH_PREFIX)) return ''
  const raw = pathname.slice(SEARCH_PREFIX.length).split('/')[0] ?? ''
  try {
    return decodeURIComponent(raw).trim()
  } catch {
    return ''
  }
}
