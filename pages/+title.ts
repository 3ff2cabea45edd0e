import type { PageContext } from 'vike/types'
import type { PageMeta } from '../data/layoutData'

/** Every page's data carries its own title (`meta`); the shop name is the fallback. */
export default function title(pageContext: PageContext): string {
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  return meta?.title ? `${meta.title} | Vitrine` : 'Vitrine: Indian fashion, crafted to last'
}
