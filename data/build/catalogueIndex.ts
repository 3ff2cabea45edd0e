/**
 * A per-process index of the snapshot, built once: pre-rendering thousands of pages must cost O(1) a page, not
 * a scan of the catalogue each. Server-side only (pages' `+data.ts`).
 *
 * The index is made of product summaries (productSummary.ts), not whole records: a rebuild makes it from the
 * summaries it kept for unchanged records and parses only the records that changed, plus those of the pages it
 * renders (`product(id)`).
 */
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Product, ProductCategory, SubCategory } from '../contract/schemas'
import { readSnapshot, SNAPSHOT_FILE, shareSnapshot, snapshotDir, type CatalogueSnapshot } from './snapshot'
import { withRating, type CardModel, type IndexedCard } from '../catalogue/cards'
import { mergeSwatches } from '../catalogue/facets'
import type { CardFacets } from '../catalogue/filters'
import { isNewInSince } from '../catalogue/visibility'
import { catalogueRoutes, type CatalogueRoute } from '../catalogue/routes'
import { productSummary, type ProductSummary } from './productSummary'
import { readRange } from './readRange'

export interface CatalogueIndex {
  snapshot: CatalogueSnapshot
  /** The instant 'New In' is judged against: when the catalogue was fetched, so a rebuild of it is identical. */
  now: Date
  visible: ProductSummary[]
  /** Visible products, newest first (the listings' default order). */
  newest: ProductSummary[]
  summaryById: Map<string, ProductSummary>
  /** A visible product's whole record (its page shows it all). */
  product(id: string): Product | undefined
  cardById: Map<string, CardModel>
  categoryById: Map<string, ProductCategory>
  /** Visible products newest first per category id, and per `${categoryId}/${subCategoryId}`. */
  newestByCategory: Map<string, ProductSummary[]>
  newestBySubCategory: Map<string, ProductSummary[]>
  /** What filters need of each visible product (the card index carries it; pages' cards do not). */
  facetsById: Map<string, CardFacets>
  /** Colour name → swatch image, for the filters' colour dots. */
  swatches: Record<string, string>
}

/**
 * Per snapshot object, on globalThis: the build process holds two copies of this module (its own, and the one
 * bundled into the pages it renders in-process), and both are handed the same snapshot (see primeSnapshot), so the
 * pages reuse the index the build made for planning instead of building a second one.
 */
const SHARED = Symbol.for('vitrine.catalogueIndex')
const shared = globalThis as { [SHARED]?: WeakMap<CatalogueSnapshot, CatalogueIndex> }
const indexes = (shared[SHARED] ??= new WeakMap<CatalogueSnapshot, CatalogueIndex>())

export function catalogueIndex(snapshot: CatalogueSnapshot | undefined = undefined): CatalogueIndex {
  snapshot ??= shareSnapshot() ?? indexFromFiles()?.snapshot ?? readSnapshot()
  const known = indexes.get(snapshot)
  if (known) return known
  const summaries = snapshot.products.map(productSummary)
  const records = new Map(snapshot.products.filter((_, i) => summaries[i]!.visible).map((p) => [p._id, p]))
  return summaryIndex(snapshot, summaries, (id) => records.get(id))
}

/** The summaries cache the build writes beside the snapshot (scripts/steps/recordCache.ts), and what is read of it here. */
const SUMMARY_CACHE_FILE = 'products.summaries.json'
interface CacheHeader {
  fetchedAt: string
  /** Per product: where its JSON starts and ends in the snapshot file. */
  ranges: number[]
}

/**
 * The index of the snapshot the build just wrote, made from the products' summaries (the record cache beside it) with
 * each whole record read from the snapshot file when a page asks for it: a render thread then holds the summaries,
 * the small lists and the records of the pages it renders, not the whole catalogue (at 10,000 products the snapshot is
 * ~50 MB of JSON, several times that once parsed; at 100,000 it is past what one JSON.parse can read). Undefined when
 * there is no cache describing this very snapshot: then the snapshot is read whole.
 */
function indexFromFiles(): CatalogueIndex | undefined {
  const dir = snapshotDir()
  let fd: number | undefined
  try {
    const cache = readFileSync(path.join(dir, SUMMARY_CACHE_FILE))
    const first = cache.indexOf(0x0a)
    const second = cache.indexOf(0x0a, first + 1)
    if (first < 0 || second < 0) return undefined
    const header = JSON.parse(cache.toString('utf8', 0, first)) as CacheHeader
    const summaries = JSON.parse(cache.toString('utf8', first + 1, second)) as ProductSummary[]
    const n = summaries.length
    if (n === 0 || header.ranges.length !== 2 * n) return undefined
    const file = path.join(dir, SNAPSHOT_FILE)
    fd = openSync(file, 'r')
    const handle = fd
    const read = (start: number, end: number) => readRange(handle, start, end, `${file} is shorter than its record cache says`)
    // Everything but the products: what lies before the first record and after the last (`"products":[` … `]`).
    const head = read(0, header.ranges[0]!)
    if (!head.toString('utf8').startsWith(`{"fetchedAt":${JSON.stringify(header.fetchedAt)},`)) {
      closeSync(handle)
      return undefined
    }
    const shell = JSON.parse(Buffer.concat([head, read(header.ranges[2 * n - 1]!, fstatSync(handle).size)]).toString('utf8')) as CatalogueSnapshot
    const position = new Map(summaries.map((summary, i) => [summary._id, i]))
    const record = (i: number) => JSON.parse(read(header.ranges[2 * i]!, header.ranges[2 * i + 1]!).toString('utf8')) as Product
    // Anything that asks for every record gets them all, as a snapshot read whole would give them.
    Object.defineProperty(shell, 'products', { enumerable: true, configurable: true, get: () => summaries.map((_, i) => record(i)) })
    shareSnapshot(shell, file)
    return summaryIndex(shell, summaries, (id) => {
      const i = position.get(id)
      return i === undefined ? undefined : record(i)
    })
  } catch {
    if (fd !== undefined) closeSync(fd)
    return undefined
  }
}

/**
 * The index of a snapshot whose products are given as summaries (in the snapshot's order) and whole records on
 * demand; `catalogueIndex(snapshot)` answers it from then on.
 */
export function summaryIndex(snapshot: CatalogueSnapshot, summaries: readonly ProductSummary[], product: (id: string) => Product | undefined): CatalogueIndex {
  const fetched = Date.parse(snapshot.fetchedAt)
  const now = new Date(Number.isNaN(fetched) ? Date.now() : fetched)
  const visible = summaries.filter((s) => s.visible)
  const newest = newestFirst(visible)
  const newestByCategory = new Map<string, ProductSummary[]>()
  const newestBySubCategory = new Map<string, ProductSummary[]>()
  for (const summary of newest) {
    for (const c of summary.card.categoryIds) {
      push(newestByCategory, c, summary)
      for (const s of summary.card.subCategoryIds) push(newestBySubCategory, `${c}/${s}`, summary)
    }
  }
  const summaryById = new Map(visible.map((s) => [s._id, s]))
  const index: CatalogueIndex = {
    snapshot,
    now,
    visible,
    newest,
    summaryById,
    product: (id) => (summaryById.has(id) ? product(id) : undefined),
    cardById: new Map(visible.map((s) => [s._id, withRating({ ...s.card, newIn: isNewInSince(s.newInSince, now) }, snapshot.ratings?.[s._id])])),
    categoryById: new Map(snapshot.categories.map((c) => [c._id, c])),
    newestByCategory,
    newestBySubCategory,
    facetsById: new Map(visible.map((s) => [s._id, s.facets])),
    swatches: mergeSwatches(visible.map((s) => s.swatches)),
  }
  indexes.set(snapshot, index)
  return index
}

/** Newest first by the latest variant's time (`sortProducts(…, 'Newest')`), stable: ties keep catalogue order. */
function newestFirst(summaries: ProductSummary[]): ProductSummary[] {
  return [...summaries].sort((a, b) => b.card.sort.newest - a.card.sort.newest)
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

export function cardsOf(index: CatalogueIndex, products: ReadonlyArray<{ _id: string }>): CardModel[] {
  return products.map((p) => index.cardById.get(p._id)).filter((c): c is CardModel => Boolean(c))
}

/** Cards as the index file carries them: with their facets, when they have any. */
export function indexedCardsOf(index: CatalogueIndex, products: ReadonlyArray<{ _id: string }>): IndexedCard[] {
  return cardsOf(index, products).map((card) => {
    const facets = index.facetsById.get(card.id)
    return facets && Object.keys(facets).length > 0 ? { ...card, facets } : card
  })
}

export function subCategoryOf(category: ProductCategory | undefined, subId: string): SubCategory | undefined {
  return category?.sub_categories.find((s) => s._id === subId)
}

/** Every catalogue route of the indexed snapshot (see data/catalogue/routes.ts), without reading a product record. */
export function indexRoutes(index: CatalogueIndex): CatalogueRoute[] {
  const { categories, blogs } = index.snapshot
  return catalogueRoutes({ categories, blogs, products: { paths: index.visible.map((p) => p.card.path) } })
}
