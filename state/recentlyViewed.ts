/**
 * What this visitor looked at lately (spec 000 §2, §3): the product page records each visit, listings show the
 * list. Restored after hydration so the first render matches the static HTML (which never has it).
 */
import { proxy, subscribe } from 'valtio'
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, withViewed, type RecentlyViewedEntry } from '../data/catalogue/recentlyViewed'

export const recentlyViewedStore = proxy<{ entries: RecentlyViewedEntry[]; restored: boolean }>({ entries: [], restored: false })

let persisting = false

/** Reads the saved list once and keeps it saved; safe to call from every component that needs it. */
export function persistRecentlyViewed(): void {
  if (persisting || typeof window === 'undefined') return
  persisting = true
  try {
    recentlyViewedStore.entries = parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY))
  } catch {
    // Storage disabled: the list lasts for the visit.
  }
  recentlyViewedStore.restored = true
  subscribe(recentlyViewedStore, () => {
    try {
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(recentlyViewedStore.entries))
    } catch {
      // ignore
    }
  })
}

export function rememberViewed(entry: RecentlyViewedEntry): void {
  persistRecentlyViewed()
  recentlyViewedStore.entries = withViewed(recentlyViewedStore.entries, entry)
}
