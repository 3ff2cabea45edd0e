/**
 * The about page and the six policy pages share one page folder (`pages/static`); this is the list it routes and
 * pre-renders, taken from the one URL builder so links, routes and the sitemap agree.
 */
import { CONTENT_PATHS } from '../catalogue/paths'

export const STATIC_PAGE_PATHS = [
  CONTENT_PATHS.about,
  CONTENT_PATHS.returns,
  CONTENT_PATHS.shipping,
  CONTENT_PATHS.privacy,
  CONTENT_PATHS.terms,
  CONTENT_PATHS.clickAndCollect,
] as const

export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number]

/** The static page a URL path names (a trailing slash tolerated), or null. */
export function staticPagePath(urlPathname: string): StaticPagePath | null {
  const clean = urlPathname.length > 1 ? urlPathname.replace(/\/+$/, '') : urlPathname
  return (STATIC_PAGE_PATHS as readonly string[]).includes(clean) ? (clean as StaticPagePath) : null
}
