/**
 * A per-process index of the snapshot, built once: pre-rendering thousands of pages must cost O(1) a page, not
 * a scan of the catalogue each. Server-side only (pages' `+data.ts`).
 *
 * The index is made of product summaries (productSummary.ts), not whole records: a rebuild makes it from the
 * summaries it kept for unchanged records and parses only the records that changed, plus those of the pages it
 * renders (`product(id)`).
 */
import { closeSync, fstatSync, openSync } from 'node:fs'
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
import { lineEnd, SUMMARY_CACHE_FILE, type RenderHead } from './summaryCacheFile'
import { layoutFits, reviewsListOnDemand, reviewsOnDemand, type DigestLayout, type ReviewsDigest, type WrittenDigest } from './reviewsDigest'

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
  /** A visible product's card (`cardById`'s), for a page that shows a few. */
  card(id: string): CardModel | undefined
  /** A category's visible products newest first (`newestByCategory`'s), of which related products read the ids. */
  newestIn(categoryId: string): ReadonlyArray<{ _id: string }>
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

/**
 * The index of the snapshot the build just wrote, as a render worker needs it, made from the record cache beside it.
 * A worker renders product pages (scripts/steps/renderPages.ts), which read a product's record, a few cards and their
 * category's products by id: those are what this index holds, each record and card read from its file when a page
 * asks for it, and each product's reviews parsed when its page does. Anything more (a listing's lists, every card)
 * makes the index of every summary, as a snapshot read whole would give it.
 *
 * Holding every summary parsed, every card and the reviews was about 55 MB per 10,000 products in each worker, beside
 * the build thread's own index. Undefined when there is no cache describing this very snapshot: then the snapshot is
 * read whole.
 */
function indexFromFiles(): CatalogueIndex | undefined {
  const dir = snapshotDir()
  const opened: number[] = []
  const open = (file: string) => {
    const fd = openSync(file, 'r')
    opened.push(fd)
    return fd
  }
  // A cache that does not describe this snapshot is not an error: the snapshot is read whole (the catch below).
  const notThisSnapshot = (): never => {
    throw new Error('the record cache does not describe this snapshot')
  }
  try {
    const cacheFile = path.join(dir, SUMMARY_CACHE_FILE)
    const cacheFd = open(cacheFile)
    const file = path.join(dir, SNAPSHOT_FILE)
    const read = (fd: number, start: number, end: number) => readRange(fd, start, end, `${file} or its record cache is shorter than the build wrote it`)
    // The render head only (summaryCacheFile.ts): the next build's part of the header is no business of a page.
    const first = lineEnd(cacheFd, 0)
    const second = first < 0 ? -1 : lineEnd(cacheFd, first + 1)
    // (The next build's part of the header is an object: a cache of three lines, from before, has the summaries there.)
    if (second < 0 || read(cacheFd, first + 1, first + 2)[0] !== 0x7b) notThisSnapshot()
    const header = JSON.parse(read(cacheFd, 0, first).toString('utf8')) as RenderHead
    const n = header.ranges?.length / 2
    if (n === 0 || !Number.isInteger(n) || header.summaryRanges?.length !== 2 * n) notThisSnapshot()
    // Offsets as numbers only.
    const recordAt = Float64Array.from(header.ranges)
    const summaryAt = Float64Array.from(header.summaryRanges, (offset) => offset + second + 1)
    // The digest's line follows the summaries' (`[` … `]`).
    const third = lineEnd(cacheFd, summaryAt[2 * n - 1]!)
    if (third < 0) notThisSnapshot()
    const snapshotFd = open(file)
    // Everything but the products: what lies before the first record and after the last (`"products":[` … `]`).
    const head = read(snapshotFd, 0, recordAt[0]!)
    if (!head.toString('utf8').startsWith(`{"fetchedAt":${JSON.stringify(header.fetchedAt)},`)) notThisSnapshot()
    const size = fstatSync(snapshotFd).size
    const digestLine = { from: third + 1, length: fstatSync(cacheFd).size - third - 1 }
    const digest = digestInCache((start, end) => read(cacheFd, digestLine.from + start, digestLine.from + end), digestLine.length, header, (start, end) => read(snapshotFd, start, end), size)
    const tail = read(snapshotFd, recordAt[2 * n - 1]!, digest ? digest.from : size)
    const shell = JSON.parse(Buffer.concat([head, tail, digest ? CLOSE : EMPTY]).toString('utf8')) as CatalogueSnapshot
    // The digest's bytes in the snapshot file are the record cache's line, the opening brace aside.
    if (digest) Object.assign(shell, reviewsOnDemand((start, end) => read(snapshotFd, digest.from + start, digest.from + end), digest.layout))
    const record = (i: number) => JSON.parse(read(snapshotFd, recordAt[2 * i]!, recordAt[2 * i + 1]!).toString('utf8')) as Product
    // Anything that asks for every record gets them all, as a snapshot read whole would give them.
    Object.defineProperty(shell, 'products', { enumerable: true, configurable: true, get: () => Array.from({ length: n }, (_, i) => record(i)) })
    shareSnapshot(shell, file)
    const now = indexDate(shell)
    const { visibleAt, newestIn } = visibleByCategory((start, end) => read(cacheFd, start, end), summaryAt)
    const summaryRead = (i: number) => JSON.parse(read(cacheFd, summaryAt[2 * i]!, summaryAt[2 * i + 1]!).toString('utf8')) as ProductSummary
    const lean = {
      snapshot: shell,
      now,
      product: (id: string) => {
        const i = visibleAt.get(id)
        return i === undefined ? undefined : record(i)
      },
      card: (id: string) => {
        const i = visibleAt.get(id)
        return i === undefined ? undefined : cardOf(summaryRead(i), now, shell.ratings)
      },
      newestIn: (categoryId: string) => newestIn.get(categoryId) ?? NONE,
      categoryById: new Map(shell.categories.map((c) => [c._id, c])),
    } as CatalogueIndex
    // The rest is the index of every summary, made the first time a page asks for any of it; its members then become
    // this index's own, and this stays the index of the snapshot.
    for (const key of EVERY_SUMMARY) {
      Object.defineProperty(lean, key, {
        enumerable: true,
        configurable: true,
        get() {
          const whole = summaryIndex(shell, Array.from({ length: n }, (_, i) => summaryRead(i)), lean.product)
          indexes.set(shell, lean)
          for (const member of EVERY_SUMMARY) Object.defineProperty(lean, member, { value: whole[member], enumerable: true, configurable: true, writable: true })
          return whole[key]
        },
      })
    }
    indexes.set(shell, lean)
    return lean
  } catch {
    closeAll(opened)
    return undefined
  }
}

/** The summaries read at a time (in whole summaries) by visibleByCategory. */
const SUMMARIES_BLOCK = 4 << 20

/**
 * One pass over the summaries (read from the cache file by `bytes`, `at` where each lies) for what a product page asks
 * of every product: which are visible, where, and each category's newest first. Only ids are kept (a card is read again
 * when a page shows it), and nothing of the file, which is read a few megabytes at a time (at 100,000 products the
 * file is ~180 MB, and each render thread read it whole as it started). `blockBytes`: how much is read at a time.
 */
export function visibleByCategory(bytes: Bytes, at: Float64Array, blockBytes = SUMMARIES_BLOCK): { visibleAt: Map<string, number>; newestIn: Map<string, Array<{ _id: string }>> } {
  const visibleAt = new Map<string, number>()
  const ordered: Array<{ item: { _id: string }; newest: number; categoryIds: string[] }> = []
  const n = at.length / 2
  let block: Buffer = EMPTY
  let blockFrom = 0
  for (let i = 0; i < n; i++) {
    if (at[2 * i + 1]! > blockFrom + block.length) {
      // From this summary on, as many whole summaries as fit in a block (at least this one).
      let last = i
      while (last + 1 < n && at[2 * last + 3]! - at[2 * i]! <= blockBytes) last++
      blockFrom = at[2 * i]!
      block = bytes(blockFrom, at[2 * last + 1]!)
    }
    const { _id, visible, card } = JSON.parse(block.toString('utf8', at[2 * i]! - blockFrom, at[2 * i + 1]! - blockFrom)) as ProductSummary
    if (!visible) continue
    visibleAt.set(_id, i)
    ordered.push({ item: { _id }, newest: card.sort.newest, categoryIds: card.categoryIds })
  }
  // Stable, as the index's own newest-first order: ties keep catalogue order.
  const newestIn = new Map<string, Array<{ _id: string }>>()
  for (const { item, categoryIds } of ordered.sort((a, b) => b.newest - a.newest)) for (const c of categoryIds) push(newestIn, c, item)
  return { visibleAt, newestIn }
}

/** What only the index of every summary holds (see indexFromFiles). */
const EVERY_SUMMARY = ['visible', 'newest', 'summaryById', 'cardById', 'newestByCategory', 'newestBySubCategory', 'facetsById', 'swatches'] as const

const EMPTY = Buffer.alloc(0)
const CLOSE = Buffer.from('}')
const NONE: ReadonlyArray<{ _id: string }> = Object.freeze([])

function closeAll(fds: number[]): void {
  for (const fd of fds) closeSync(fd)
}

/**
 * The reviews digest (the record cache's last line, `length` bytes read by `line`), when the snapshot file ends with it
 * as its last members (`,"ratings":…,"reviews":…}`) and its layout fits: then the snapshot is parsed up to `from` and
 * the digest read on demand. `snapshotBytes(start, end)` reads the snapshot file, `size` bytes long.
 */
function digestInCache(line: Bytes, length: number, header: RenderHead, snapshotBytes: Bytes, size: number): { layout: DigestLayout; from: number } | undefined {
  const layout = header.digestLayout
  if (!header.reviewsSha1 || !layoutFits(layout, header.reviewsSha1, length)) return undefined
  const from = digestFrom(line, length, snapshotBytes, size)
  return from === undefined ? undefined : { layout, from }
}

/** Bytes `[start, end)` of a file or a buffer. */
type Bytes = (start: number, end: number) => Buffer

/**
 * Where the snapshot file (`size` bytes) holds the record cache's digest (`length` bytes, read by `digestBytes`), or
 * undefined when it does not end with it: `{` in the cache, `,` in the snapshot, then the same bytes to the end of
 * both (the digest less its opening brace, whose closing one closes the snapshot). Compared a block at a time, so
 * that neither is read whole (~50 MB at 100,000 products).
 */
function digestFrom(digestBytes: Bytes, length: number, snapshotBytes: Bytes, size: number): number | undefined {
  const from = size - length
  if (length <= 0 || from < 0 || digestBytes(0, 1)[0] !== 0x7b || snapshotBytes(from, from + 1)[0] !== 0x2c) return undefined
  for (let at = 1; at < length; at += COMPARED_BLOCK) {
    const end = Math.min(length, at + COMPARED_BLOCK)
    if (!digestBytes(at, end).equals(snapshotBytes(from + at, from + end))) return undefined
  }
  return from
}

/**
 * The reviews of the snapshot file in `dir`, read a product's list at a time from that file, when it ends with the
 * digest the build just wrote to the record cache beside it (undefined otherwise): for the build thread, once it has
 * written both, to let go of the reviews it parsed (~100 MB of objects at 100,000 products) or the last build's cache
 * file it read them from. The digest's layout comes from the build, not from the cache's header: parsing that header
 * again (its hashes, ranges and memo) was ~1 s of a one-product edit at 100,000 products.
 */
export function reviewsFromFiles(dir: string, digest: WrittenDigest): { reviews: NonNullable<CatalogueSnapshot['reviews']>; close(): void } | undefined {
  let fd: number | undefined
  try {
    fd = openSync(path.join(dir, SNAPSHOT_FILE), 'r')
    const from = digestFrom((start, end) => digest.bytes.subarray(start, end), digest.bytes.length, snapshotReader(fd), fstatSync(fd).size)
    if (from === undefined) throw new Error('the snapshot does not end with its reviews digest')
    return reviewsReadFrom(fd, from, digest.layout)
  } catch {
    if (fd !== undefined) closeSync(fd)
    return undefined
  }
}

/**
 * The reviews read from the snapshot file open as `fd`, its digest at `from`. Made out here, so that what they hold
 * is the file and the layout: closures made in reviewsFromFiles would hold its `digest`, the digest's bytes with it
 * (~50 MB at 100,000 products), to the end of the build.
 */
function reviewsReadFrom(fd: number, from: number, layout: DigestLayout): { reviews: NonNullable<CatalogueSnapshot['reviews']>; close(): void } {
  const snapshotBytes = snapshotReader(fd)
  return { reviews: reviewsListOnDemand((start, end) => snapshotBytes(from + start, from + end), layout), close: () => closeSync(fd) }
}

const snapshotReader =
  (fd: number): Bytes =>
  (start, end) =>
    readRange(fd, start, end, 'the snapshot is shorter than the build wrote it')

const COMPARED_BLOCK = 1 << 20

/** The instant 'New In' is judged against: when the catalogue was fetched. */
function indexDate(snapshot: CatalogueSnapshot): Date {
  const fetched = Date.parse(snapshot.fetchedAt)
  return new Date(Number.isNaN(fetched) ? Date.now() : fetched)
}

/** A product's card as the index shows it: New In judged against the index's date, its rating added. */
function cardOf(summary: ProductSummary, now: Date, ratings: CatalogueSnapshot['ratings']): CardModel {
  return withRating({ ...summary.card, newIn: isNewInSince(summary.newInSince, now) }, ratings?.[summary._id])
}

/**
 * The index of a snapshot whose products are given as summaries (in the snapshot's order) and whole records on
 * demand; `catalogueIndex(snapshot)` answers it from then on.
 */
export function summaryIndex(snapshot: CatalogueSnapshot, summaries: readonly ProductSummary[], product: (id: string) => Product | undefined): CatalogueIndex {
  const now = indexDate(snapshot)
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
  const cardById = new Map(visible.map((s) => [s._id, cardOf(s, now, snapshot.ratings)]))
  const index: CatalogueIndex = {
    snapshot,
    now,
    visible,
    newest,
    summaryById,
    product: (id) => (summaryById.has(id) ? product(id) : undefined),
    cardById,
    card: (id) => cardById.get(id),
    newestIn: (categoryId) => newestByCategory.get(categoryId) ?? NONE,
    categoryById: new Map(snapshot.categories.map((c) => [c._id, c])),
    newestByCategory,
    newestBySubCategory,
    facetsById: new Map(visible.map((s) => [s._id, s.facets])),
    swatches: mergeSwatches(visible.map((s) => s.swatches)),
  }
  indexes.set(snapshot, index)
  return index
}

/**
 * Newest first by the latest variant's time (`sortProducts(…, 'Newest')`), stable: ties keep catalogue order. The
 * times are read into an array of their own first: compared where they lie, each comparison reached into two summaries
 * scattered over a heap of several hundred megabytes, ~0.27 s of a 100,000-product rebuild against ~0.03 s so.
 */
function newestFirst(summaries: ProductSummary[]): ProductSummary[] {
  const times = Float64Array.from(summaries, (s) => s.card.sort.newest)
  const order = Uint32Array.from(summaries.keys())
  order.sort((a, b) => times[b]! - times[a]! || a - b)
  return Array.from(order, (i) => summaries[i]!)
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
  return products.map((p) => indexedCard(index, p._id)).filter((c): c is IndexedCard => Boolean(c))
}

/** A visible product's card as the index file carries it (see indexedCardsOf). */
export function indexedCard(index: CatalogueIndex, id: string): IndexedCard | undefined {
  const card = index.cardById.get(id)
  const facets = card && index.facetsById.get(id)
  return facets && Object.keys(facets).length > 0 ? { ...card!, facets } : card
}

export function subCategoryOf(category: ProductCategory | undefined, subId: string): SubCategory | undefined {
  return category?.sub_categories.find((s) => s._id === subId)
}

/** Every catalogue route of the indexed snapshot (see data/catalogue/routes.ts), without reading a product record. */
export function indexRoutes(index: CatalogueIndex): CatalogueRoute[] {
  const { categories, blogs } = index.snapshot
  return catalogueRoutes({ categories, blogs, products: { paths: index.visible.map((p) => p.card.path) } })
}
