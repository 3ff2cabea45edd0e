import { catalogueIndex } from '../../data/build/catalogueIndex'
import { FAQ_INFO_CARDS, FAQ_TOPICS } from '../../data/content/faq'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

/** The questions travel as data (not in the client bundle), so only this page's JSON carries them. */
export function data() {
  return {
    topics: FAQ_TOPICS,
    cards: FAQ_INFO_CARDS,
    layout: layoutData(catalogueIndex().snapshot),
    meta: {
      title: 'Frequently Asked Questions',
      description: 'Answers about orders, shipping, returns, refunds, payments, coupons, gift cards and your Vitrine account.',
    } satisfies PageMeta,
  }
}
