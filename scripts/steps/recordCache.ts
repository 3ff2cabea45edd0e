/**
 * What a build keeps of the products it read, so that the next one reads only what changed. The products answer is
 * tens of megabytes and, after a typical edit, all but a few records are byte-for-byte what they were. So the raw JSON
 * of the list is split into its records (without parsing them) and each record's bytes are hashed; a record whose hash
 * the previous build saw is neither parsed nor validated: its summary (data/build/productSummary.ts) comes from this
 * cache and its JSON from the previous snapshot file. Only changed and new records are parsed and validated.
 *
 * The cache, beside the snapshot, holds per product (in the snapshot's order) the hash of the raw JSON it was
 * validated from, where its JSON lies in the snapshot file, and its summary; plus the ratings made from the reviews
 * answer. It is tied to the snapshot file by `fetchedAt` (the file's first field) and to the code by `key`: other code
 * may validate or summarise differently. Anything unexpected (another envelope than `{"data":[...]}` or a bare array,
 * a record that is not an object, a stale or missing cache) and the caller reads every record as a first build does.
 */
import { hash } from 'node:crypto'
import { fstatSync } from 'node:fs'
import { open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import type { ProductSummary } from '../../data/build/productSummary'
import type { KeptMemo } from '../../data/build/productMemo'
import type { RelatedPicks } from '../../data/build/relatedPicks'
import { readWhole, writeParts, type FilePart, type FileRange } from './bigFiles'
import { recordRanges, recordsBetween } from './recordSplitter'
import { readRange } from '../../data/build/readRange'
import { SUMMARY_CACHE_FILE, type RenderHead } from '../../data/build/summaryCacheFile'
import { layoutFits, reviewsOnDemand, type DigestLayout, type ReviewsDigest, type WrittenDigest } from '../../data/build/reviewsDigest'

/** The cache's name before summaries: removed when a build writes the new one. */
const OLD_CACHE_FILE = 'products.hashes.json'

export interface SummaryCache {
  /** The snapshot this describes (its fetchedAt). */
  fetchedAt: string
  /** The code that validated and summarised the records (the build's code hash). */
  key: string
  /** The reviews answer's SHA-1 and what the snapshot keeps of it (reviewsDigest). */
  reviews: { sha1: string; digest: ReviewsDigest } | null
  /** Per product of the snapshot, in order: the hash of its raw JSON. */
  hashes: string[]
  /** Per product: where its JSON starts and ends in the snapshot file (2 numbers a product). */
  ranges: number[]
  /**
   * The products answer these records were read from, as the HTTP cache keeps it: its SHA-1 (hex), and per product
   * where its JSON lies in it (2 numbers a product), so that the next answer is compared with it (unchangedRecords).
   */
  raw: RawAnswer | null
  summaries: ProductSummary[]
  /** The related products picked per category (data/build/relatedPicks.ts). */
  related: RelatedPicks
  /** What the plan worked out per product, in order (data/build/productMemo.ts), and what with. */
  memo: KeptMemo | null
}

export interface RawAnswer {
  sha1: string
  ranges: number[]
  /**
   * Products whose record is not the one the answer holds for them: a build told which products changed read those by
   * id (namedProducts.ts). Lining the next answer up with this one never takes them over; their bytes are split anew.
   */
  stale?: number[]
}

/** The previous build's products, ready to be taken over by raw hash. */
export interface PreviousProducts {
  cache: SummaryCache
  /** Raw hash → position in the cache. */
  byHash: Map<string, number>
  /**
   * The previous snapshot file, opened when the cache was read (a later build replacing it cannot change the bytes
   * this one copies records from); closed and null once this build's snapshot is written.
   */
  file: FileHandle | null
  /**
   * The cache file's summaries and reviews digest as they lie in it, for the next cache to copy (see writeSummaryCache);
   * null once this build's cache is written.
   */
  bytes: { summaries: Buffer; summaryRanges: number[]; digest: Buffer; digestLayout: DigestLayout | null } | null
}

/**
 * The cache file is four lines (data/build/summaryCacheFile.ts): the header in two (what a render thread reads of it,
 * then the rest: everything but the summaries and the reviews digest, plus where each summary lies in the third line
 * and where the digest's parts lie in the fourth), the summaries as a JSON array, and the digest. Summaries and digest
 * are most of its bytes and, after an edit, nearly all of them are what the last build wrote: they are copied over, not
 * serialised again.
 */
type CacheHeader = Omit<SummaryCache, 'summaries' | 'reviews'> & RenderHead

/**
 * The digest's JSON, the very bytes `JSON.stringify(digest)` gives (the snapshot ends with them), and where its parts
 * lie in them.
 */
export function serialiseDigest(digest: ReviewsDigest, reviewsSha1: string): { bytes: Buffer; layout: DigestLayout } {
  const head = `{"ratings":`
  const ratings = JSON.stringify(digest.ratings)
  const between = ',"reviews":{'
  const pieces = [head, ratings, between]
  let offset = Buffer.byteLength(head)
  const layout: DigestLayout = { reviewsSha1, ratings: [offset, offset + Buffer.byteLength(ratings)], ids: Object.keys(digest.reviews), ranges: [] }
  offset = layout.ratings[1] + Buffer.byteLength(between)
  layout.ids.forEach((id, i) => {
    const key = `${i > 0 ? ',' : ''}${JSON.stringify(id)}:`
    const list = JSON.stringify(digest.reviews[id])
    offset += Buffer.byteLength(key)
    const length = Buffer.byteLength(list)
    layout.ranges.push(offset, offset + length)
    offset += length
    pieces.push(key, list)
  })
  pieces.push('}}')
  return { bytes: Buffer.from(pieces.join('')), layout }
}

/**
 * JSON array elements joined by commas, each one either fresh JSON or a range of an earlier array written the same
 * way, in memory or in a file (see FilePart): elements that lay side by side there are copied as one slice. Answers
 * the parts and where each element lies, counted from `base`.
 */
export function spliceElements(count: number, base: number, element: (i: number) => string | Buffer | FileRange | { from: Buffer; start: number; end: number }): { parts: FilePart[]; ranges: number[] } {
  const parts: FilePart[] = []
  const ranges: number[] = []
  let offset = base
  let run: { from: Buffer | FileHandle; start: number; end: number } | undefined
  const flush = () => {
    if (run) parts.push(Buffer.isBuffer(run.from) ? run.from.subarray(run.start, run.end) : { file: run.from, start: run.start, end: run.end })
    run = undefined
  }
  for (let i = 0; i < count; i++) {
    if (i > 0) offset++
    const item = element(i)
    if (typeof item === 'string' || Buffer.isBuffer(item)) {
      flush()
      if (i > 0) parts.push(COMMA)
      const bytes = typeof item === 'string' ? Buffer.from(item) : item
      parts.push(bytes)
      ranges.push(offset, offset + bytes.length)
      offset += bytes.length
      continue
    }
    const from = 'file' in item ? item.file : item.from
    const length = item.end - item.start
    // Side by side with one byte between: a comma, checked in memory; in a file written by spliceElements, it is one.
    if (run && run.from === from && item.start === run.end + 1 && (!Buffer.isBuffer(from) || from[run.end] === 0x2c)) run.end = item.end
    else {
      flush()
      if (i > 0) parts.push(COMMA)
      run = { from, start: item.start, end: item.end }
    }
    ranges.push(offset, offset + length)
    offset += length
  }
  flush()
  return { parts, ranges }
}

const COMMA = Buffer.from(',')
const NEWLINE = Buffer.from('\n')

const WS = new Set([0x20, 0x09, 0x0a, 0x0d])
const COMMA_BYTE = 0x2c

export function hashRecord(body: Buffer, start: number, end: number): string {
  return hash('sha1', body.subarray(start, end), 'base64url')
}

/**
 * The byte ranges of the records of `{"data":[{…},{…}]}` or `[{…},{…}]` (whitespace allowed between tokens), found by
 * the registry's streaming JSON tokenizer (recordSplitter.ts), or undefined when the body has any other shape or is
 * not JSON.
 */
export function splitRecords(body: Buffer): RecordRange[] | undefined {
  return recordRanges(body)?.map(({ start, end }) => ({ start, end, known: -1 }))
}

export interface RecordRange {
  start: number
  end: number
  /** The record's position in the previous build's cache when its bytes are known to be unchanged, else -1. */
  known: number
  /** In a list made of named products and the last build's: the product's position in the last build's list. */
  was?: number
}

/** What may lie before the first record of a list answer and after its last one. */
const OPENING = /^\s*(?:\{\s*"data"\s*:\s*)?\[\s*$/
const CLOSING = /^\s*\]\s*(?:\}\s*)?$/
const SEPARATOR = /^\s*,\s*$/
/** Compared a block at a time: one native memcmp each instead of a JavaScript loop over 50 MB. */
const BLOCK = 1 << 20

/**
 * The answer the previous build read, as unchangedRecords reads it: the body itself (after a 304), or its file in the
 * HTTP cache, read a block at a time (held whole, it was one more copy of the catalogue: ~500 MB at 100,000 products).
 */
interface OldAnswer {
  length: number
  /** Bytes `start`..`end`: a view of the body, or of the block last read from the file when they lie in it. */
  slice(start: number, end: number): Buffer
}

function oldAnswer(old: Buffer | FileHandle): OldAnswer {
  if (Buffer.isBuffer(old)) return { length: old.length, slice: (start, end) => old.subarray(start, end) }
  const { fd } = old
  const length = fstatSync(fd).size
  const read = (start: number, end: number) => readRange(fd, start, end, 'the last products answer is shorter than it was')
  let block: Buffer = Buffer.alloc(0)
  let blockAt = 0
  return {
    length,
    slice(start, end) {
      if (start >= blockAt && end <= blockAt + block.length) return block.subarray(start - blockAt, end - blockAt)
      const from = start - (start % BLOCK)
      if (end > from + BLOCK) return read(start, end)
      // Scans go forwards and backwards over neighbouring records: the aligned block around them is kept.
      block = read(from, Math.min(length, from + BLOCK))
      blockAt = from
      return block.subarray(start - blockAt, end - blockAt)
    },
  }
}

/**
 * The records of `body` found by comparing it with the answer the previous build read (`old`, its records at
 * `oldRanges`, each a record of the previous cache): after an edit both are the same bytes but for a few records.
 * The records wholly inside the common prefix lie where they lay, with the same bytes (a scan from the start meets
 * the same bytes in the same state); those wholly inside the common suffix lie shifted by the change in length, once
 * a scan of the middle from the last prefix record lands exactly on the first of them; only the middle is scanned.
 * Undefined when the two cannot be lined up this way (another envelope, a scan that overshoots): the caller then
 * splits the whole body. Records are taken over only where the previous answer held nothing between them but a
 * comma, so that a record the previous build skipped as invalid is read and reported again, never passed over.
 */
export function unchangedRecords(body: Buffer, previous: Buffer | FileHandle, oldRanges: readonly number[], stale?: readonly number[]): RecordRange[] | undefined {
  try {
    return lineUp(body, previous, oldRanges, new Set(stale))
  } catch {
    // The kept file is not the answer its ranges describe (shorter than they say): the body is split whole.
    return undefined
  }
}

function lineUp(body: Buffer, previous: Buffer | FileHandle, oldRanges: readonly number[], stale: ReadonlySet<number>): RecordRange[] | undefined {
  const n = oldRanges.length / 2
  if (n === 0) return undefined
  const old = oldAnswer(previous)
  const firstStart = oldRanges[0]!
  const lastEnd = oldRanges[2 * n - 1]!
  if (old.length - lastEnd > 64 || !OPENING.test(old.slice(0, firstStart).toString('latin1')) || !CLOSING.test(old.slice(lastEnd, old.length).toString('latin1'))) return undefined
  /** Record k + 1 follows record k in the old answer with only a comma between. */
  const joined = (k: number) => {
    const from = oldRanges[2 * k + 1]!
    const to = oldRanges[2 * k + 2]!
    if (to - from >= 64) return false
    const between = old.slice(from, to)
    return (to - from === 1 && between[0] === 0x2c) || SEPARATOR.test(between.toString('latin1'))
  }
  // The common start ends where the first stale record starts: from there the common end is looked for.
  let firstStale = Infinity
  for (const k of stale) firstStale = Math.min(firstStale, oldRanges[2 * k]!)
  const prefix = Math.min(firstStale, body === previous ? body.length : commonPrefix(body, old))
  if (prefix < firstStart) return undefined
  const suffix = commonSuffix(body, old, Math.min(body.length, old.length) - prefix)
  const delta = body.length - old.length
  let p = 0
  // A stale record (RawAnswer.stale) ends the prefix and the suffix as a changed one would.
  while (p < n && !stale.has(p) && oldRanges[2 * p + 1]! <= prefix && (p === 0 || joined(p - 1))) p++
  let s = n
  if (old.length - lastEnd <= suffix) {
    const suffixFrom = old.length - suffix
    while (s > p && !stale.has(s - 1) && oldRanges[2 * (s - 1)]! >= suffixFrom && (s === n || joined(s - 1))) s--
  }
  const records: RecordRange[] = []
  for (let k = 0; k < p; k++) records.push({ start: oldRanges[2 * k]!, end: oldRanges[2 * k + 1]!, known: k })
  // The stretch between the prefix's records and the suffix's (or the list's end) is split by the tokenizer: after
  // an edit it holds a record or two. Before it lies the comma after the last prefix record; after it, the comma
  // before the first suffix record, or the list's close.
  let from = p > 0 ? oldRanges[2 * p - 1]! : firstStart
  let to: number
  if (s < n) {
    to = oldRanges[2 * s]! + delta
    if (to < from) return undefined
    while (to > from && WS.has(body[to - 1]!)) to--
    if (p > 0 || to > from) {
      if (body[to - 1] !== COMMA_BYTE) return undefined
      to--
    }
  } else {
    to = body.lastIndexOf(0x5d)
    if (to < from || body.length - to > 64 || !CLOSING.test(body.toString('latin1', to))) return undefined
  }
  while (from < to && WS.has(body[from]!)) from++
  if (p > 0 && from < to) {
    if (body[from] !== COMMA_BYTE) return undefined
    from++
  }
  const middle = recordsBetween(body, from, to)
  if (!middle) return undefined
  for (const { start, end } of middle) records.push({ start, end, known: -1 })
  for (let k = s; k < n; k++) records.push({ start: oldRanges[2 * k]! + delta, end: oldRanges[2 * k + 1]! + delta, known: k })
  return records
}

/** How many bytes `a` and `b` have in common from the start. */
function commonPrefix(a: Buffer, b: OldAnswer): number {
  const max = Math.min(a.length, b.length)
  for (let at = 0; at < max; at += BLOCK) {
    const end = Math.min(at + BLOCK, max)
    const block = b.slice(at, end)
    if (a.compare(block, 0, end - at, at, end) === 0) continue
    let i = 0
    while (a[at + i] === block[i]) i++
    return at + i
  }
  return max
}

/** How many bytes `a` and `b` have in common at their ends, at most `limit`. */
function commonSuffix(a: Buffer, b: OldAnswer, limit: number): number {
  const da = a.length
  const db = b.length
  for (let n = 0; n < limit; n += BLOCK) {
    const len = Math.min(BLOCK, limit - n)
    const block = b.slice(db - n - len, db - n)
    if (a.compare(block, 0, len, da - n - len, da - n) === 0) continue
    let k = 0
    while (k < len && a[da - 1 - n - k] === block[len - 1 - k]) k++
    return n + k
  }
  return limit
}

/**
 * The previous build's cache, when it was made by this code and describes the snapshot file beside it. The file is
 * opened now, so a later build replacing it cannot change the bytes this one takes records from.
 */
export async function loadPrevious(snapshotDir: string, snapshotFile: string, key: string): Promise<PreviousProducts | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined
  try {
    const bytes = await readWhole(path.join(snapshotDir, SUMMARY_CACHE_FILE))
    const first = bytes.indexOf(0x0a)
    const second = bytes.indexOf(0x0a, first + 1)
    const third = bytes.indexOf(0x0a, second + 1)
    // (A cache of three lines, from before the render head had a line of its own, is not read: the records are.)
    if (first < 0 || second < 0 || third < 0 || bytes[first + 1] !== 0x7b) return undefined
    const header = { ...JSON.parse(bytes.toString('utf8', 0, first)), ...JSON.parse(bytes.toString('utf8', first + 1, second)) } as CacheHeader
    if (header.key !== key) return undefined
    const summaries = bytes.subarray(second + 1, third)
    const digest = bytes.subarray(third + 1)
    const { reviewsSha1, summaryRanges, digestLayout: layout, ...rest } = header
    // Most of the digest is reviews, several megabytes at 10,000 products, of which a rebuild reads a page or two.
    const digestLayout = reviewsSha1 && layoutFits(layout, reviewsSha1, digest.length) ? layout : null
    const cache: SummaryCache = {
      ...rest,
      summaries: JSON.parse(summaries.toString('utf8')) as ProductSummary[],
      reviews: reviewsSha1 ? { sha1: reviewsSha1, digest: digestLayout ? reviewsOnDemand(digest, digestLayout) : (JSON.parse(digest.toString('utf8')) as ReviewsDigest) } : null,
    }
    const n = cache.hashes.length
    if (cache.summaries.length !== n || cache.ranges.length !== 2 * n || summaryRanges.length !== 2 * n) return undefined
    if (cache.raw?.ranges.length !== 2 * n || !(cache.raw.stale ?? []).every((k) => Number.isInteger(k) && k >= 0 && k < n)) cache.raw = null
    if (!memoFits(cache.memo, n)) cache.memo = null
    handle = await open(path.join(snapshotDir, snapshotFile), 'r')
    const { size } = await handle.stat()
    const head = `{"fetchedAt":${JSON.stringify(cache.fetchedAt)},`
    const start = Buffer.alloc(Buffer.byteLength(head))
    await handle.read(start, 0, start.length, 0)
    if (start.toString() !== head || cache.ranges.some((offset) => offset > size)) {
      await handle.close()
      return undefined
    }
    return { cache, byHash: new Map(cache.hashes.map((hash, i) => [hash, i])), file: handle, bytes: { summaries, summaryRanges, digest, digestLayout } }
  } catch {
    await handle?.close().catch(() => undefined)
    return undefined
  }
}

function memoFits(memo: KeptMemo | null | undefined, rows: number): boolean {
  if (!memo || typeof memo.newIn !== 'string' || memo.newIn.length !== rows || (memo.pageKey !== null && typeof memo.pageKey !== 'string')) return false
  return [memo.card, memo.reviews, memo.share, memo.facets, memo.page].every((column) => Array.isArray(column) && column.length === rows)
}

/**
 * Written after the snapshot it describes; a build that could not split the records removes the stale one. Answers
 * the reviews digest it wrote, when it has a layout, for the build to read its reviews from the snapshot file
 * (reviewsFromFiles).
 * `takenFrom(i)`: the position in `previous` of summary i when it was taken over from it (its bytes are copied).
 */
export async function writeSummaryCache(snapshotDir: string, cache: SummaryCache | undefined, previous?: PreviousProducts, takenFrom?: (i: number) => number): Promise<WrittenDigest | undefined> {
  const file = path.join(snapshotDir, SUMMARY_CACHE_FILE)
  await rm(path.join(snapshotDir, OLD_CACHE_FILE), { force: true })
  if (!cache) return void (await rm(file, { force: true }))
  const old = previous?.bytes ?? undefined
  const { parts, ranges } = spliceElements(cache.summaries.length, 1, (i) => {
    const at = old && takenFrom ? takenFrom(i) : -1
    return at >= 0 ? { from: old!.summaries, start: old!.summaryRanges[2 * at]!, end: old!.summaryRanges[2 * at + 1]! } : JSON.stringify(cache.summaries[i])
  })
  const digest = !cache.reviews
    ? { bytes: Buffer.from('null'), layout: null }
    : old?.digestLayout && previous!.cache.reviews?.sha1 === cache.reviews.sha1
      ? { bytes: old.digest, layout: old.digestLayout }
      : serialiseDigest(cache.reviews.digest, cache.reviews.sha1)
  const { summaries: _summaries, reviews, ...rest } = cache
  const { fetchedAt, ranges: recordRanges, ...nextBuilds } = rest
  const head: RenderHead = { fetchedAt, ranges: recordRanges, reviewsSha1: reviews?.sha1 ?? null, summaryRanges: ranges, digestLayout: digest.layout }
  const temp = `${file}.${process.pid}.tmp`
  await writeParts(temp, [Buffer.from(JSON.stringify(head)), NEWLINE, Buffer.from(JSON.stringify(nextBuilds)), NEWLINE, Buffer.from('['), ...parts, Buffer.from(']'), NEWLINE, digest.bytes])
  await rename(temp, file)
  return digest.layout ? { bytes: digest.bytes, layout: digest.layout } : undefined
}
