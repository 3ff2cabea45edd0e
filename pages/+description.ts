import type { PageContext } from 'vike/types'
import type { PageMeta } from '../data/layoutData'
import { pageDescription } from '../data/seoText'

export default function description(pageContext: PageContext): string {
  return pageDescription((pageContext.data as { meta?: PageMeta } | undefined)?.meta)
}
