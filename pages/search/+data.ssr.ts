import { catalogueIndex } from '../../data/build/catalogueIndex'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = ReturnType<typeof data>

/**
 * `.ssr`: runs once, when the shell is pre-rendered; every search URL is answered by that one shell (host rules), which
 * reads its query in the browser.
 */
export function data() {
  return { layout: layoutData(catalogueIndex().snapshot), meta: { title: 'Search', description: 'Search the Vitrine catalogue: sarees, kurtas, kidswear, home and beauty.', noindex: true } satisfies PageMeta }
}
