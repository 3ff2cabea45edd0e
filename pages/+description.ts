import type { PageContext } from 'vike/types'
import type { PageMeta } from '../data/views/layoutData'
import { pageDescription } from '../data/seo/text'

export default function description(pageContext: PageContext): string {
  return pageDescription((pageContext.data as { meta?: PageMeta } | undefined)?.meta)
}
