/**
 * What the product page shows below the details (spec 000 §2, §7): the Complete the Look products of the
 * complete-look record matched by product id, and 2 related products from the same category.
 *
 * The spec shuffles the category's products and shows the first 2 after excluding the current one. A static page
 * needs the same pick on every build and at hydration, so the shuffle is seeded by the product: each candidate gets
 * a score from its id mixed with the product's, and the lowest scores win. That is a shuffle per product (the
 * order is uniformly scrambled) that stays put as the category grows: a new product changes a page's pick only
 * when it outscores that page's current two, so an incremental build re-renders few pages.
 */
import type { CompleteLook } from '../contract/schemas'

export const RELATED_COUNT = 2

/** FNV-1a over the UTF-16 code units: a fast, stable 32-bit hash of an id. */
export function idHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Murmur3's finaliser: every input bit moves every output bit, so a candidate's score looks random per product. */
function mix(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The `count` related products of `productId` among `candidates` (its category's visible products), excluding
 * itself. `hashes[i]`, when given, is `idHash(candidates[i]._id)`, so a build that asks for thousands of pages hashes
 * each id once.
 */
export function relatedProducts<T extends { _id: string }>(productId: string, candidates: readonly T[], count = RELATED_COUNT, hashes?: ArrayLike<number>): T[] {
  const seed = idHash(productId)
  const best: Array<{ item: T; score: number }> = []
  for (let i = 0; i < candidates.length; i++) {
    const item = candidates[i]!
    if (item._id === productId) continue
    const score = mix((hashes ? hashes[i]! : idHash(item._id)) ^ seed)
    if (best.length === count && score >= best[best.length - 1]!.score) continue
    // Ties cannot reorder the result between builds: equal scores keep catalogue order.
    let at = best.length
    while (at > 0 && best[at - 1]!.score > score) at--
    best.splice(at, 0, { item, score })
    if (best.length > count) best.pop()
  }
  return best.map((b) => b.item)
}

/**
 * The Complete the Look products of a product: those of the complete-look records whose product is this one, in
 * their order, each once, never the product itself, and only those `lookUp` knows (visible products).
 */
export function completeLookProducts<T>(productId: string, looks: readonly CompleteLook[], lookUp: (id: string) => T | undefined): T[] {
  const ids = new Set<string>()
  for (const look of looks) if (look.product === productId) for (const id of look.complete_look_products) if (id !== productId) ids.add(id)
  return [...ids].flatMap((id) => lookUp(id) ?? [])
}
