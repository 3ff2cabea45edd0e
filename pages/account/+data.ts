import { catalogueIndex } from '../../data/build/catalogueIndex'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

/** Only the layout: everything on account screens is per-visitor and fetched live. */
export function data() {
  return { layout: layoutData(catalogueIndex().snapshot), meta: { title: 'My Account', description: 'Your Vitrine account: bag, wishlist, orders, addresses and profile.', noindex: true } satisfies PageMeta }
}
