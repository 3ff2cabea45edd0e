import type { PageContext } from 'vike/types'
import { staticPagePath } from '../../data/content/staticPaths'

/** About and the policy pages: one screen, one route function over the fixed list of paths. */
export default function route(pageContext: PageContext) {
  return staticPagePath(pageContext.urlPathname) ? { routeParams: {} } : false
}
