import { catalogueIndex } from '../../data/build/catalogueIndex'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = ReturnType<typeof data>

/**
 * `.ssr`: runs when the shell is pre-rendered, not on client navigation, so going to a search from another page
 * needs no pageContext.json (none exists per query); the layout keeps the menu it already has.
 */
export function data() {
  return { layout: layoutData(catalogueIndex().snapshot), meta: { title: 'Search', description: 'Search the Vitrine catalogue: sarees, kurtas, kidswear, home and beauty.', noindex: true } satisfies PageMeta }
}
