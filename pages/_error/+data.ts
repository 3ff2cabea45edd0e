import { catalogueIndex } from '../../data/build/catalogueIndex'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = ReturnType<typeof data>

/** The 404 page still carries the shop's menu and footer. */
export function data() {
  return { layout: layoutData(catalogueIndex().snapshot), meta: { title: 'Page not found', description: '', noindex: true } satisfies PageMeta }
}
