/**
 * The shopper's wishlist (spec 001 §3, §4): entries keyed by _id; set all, add (ignored if the same _id is
 * there), remove by id, clear; and the products behind them, fetched with the list (one POST /api/products/by-ids
 * call rather than the spec's GET per entry), so the header badge counts what the wishlist screen shows and the
 * screen has its cards. Cards and the product page ask whether a product is in it. Actions throw ApiError with the
 * server's message, which the screens turn into the spec's texts.
 */
import { proxy, ref } from 'valtio'
import { toProduct } from '../data/catalogue/liveProduct'
import { api } from '../data/contract/client'
import { byIdsBatches, livePaths, toWishlistEntry, unwrap } from '../data/contract/calls'
import type { Product, WishlistEntry } from '../data/contract/schemas'
import type { KnownProducts } from '../data/wishlist/wishlistCount'

export type WishlistStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export const wishlistStore = proxy<{ entries: WishlistEntry[]; status: WishlistStatus; userId: string | null; products: KnownProducts }>({
  entries: [],
  status: 'idle',
  userId: null,
  // Whole product records, never looked into by valtio (ref): a new map replaces it on every change.
  products: ref(new Map()),
})

/**
 * The products of `ids`, each with its record or null when the API has none; a failed call counts its ids as none
 * (spec 001 §8: a failed product fetch drops that wishlist entry, logged only).
 */
export async function fetchWishlistProducts(ids: readonly string[]): Promise<Map<string, Product | null>> {
  const found = new Map<string, Product | null>(ids.map((id) => [id, null]))
  await Promise.all(
    byIdsBatches(ids).map(async (batch) => {
      try {
        for (const raw of unwrap.products(await api.post(livePaths.productsByIds, { ids: batch }))) {
          const product = toProduct(raw)
          if (product && found.has(product._id)) found.set(product._id, product)
        }
      } catch (error) {
        console.warn('Wishlist products failed to load', error)
      }
    }),
  )
  return found
}

const productIdsOf = (entries: readonly WishlistEntry[]) => [...new Set(entries.map((entry) => entry.product_id._id))]

function rememberProducts(fetched: ReadonlyMap<string, Product | null>): void {
  wishlistStore.products = ref(new Map([...wishlistStore.products, ...fetched]))
}

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
/** When the last load that succeeded finished, and for whom. */
let loaded: { userId: string; at: number } | null = null
/** Adds answered and removes made so far: a list asked for before one of them no longer says what the server keeps. */
let changes = 0

/**
 * Loads the shopper's list and its products, fresh; start-up and the wishlist screen asking at once share one
 * request. The count appears once both are in.
 */
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
        const products = await fetchWishlistProducts(productIdsOf(entries))
        if (seen !== changes) continue
        rememberProducts(products)
        setWishlist(entries)
        loaded = { userId, at: Date.now() }
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

/**
 * Loads the list unless a load for this shopper is under way or finished within `maxAgeMs` (the wishlist screen
 * opened at page load shares the header's load instead of repeating it; opened later, it reads stock afresh).
 */
export function refreshWishlist(userId: string, maxAgeMs: number): Promise<void> {
  if (loading?.userId === userId) return loading.done
  if (loaded?.userId === userId && wishlistStore.userId === userId && Date.now() - loaded.at < maxAgeMs) return Promise.resolve()
  return loadWishlist(userId)
}

/** Adds a product option for the shopper; resolves to the entry the server keeps (a repeat add is no error). */
export async function addToWishlist(body: { user_id: string; product_id: string; variant_id: string | true }): Promise<WishlistEntry> {
  const entry = toWishlistEntry(unwrap.one(await api.post(livePaths.wishlistAdd, body)))
  if (!entry) throw new Error('Unexpected wishlist answer')
  changes++
  wishlistStore.entries = withEntry(wishlistStore.entries, entry)
  // Counted at once; its product follows, so that the count and the screen can tell whether it is still for sale.
  const productId = entry.product_id._id
  if (!wishlistStore.products.has(productId)) void fetchWishlistProducts([productId]).then(rememberProducts)
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
  loaded = null
  wishlistStore.products = ref(new Map())
  wishlistStore.entries = []
  wishlistStore.status = 'idle'
  wishlistStore.userId = null
}
