import type { PageContext } from 'vike/types'
import { isAccountPath } from '../../data/account/routes'

export default function route(pageContext: PageContext) {
  return isAccountPath(pageContext.urlPathname) ? { routeParams: {} } : false
}
