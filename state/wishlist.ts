/**
 * The shopper's wishlist (spec 001 §3, §4): entries keyed by _id; set all, add (ignored if the same _id is
 * there), remove by id, clear. The header badge counts them; cards and the product page ask whether a product is
 * in it. Actions throw ApiError with the server's message, which the screens turn into the spec's texts.
 */
import { proxy } from 'valtio'
import { api } from '../data/contract/client'
import { livePaths, toWishlistEntry, unwrap } from '../data/contract/calls'
import type { WishlistEntry } from '../data/contract/schemas'

export type WishlistStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export const wishlistStore = proxy<{ entries: WishlistEntry[]; status: WishlistStatus; userId: string | null }>({
  entries: [],
  status: 'idle',
  userId: null,
})

export function parseWishlist(body: unknown): WishlistEntry[] {
  return unwrap.list(body).flatMap((raw) => toWishlistEntry(raw) ?? [])
}

/** The list after adding one: unchanged when an entry with the same _id is already there. */
export function withEntry(entries: readonly WishlistEntry[], entry: WishlistEntry): WishlistEntry[] {
  return entries.some((e) => e._id === entry._id) ? [...entries] : [entry, ...entries]
}

export function setWishlist(entries: WishlistEntry[]): void {
  wishlistStore.entries = entries
  wishlistStore.status = 'loaded'
}

let loading: { userId: string; done: Promise<void> } | null = null
/** Adds answered and removes made so far: a list asked for before one of them no longer says what the server keeps. */
let changes = 0

/** Loads the shopper's list; start-up and the wishlist screen asking at once share one request. */
export function loadWishlist(userId: string): Promise<void> {
  if (loading?.userId === userId) return loading.done
  wishlistStore.status = 'loading'
  wishlistStore.userId = userId
  const done = (async () => {
    try {
      // A shopper quick on WISHLIST adds while the start-up load is on its way: that list predates the add and would
      // drop it, so a list overtaken by an add or a remove is asked for again.
      for (;;) {
        const seen = changes
        const entries = parseWishlist(await api.get(livePaths.wishlist(userId)))
        if (seen !== changes) continue
        setWishlist(entries)
        break
      }
    } catch (error) {
      // Logged only (spec 001 §8): the list stays as it was.
      console.warn('Wishlist load failed', error)
      wishlistStore.status = 'failed'
    } finally {
      loading = null
    }
  })()
  loading = { userId, done }
  return done
}

/** Adds a product option for the shopper; resolves to the entry the server keeps (a repeat add is no error). */
export async function addToWishlist(body: { user_id: string; product_id: string; variant_id: string | true }): Promise<WishlistEntry> {
  const entry = toWishlistEntry(unwrap.one(await api.post(livePaths.wishlistAdd, body)))
  if (!entry) throw new Error('Unexpected wishlist answer')
  changes++
  wishlistStore.entries = withEntry(wishlistStore.entries, entry)
  return entry
}

/** Drops the entry at once (spec 001 §4), and puts it back if the server refuses. */
export async function removeFromWishlist(entryId: string): Promise<void> {
  const before = wishlistStore.entries
  changes++
  wishlistStore.entries = before.filter((e) => e._id !== entryId)
  try {
    await api.delete(livePaths.wishlistRemove(entryId))
  } catch (error) {
    wishlistStore.entries = before
    throw error
  }
}

export function isInWishlist(entries: readonly WishlistEntry[], productId: string): boolean {
  return entries.some((e) => e.product_id._id === productId)
}

export function clearWishlist(): void {
  wishlistStore.entries = []
  wishlistStore.status = 'idle'
  wishlistStore.userId = null
}
