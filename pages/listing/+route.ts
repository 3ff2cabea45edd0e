/**
 * One listing screen for /product/all, /product/category/{category} and /product/category/{category}/{sub}
 * (spec 001 route table). A route function (not a route string) so /product/all wins over /product/{slug}.
 */
import type { PageContext } from 'vike/types'

const CATEGORY = /^\/product\/category\/([^/]+)(?:\/([^/]+))?\/?$/

export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  if (path === '/product/all' || path === '/product/all/') return { routeParams: {} }
  const match = CATEGORY.exec(path)
  if (!match?.[1]) return false
  return { routeParams: match[2] ? { categorySlug: match[1], subCategorySlug: match[2] } : { categorySlug: match[1] } }
}
