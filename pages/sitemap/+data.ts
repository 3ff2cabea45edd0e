import { catalogueIndex } from '../../data/build/catalogueIndex'
import { sitemapData } from '../../data/content/sitemapData'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const index = catalogueIndex()
  return {
    ...sitemapData(index),
    layout: layoutData(index.snapshot),
    meta: { title: 'Sitemap', description: 'Every category, collection, help page and journal article of the Vitrine shop in one place.' } satisfies PageMeta,
  }
}
