import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { layoutData } from '../../data/views/layoutData'
import { productPageData } from '../../data/views/productData'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const index = catalogueIndex()
  const page = productPageData(index, pageContext.routeParams.slug ?? '')
  if (!page) throw render(404, 'No such product')
  return { ...page, layout: layoutData(index.snapshot) }
}
