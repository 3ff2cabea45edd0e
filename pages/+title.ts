import type { PageContext } from 'vike/types'
import type { PageMeta } from '../data/views/layoutData'
import { pageTitle } from '../data/seo/text'

/** Every page's data carries its own title (`meta`); the shop name is the fallback. */
export default function title(pageContext: PageContext): string {
  return pageTitle((pageContext.data as { meta?: PageMeta } | undefined)?.meta)
}
