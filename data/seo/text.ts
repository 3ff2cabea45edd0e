/**
 * Page titles and descriptions. Kept apart from `head.ts` because `+title` and `+description` also run in the
 * browser on client navigation, and this must not pull the sanitiser or the contract into the client bundle.
 */
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../content/announcements'

export const SITE_NAME = 'Vitrine'
export const DEFAULT_TITLE = `${SITE_NAME}: Indian fashion, crafted to last`
export const DEFAULT_DESCRIPTION = `Sarees, kurtas, kidswear, home and beauty from Indian ateliers. Free shipping above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} within India.`

/** `{title} | Vitrine`, or the shop's own title on the home page (empty title). */
export function pageTitle(meta: { title?: string } | undefined): string {
  return meta?.title ? `${meta.title} | ${SITE_NAME}` : DEFAULT_TITLE
}

export function pageDescription(meta: { description?: string } | undefined): string {
  return meta?.description || DEFAULT_DESCRIPTION
}
