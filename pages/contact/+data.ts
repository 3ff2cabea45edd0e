import { catalogueIndex } from '../../data/build/catalogueIndex'
import { GRIEVANCE_OFFICER, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../data/content/shopFacts'
import { layoutData, type PageMeta } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return {
    support: { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, hours: GRIEVANCE_OFFICER.hours },
    layout: layoutData(catalogueIndex().snapshot),
    meta: { title: 'Contact Us', description: 'Questions about an order, a return or a product? Send Vitrine a message and our customer care team will get back to you.' } satisfies PageMeta,
  }
}
