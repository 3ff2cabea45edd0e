import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { staticPageContent } from '../../data/content/staticPages'
import { staticPagePath } from '../../data/content/staticPaths'
import { layoutData } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const path = staticPagePath(pageContext.urlPathname)
  if (!path) throw render(404, 'No such page')
  const page = staticPageContent(path)
  return {
    page,
    layout: layoutData(catalogueIndex().snapshot),
    meta: { title: page.title, description: page.summary },
  }
}
