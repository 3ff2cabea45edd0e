import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueIndex } from '../../data/catalogueIndex'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/announcements'
import { layoutData, type PageMeta } from '../../data/layoutData'
import { listingShareImage } from '../../data/seo'
import { listingData } from '../../data/listingData'

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
