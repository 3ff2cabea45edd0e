import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/content/announcements'
import { layoutData, type PageMeta } from '../../data/views/layoutData'
import { listingShareImage } from '../../data/seo/head'
import { listingData } from '../../data/views/listingData'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const index = catalogueIndex()
  const listing = listingData(index, pageContext.routeParams.categorySlug, pageContext.routeParams.subCategorySlug)
  if (!listing) throw render(404, 'No such category')
  return {
    ...listing,
    layout: layoutData(index.snapshot),
    meta: {
      title: listing.heading,
      description: `Shop ${listing.heading} at Vitrine: ${listing.total} styles, free shipping above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} within India.`,
      image: listingShareImage(listing.scope),
    } satisfies PageMeta,
  }
}
