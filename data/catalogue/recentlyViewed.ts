/**
 * Recently viewed products (spec 000 §3): kept in the browser under `recentlyViewed`, at most 10, newest first,
 * each with the spec's fields (_id, name, main_image, price, tag, category_name). Pure list rules; the store in
 * state/recentlyViewed.ts keeps them.
 */
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
