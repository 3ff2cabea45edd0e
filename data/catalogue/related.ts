/**
 * What the product page shows below the details (spec 000 §2, §7): the Complete the Look products of the
 * complete-look record matched by product id, and 2 related products from the same category.
 *
 * The spec shuffles the category's products and shows the first 2 after excluding the current one. A static page
 * needs the same pick on every build and at hydration, so the shuffle is seeded by the product. Each candidate has a
 * point on a ring (a scrambled hash of its id), and each product two points of its own; a product's related products
 * are the first candidates after each of its points, going round. Where a product's points fall is random, so picks
 * look shuffled; a new product changes a page's pick only when it lands just after one of that page's points, so an
 * incremental build re-renders few pages. And a pick is a binary search in the category's ring, sorted once per build: picking every page's related
 * products by scoring every candidate of the category each time cost the square of the category sizes (17 s of a
 * 20,000-product build's plan, 3 minutes at 50,000). */
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

/** A category's candidates in the order of their points on the ring, and those points. */
interface Ring<T> {
  points: Uint32Array
  items: T[]
}

/**
 * Rings by candidate list, made once per list: a build asks for every product of a category, and the index keeps its
 * lists unchanged for the whole build (a list must not be changed once asked about).
 */
const rings = new WeakMap<readonly object[], Ring<unknown>>()

function ringOf<T extends { _id: string }>(candidates: readonly T[]): Ring<T> {
  let ring = rings.get(candidates) as Ring<T> | undefined
  if (!ring) {
    // Equal points (a 32-bit hash can collide) are ordered by id, so the ring does not depend on the list's order.
    const placed = candidates
      .map((item) => ({ item, point: mix(idHash(item._id)) }))
      .sort((a, b) => a.point - b.point || (a.item._id < b.item._id ? -1 : a.item._id > b.item._id ? 1 : 0))
    ring = { points: Uint32Array.from(placed, (p) => p.point), items: placed.map((p) => p.item) }
    rings.set(candidates, ring)
  }
  return ring
}

/** The `count` related products of `productId` among `candidates` (its category's visible products), excluding itself. */
export function relatedProducts<T extends { _id: string }>(productId: string, candidates: readonly T[], count = RELATED_COUNT): T[] {
  const { points, items } = ringOf(candidates)
  const seed = idHash(productId)
  const picked: T[] = []
  // One point per pick, each its own draw: two products share a pick only when a point of each falls in the same gap.
  for (let draw = 0; picked.length < count && picked.length < items.length - 1 && draw < count; draw++) {
    const start = mix(seed + Math.imul(draw + 1, 0x9e3779b9))
    let low = 0
    let high = points.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (points[middle]! < start) low = middle + 1
      else high = middle
    }
    for (let step = 0; step < items.length; step++) {
      const item = items[(low + step) % items.length]!
      if (item._id !== productId && !picked.includes(item)) {
        picked.push(item)
        break
      }
    }
  }
  return picked
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
