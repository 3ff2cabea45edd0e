/** The written pages by path: the page folder `pages/static` renders whichever one its URL names. */
import { about } from './pages/about'
import { clickAndCollect } from './pages/clickAndCollect'
import { privacy } from './pages/privacy'
import { returns } from './pages/returns'
import { shipping } from './pages/shipping'
import { terms } from './pages/terms'
import type { StaticPagePath } from './staticPaths'
import type { StaticPageContent } from './types'

const PAGES: Record<StaticPagePath, StaticPageContent> = {
  '/about-us': about,
  '/returnandexchange': returns,
  '/shippingpolicy': shipping,
  '/privacy-policy': privacy,
  '/terms-and-conditions': terms,
  '/click-and-collect-policy': clickAndCollect,
}

export function staticPageContent(path: StaticPagePath): StaticPageContent {
  return PAGES[path]
}
