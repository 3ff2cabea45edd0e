/**
 * The static card index in parts. As one file it grew with the catalogue (53 MB of JSON at 100,000 products): a
 * shopper re-sorting one category downloaded and parsed every card of the shop, and an edit to one product rewrote and
 * recompressed all of them. So the build writes
 *
 * - a small head, `/catalogue/cards.json`: the colour swatches, every listing's address (the 404 page's) and the parts;
 * - a part per category, `/catalogue/cards/c-<category id>.json`: its cards newest first, the very list its listing
 *   pages show, filters and sorts (a subcategory's is a filter of it);
 * - a part of the visible products in no known category, which only All Products lists;
 * - a long listing's first pages in each order (FIRST_PAGES), cut from those.
 *
 * A category listing loads the head and its own part. All Products, a search and the 404 page load every part and put
 * the site's newest-first order together again (`assembleCards`). A product in two categories is in both parts. A
 * listing paged or re-sorted without a filter reads its first cards alone, while it has them.
 * Pure: the build writes these (scripts/steps/siteFiles.ts), the browser reads them (cardIndexClient.ts).
 */
import { CARD_ORDERS, type CardIndex, type CardModel, type CardScope, type IndexedCard } from './cards'
import { hasFilters, type FilterState } from './filterState'
import type { CategoryAddress } from './forgivingUrls'
import { PAGE_SIZE } from './paging'
import { SORT_KEYS, type SortKey } from './sorting'

/** The head: what every listing needs besides its cards. */
export interface CardIndexHead {
  builtAt: string
  /** Colour name → swatch image, once for the whole index rather than on every card. */
  swatches?: Record<string, string>
  /** Every listing's canonical path by id, so the 404 page can send a stray category URL on (forgivingUrls.ts). */
  categories?: CategoryAddress[]
  /** Each part's path: per category id, and the products in no known category. */
  parts: { categories: Record<string, string>; other: string }
}

/**
 * A card as a part carries it. `tie`: among the products listed at the same newest time, how many come before this
 * one in the site's order (catalogue order); left out when none do, as for nearly every card. It is what puts parts
 * together in exactly the order of a single list, and it moves only when a product of the same instant comes or goes.
 */
export type PartCard = IndexedCard & { tie?: number }

export interface CardIndexPart {
  cards: PartCard[]
}

export const CARD_PARTS_DIR = '/catalogue/cards/'
export const OTHER_PART_PATH = `${CARD_PARTS_DIR}other.json`

/**
 * A category's part. Ids made of URL-safe letters (the API's ids are hex) name it as they are, so the browser can
 * fetch it beside the head; any other id is named by a hash of it, from the head.
 */
export function cardPartPath(categoryId: string): string {
  return `${CARD_PARTS_DIR}${fileName(categoryId, 'c')}.json`
}

/** `<prefix>-<id>` for an id of URL-safe letters, else `x-<hash>` (`xs-` for a subcategory's). */
const fileName = (id: string, prefix: 'c' | 's') => (/^[A-Za-z0-9_-]{1,100}$/.test(id) ? `${prefix}-${id}` : `${prefix === 'c' ? 'x' : 'xs'}-${fnv1a(id)}`)

/**
 * A listing's first pages in each order, a part each. A shopper who pages or re-sorts a listing without a filter reads
 * one of these, FIRST_PAGES pages of cards (~220 kB of JSON, ~18 kB Brotli), rather than the parts it is cut from: at
 * 100,000 products every part together is 60 MB of JSON (4.4 MB Brotli), and one category's part up to 21 MB, for a
 * phone to fetch and parse. A filter, or a page past these, reads the parts as before. The build picks them without
 * sorting every card (firstCardsInEveryOrder).
 *
 * - All Products always has them (`/catalogue/cards/first-<sort>.json`): without them it reads every part.
 * - Each listing cut from a category's part has them when that part holds more cards than they do
 *   (`c-<category id>.first-<sort>.json`, `c-<category id>.s-<subcategory id>.first-<sort>.json`), a short
 *   subcategory too, whose second page or other order would read its category's whole part. A smaller part is no
 *   bigger than they would be.
 *
 * The listing's page says whether it has them (ListingData.firstCards), as the build decided when it wrote both.
 */
export const FIRST_PAGES = 10
export const FIRST_CARDS = FIRST_PAGES * PAGE_SIZE

/** The listings that have first cards: All Products, a category, a subcategory (a search has none). */
export type ListingScope = Pick<CardScope, 'categoryId' | 'subCategoryId'>

export function firstCardsPath(sort: SortKey, scope: ListingScope = {}): string {
  if (scope.categoryId === undefined) return `${CARD_PARTS_DIR}first-${sort}.json`
  const category = cardPartPath(scope.categoryId).slice(0, -'.json'.length)
  const sub = scope.subCategoryId === undefined ? '' : `.${fileName(scope.subCategoryId, 's')}`
  return `${category}${sub}.first-${sort}.json`
}

/**
 * Whether the build writes first cards for a listing of this scope: All Products always; a category or subcategory
 * listing when its category's part holds more than FIRST_CARDS cards (`partCards`).
 */
export function hasFirstCards(scope: ListingScope, partCards: number): boolean {
  return scope.categoryId === undefined ? scope.subCategoryId === undefined : partCards > FIRST_CARDS
}

/** Whether a listing's query is answered by its first cards in its order (see FIRST_PAGES), when it has them. */
export function answeredByFirstCards(firstCards: boolean, query: { filters: FilterState; page: number }): boolean {
  return firstCards && !hasFilters(query.filters) && query.page <= FIRST_PAGES
}

/**
 * The first cards of a newest-first list in every order, as the listing's own sort puts them (stable: ties keep the
 * newest-first order), at most FIRST_PAGES pages of them each. Each card's sort keys are read once, into arrays of
 * their own, and each order picks its first cards from those (firstInOrder), not by sorting every card: a one-product
 * rebuild at 100,000 products spent ~340 ms sorting them three times, each comparison reaching into two cards scattered
 * over a heap of several hundred megabytes.
 */
export function firstCardsInEveryOrder<T extends CardModel>(newestFirst: readonly T[]): Record<SortKey, T[]> {
  const limit = FIRST_CARDS
  const keys = { newest: new Float64Array(newestFirst.length), price: new Float64Array(newestFirst.length), discount: new Float64Array(newestFirst.length) }
  newestFirst.forEach(({ sort }, i) => {
    keys.newest[i] = sort.newest
    keys.price[i] = sort.price
    keys.discount[i] = sort.discount
  })
  const first = (sort: SortKey): T[] => {
    const { key, descending } = CARD_ORDERS[sort]
    // The list is newest first already.
    if (key === 'newest' && descending) return newestFirst.slice(0, limit)
    const values = keys[key]
    const order = descending ? (a: number, b: number) => values[b]! - values[a]! : (a: number, b: number) => values[a]! - values[b]!
    return firstInOrder(newestFirst.length, order, limit).map((i) => newestFirst[i]!)
  }
  return Object.fromEntries(SORT_KEYS.map((sort) => [sort, first(sort)])) as Record<SortKey, T[]>
}

/**
 * The first `limit` of the positions 0…count−1 sorted by `compare`, stably, without sorting them all: one pass keeping
 * the best so far in order, where a position goes in only when it comes before the last one kept (after any equal to
 * it, as a stable sort puts it). In a random order a few thousand of 100,000 go in.
 */
export function firstInOrder(count: number, compare: (a: number, b: number) => number, limit: number): number[] {
  const kept: number[] = []
  if (limit <= 0) return kept
  for (let item = 0; item < count; item++) {
    if (kept.length === limit && compare(item, kept[limit - 1]!) >= 0) continue
    // After every kept position it does not come before.
    let low = 0
    let high = kept.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (compare(item, kept[mid]!) < 0) high = mid
      else low = mid + 1
    }
    kept.splice(low, 0, item)
    if (kept.length > limit) kept.pop()
  }
  return kept
}

/** FNV-1a (32 bits) as hex: a short, stable file name for an id that cannot be one. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** The parts a listing of this scope reads: its category's, or every part (All Products, a search). */
export function partsInScope(head: CardIndexHead, scope: CardScope): string[] {
  if (scope.categoryId !== undefined) {
    const part = head.parts.categories[scope.categoryId]
    // An unknown category lists nothing: no part holds its cards.
    return part ? [part] : []
  }
  return [...new Set([...Object.values(head.parts.categories), head.parts.other])]
}

/**
 * The cards of these parts in the site's newest-first order, each once. One part is already in it; several are put
 * together by newest time, and products of the same instant by `tie` (see PartCard).
 */
export function assembleCards(parts: readonly CardIndexPart[]): IndexedCard[] {
  if (parts.length === 1) return parts[0]!.cards
  const byId = new Map<string, PartCard>()
  for (const part of parts) for (const card of part.cards) if (!byId.has(card.id)) byId.set(card.id, card)
  return [...byId.values()].sort((a, b) => b.sort.newest - a.sort.newest || (a.tie ?? 0) - (b.tie ?? 0))
}

/** The card index as the listings read it, from the head and the parts of their scope. */
export function assembleCardIndex(head: CardIndexHead, parts: readonly CardIndexPart[]): CardIndex {
  return { builtAt: head.builtAt, cards: assembleCards(parts), swatches: head.swatches, categories: head.categories }
}

/** The card index of a scope (every card by default), its parts read by `part` (from the site's files, or fetched). */
export async function cardIndexOf(head: CardIndexHead, part: (path: string) => CardIndexPart | Promise<CardIndexPart>, scope: CardScope = {}): Promise<CardIndex> {
  return assembleCardIndex(head, await Promise.all(partsInScope(head, scope).map(part)))
}

/**
 * The ties of a newest-first list (see PartCard): per product id, how many before it share its newest time. Only
 * products with one or more are named.
 */
export function tiesOf(newest: ReadonlyArray<{ id: string; newest: number }>): Map<string, number> {
  const ties = new Map<string, number>()
  let run = 0
  for (let i = 1; i < newest.length; i++) {
    run = newest[i]!.newest === newest[i - 1]!.newest ? run + 1 : 0
    if (run > 0) ties.set(newest[i]!.id, run)
  }
  return ties
}
