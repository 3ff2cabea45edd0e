/**
 * What the catalogue-wide parts of a build need of one product: listings, home rows, the card index, the sitemap,
 * share cards, host rules and the security policy all read these few fields, never the whole record. A summary is a
 * pure function of the validated record (the build's date is applied later, by the index), so a rebuild keeps the
 * summaries of records whose bytes did not change and never parses those records at all (scripts/steps/products.ts).
 *
 * Summaries are cached as JSON, so they hold only JSON values: a cached summary must read exactly like a fresh one.
 */
import type { CategoryRef, Product } from '../contract/schemas'
import { toCard, type CardModel } from '../catalogue/cards'
import { productFacets, productSwatches } from '../catalogue/facets'
import type { CardFacets } from '../catalogue/filters'
import { firstVariantTime } from '../catalogue/sorting'
import { isVisible, newInSince } from '../catalogue/visibility'
import { mediaOriginsIn } from '../hostRules'

export interface ProductSummary {
  _id: string
  product_name: string
  /** Has a page, a card and a place in listings (visibility.ts). */
  visible: boolean
  /** The card, with `newIn` false: the index judges it against the build's date from `newInSince`. */
  card: CardModel
  newInSince: number | null
  facets: CardFacets
  swatches: Array<[colour: string, image: string]>
  /** Home rows' order (sorting.ts). */
  firstVariantTime: number
  /** The sitemap's lastmod: the newest variant or the record's own `updated_at`, whichever is later. */
  lastModified: number
  /** The categories as the product names them (share cards take the first one's name). */
  categories: Array<Pick<CategoryRef, '_id' | 'category_name'>>
  brand: string | null
  /** Origins of every absolute URL in the record (the security policy's media origins). */
  mediaOrigins: string[]
}

/** An invalid date: `toCard` judges nothing new against it. */
const UNJUDGED = new Date(Number.NaN)

export function productSummary(product: Product): ProductSummary {
  const card = toCard(product, UNJUDGED)
  return {
    _id: product._id,
    product_name: product.product_name,
    visible: isVisible(product),
    card,
    newInSince: newInSince(product),
    facets: productFacets(product),
    swatches: productSwatches(product),
    firstVariantTime: firstVariantTime(product),
    lastModified: Math.max(card.sort.newest, Date.parse(String(product.updated_at ?? '')) || 0),
    categories: product.categories.map(({ _id, category_name }) => ({ _id, category_name })),
    brand: product.brand?.trim() || null,
    mediaOrigins: mediaOriginsIn(product),
  }
}
