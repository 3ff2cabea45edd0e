import { catalogueIndex } from '../../data/build/catalogueIndex'
import { blogLandingData } from '../../data/content/blogLanding'
import { layoutData } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const index = catalogueIndex()
  return {
    ...blogLandingData(index),
    layout: layoutData(index.snapshot),
    meta: { title: 'Blog', description: 'The Vitrine Journal: styling notes, craft stories, festive edits and gifting guides from our ateliers.' },
  }
}
