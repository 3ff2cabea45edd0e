/**
 * Recently viewed products (spec 000 §3): kept in the browser under `recentlyViewed`, at most 10, newest first,
 * each with the spec's fields (_id, name, main_image, price, tag, category_name). Pure list rules; the store in
 * state/recentlyViewed.ts keeps them.
 */
import type { Product } from '../contract/schemas'
import { picturesOf } from './media'
import { displayOption } from './visibility'

export const RECENTLY_VIEWED_KEY = 'recentlyViewed'
export const RECENTLY_VIEWED_MAX = 10

export interface RecentlyViewedEntry {
  _id: string
  name: string
  main_image: string | null
  /** Rupees, as the product page shows it (the API's unit); formatted at display time. */
  price: number
  /** The product's tagline, or ''. */
  tag: string
  category_name: string
}

/** The list after a visit: the product moves to the front (no duplicates) and the list keeps its limit. */
export function withViewed(list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry, max = RECENTLY_VIEWED_MAX): RecentlyViewedEntry[] {
  return [entry, ...list.filter((e) => e._id !== entry._id)].slice(0, max)
}

/** A saved list, keeping only well-formed entries (storage is the visitor's to edit). */
export function parseRecentlyViewed(saved: string | null): RecentlyViewedEntry[] {
  try {
    const value: unknown = saved ? JSON.parse(saved) : []
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (e): e is RecentlyViewedEntry =>
          typeof e === 'object' && e !== null && typeof e._id === 'string' && e._id !== '' && typeof e.name === 'string' && typeof e.price === 'number',
      )
      .map((e) => ({ _id: e._id, name: e.name, main_image: typeof e.main_image === 'string' ? e.main_image : null, price: e.price, tag: typeof e.tag === 'string' ? e.tag : '', category_name: typeof e.category_name === 'string' ? e.category_name : '' }))
      .slice(0, RECENTLY_VIEWED_MAX)
  } catch {
    return []
  }
}

/** A product page's visit as the list keeps it: the shown option's price in rupees, the tagline as its tag. */
export function viewedEntryOf(product: Product): RecentlyViewedEntry {
  const shown = displayOption(product)
  return {
    _id: product._id,
    name: product.product_name,
    main_image: picturesOf([product.main_image, product.image, shown?.image])[0] ?? null,
    price: shown?.price ?? product.price ?? 0,
    tag: product.tagline ?? '',
    category_name: product.categories[0]?.category_name ?? '',
  }
}
