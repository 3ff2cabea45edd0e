import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { layoutData } from '../../data/views/layoutData'
import { productPageData } from '../../data/views/productData'
import { preloadBelowTheFold } from './lazyParts'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  await preloadBelowTheFold()
  const index = catalogueIndex()
  const page = productPageData(index, pageContext.routeParams.slug ?? '')
  if (!page) throw render(404, 'No such product')
  return { ...page, layout: layoutData(index.snapshot) }
}
