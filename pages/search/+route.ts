import type { PageContext } from 'vike/types'
import { isSearchPath } from '../../data/catalogue/searchRoutes'

export default function route(pageContext: PageContext) {
  return isSearchPath(pageContext.urlPathname) ? { routeParams: {} } : false
}
