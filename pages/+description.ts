import type { PageContext } from 'vike/types'
import type { PageMeta } from '../data/layoutData'

export default function description(pageContext: PageContext): string {
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  return meta?.description || 'Sarees, kurtas, kidswear, home and beauty from Indian ateliers. Free shipping above ₹999 within India.'
}
