import type { PageContext } from 'vike/types'
import { isAccountPath } from '../../data/accountRoutes'

export default function route(pageContext: PageContext) {
  return isAccountPath(pageContext.urlPathname) ? { routeParams: {} } : false
}
