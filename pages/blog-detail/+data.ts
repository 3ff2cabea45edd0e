import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { articleData } from '../../data/content/blogData'
import { shareImagePath } from '../../data/catalogue/paths'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const index = catalogueIndex()
  const article = articleData(index, pageContext.routeParams.slug ?? '')
  if (!article) throw render(404, 'No such article')
  return {
    article,
    layout: layoutData(index.snapshot),
    meta: { title: article.title, description: article.summary, type: 'article', image: shareImagePath('article', article.id) } satisfies PageMeta,
  }
}
