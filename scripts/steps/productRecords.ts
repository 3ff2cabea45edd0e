/**
 * The products answer, read as little as possible (see recordCache.ts): every valid product as its summary, its
 * whole record parsed on demand, and the snapshot file written by taking unchanged records' JSON over from the
 * previous one. A first build (or any answer the cache cannot serve) parses and validates every record.
 */
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs'
import { rename, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ZodType } from 'zod'
import { productSummary, type ProductSummary } from '../../data/build/productSummary'
import { readRange } from '../../data/build/readRange'
import { SNAPSHOT_FILE, type CatalogueSnapshot } from '../../data/build/snapshot'
import type { Product } from '../../data/contract/schemas'
import { hashRecord, spliceElements, splitRecords, unchangedRecords, writeSummaryCache, type PreviousProducts, type RawAnswer, type RecordRange, type SummaryCache } from './recordCache'
import type { WrittenDigest } from '../../data/build/reviewsDigest'
import { writingParts } from './bigFiles'
import { resumeOptimising } from './optimiser'
import { collectAfterStep } from '../workers/heap.mjs'

export interface ProductRecords {
  /** Every valid product, in the answer's order. */
  summaries: ProductSummary[]
  /** The hash of each one's raw JSON; null when the answer could not be split into records. */
  hashes: string[] | null
  /** The validated record of the i-th product (parsed on each use, the last few kept: records are not held). */
  record(i: number): Product
  /** The validated record's JSON, as the snapshot holds it, for a product read afresh by this build. */
  recordJson(i: number): Buffer | undefined
  /** Records in the answer, valid or not. */
  total: number
  /** How many records were parsed and validated (the rest were taken over from the previous build). */
  parsed: number
  /** Where product i's JSON lies in the previous snapshot file, when it was taken over from it. */
  previousRange(i: number): [start: number, end: number] | undefined
  /** Product i's position in the previous build's cache, or -1 when it was read afresh. */
  takenFrom(i: number): number
  previous: PreviousProducts | undefined
  /** The answer's SHA-1 and where each product's JSON lies in it, for the next build (SummaryCache.raw). */
  raw: SummaryCache['raw']
  /**
   * Once the build's snapshot file holds every record (`ranges`: writeSnapshot's answer), records are read from it and
   * what they were read from until then is let go: the records validated by this build (a scratch file) and the
   * previous snapshot file. The products answer itself is not read after the records are split and hashed.
   */
  readFromSnapshot(file: string, ranges: readonly number[]): void
}

/** Past this many records to validate, the build wants optimised code (optimiser.ts). */
const MANY_RECORDS = 200

/** An invalid record: its position in the answer and the first problem zod found. */
export interface InvalidRecord {
  index: number
  record: unknown
  issue: { path: PropertyKey[]; message: string }
}

/** The products answer besides its bytes. */
export interface ProductsAnswer {
  /** Its SHA-1, hex. */
  sha1: string
  /**
   * The answer the previous build read (SummaryCache.raw), when it was kept (the body itself after a 304, else its file
   * in the HTTP cache): only the records that differ are split.
   */
  before?: Buffer | FileHandle
}

/**
 * The records of the products answer. Malformed JSON in a record returns undefined: the caller parses the whole body
 * and reports the call's failure as it does for any call. `given`: the records' places when the caller has them (a
 * list made of named products and the last build's: namedProducts.ts); else the body is lined up or split here.
 */
export function readProducts(body: Buffer, schema: ZodType<Product>, previous: PreviousProducts | undefined, invalid: InvalidRecord[], answer?: ProductsAnswer, given?: RecordRange[]): ProductRecords | undefined {
  const validate = (record: unknown, index: number): Product | undefined => {
    const parsed = schema.safeParse(record)
    if (parsed.success) return parsed.data
    const issue = parsed.error.issues[0]!
    invalid.push({ index, record, issue: { path: issue.path, message: issue.message } })
    return undefined
  }
  const before = given ?? (answer?.before && previous?.cache.raw ? unchangedRecords(body, answer.before, previous.cache.raw.ranges, previous.cache.raw.stale) : undefined)
  if (process.env.VITRINE_DEBUG_TIMING && answer?.before) process.stderr.write(`[timing] products: ${before ? `${before.filter((r) => r.known < 0).length} records split, the rest lined up with the last answer` : 'the last answer could not be lined up'}\n`)
  const ranges = before ?? splitRecords(body)
  if (!ranges) {
    resumeOptimising()
    let list: unknown[]
    try {
      const parsed = JSON.parse(body.toString('utf8')) as unknown
      list = Array.isArray(parsed) ? parsed : ((parsed as { data?: unknown } | null)?.data as unknown[])
      if (!Array.isArray(list)) return undefined
    } catch {
      return undefined
    }
    return { ...listRecords(list.flatMap((record, index) => validate(record, index) ?? [])), total: list.length }
  }
  const summaries: ProductSummary[] = []
  const hashes: string[] = []
  const spans: number[] = []
  const taken: number[] = []
  /** With `given`: per product, its position in the last build's list, and whether it was read afresh (named). */
  const places: number[] = []
  const named: boolean[] = []
  // Each product validated here is kept as the JSON the snapshot will hold, not as objects (a cold build of 10,000
  // products held ~10 times their JSON's size in records until the end of the build), and in a file, not in memory.
  const validated = new ValidatedRecords()
  /** Per product, where its validated JSON lies in `validated` (-1, -1: taken over). */
  const json: number[] = []
  let fresh = 0
  for (let index = 0; index < ranges.length; index++) {
    const { start, end, known: at } = ranges[index]!
    const hash = at >= 0 ? previous!.cache.hashes[at]! : hashRecord(body, start, end)
    const known = at >= 0 ? at : previous?.byHash.get(hash)
    if (known !== undefined) {
      summaries.push(previous!.cache.summaries[known]!)
      json.push(-1, -1)
    } else {
      // Validating thousands of records is a loop worth optimised code (optimiser.ts), and garbage worth collecting.
      if (++fresh === MANY_RECORDS) resumeOptimising()
      if (fresh % 10_000 === 0) collectAfterStep()
      let record: unknown
      try {
        record = JSON.parse(body.toString('utf8', start, end)) as unknown
      } catch {
        validated.close()
        return undefined
      }
      const product = validate(record, index)
      if (!product) continue
      summaries.push(productSummary(product))
      json.push(...validated.add(JSON.stringify(product)))
    }
    hashes.push(hash)
    spans.push(start, end)
    taken.push(known ?? -1)
    if (given) {
      places.push(ranges[index]!.was ?? -1)
      named.push(at < 0)
    }
  }
  const parsed = ranges.length - taken.filter((at) => at >= 0).length
  // Nothing is read from the answer again: a record is this build's validated JSON or, taken over, the previous
  // build's (in the previous snapshot file, validated by this very code), until the snapshot holds them all.
  const recent = new Map<number, Product>()
  let written: { file: string; ranges: readonly number[] } | undefined
  const record = (i: number): Product => {
    let product = recent.get(i)
    if (product) return product
    const bytes = written ? readFromFile(written.file, written.ranges[2 * i]!, written.ranges[2 * i + 1]!) : (recordJson(i) ?? previousJson(i))
    product = JSON.parse(bytes.toString('utf8')) as Product
    // A page asks for its product a few times; no more than a few pages' records are kept.
    if (recent.size >= RECENT_RECORDS) recent.delete(recent.keys().next().value!)
    recent.set(i, product)
    return product
  }
  const previousRange = (i: number): [number, number] | undefined => {
    const at = taken[i]!
    return at < 0 ? undefined : [previous!.cache.ranges[2 * at]!, previous!.cache.ranges[2 * at + 1]!]
  }
  const raw = answer ? { sha1: answer.sha1, ranges: spans } : given && previous?.cache.raw ? keptAnswer(previous.cache.raw, places, named) : null
  const recordJson = (i: number) => (json[2 * i]! >= 0 ? validated.read(json[2 * i]!, json[2 * i + 1]!) : undefined)
  const previousJson = (i: number) => {
    const range = previousRange(i)
    if (!range || !previous?.file) throw new Error(`products: the record of ${summaries[i]!._id} was read after it was let go`)
    return readRange(previous.file.fd, range[0], range[1], 'the previous snapshot is shorter than its record cache says')
  }
  const readFromSnapshot = (file: string, at: readonly number[]) => {
    written = { file, ranges: at }
    validated.close()
    json.length = 0
    if (previous?.file) {
      void previous.file.close().catch(() => undefined)
      previous.file = null
    }
  }
  return { summaries, hashes, record, recordJson, total: ranges.length, parsed, previousRange, takenFrom: (i) => taken[i]!, previous, raw, readFromSnapshot }
}

/**
 * The last products answer, still the one the HTTP cache keeps, as the products of a build told which products changed
 * lie in it: each in its place, the ones read by id marked stale (their bytes there are not their records').
 */
function keptAnswer(answer: RawAnswer, places: readonly number[], named: readonly boolean[]): RawAnswer | null {
  if (places.some((k) => k < 0)) return null
  const staleBefore = new Set(answer.stale)
  const stale = places.flatMap((k, i) => (named[i] || staleBefore.has(k) ? [i] : []))
  return { sha1: answer.sha1, ranges: places.flatMap((k) => [answer.ranges[2 * k]!, answer.ranges[2 * k + 1]!]), stale }
}

/** Bytes `[start, end)` of a file (a record of the snapshot: a page asks for its product's, a few kB). */
function readFromFile(file: string, start: number, end: number): Buffer {
  const fd = openSync(file, 'r')
  try {
    return readRange(fd, start, end, `${file} is shorter than the build wrote it`)
  } finally {
    closeSync(fd)
  }
}

/** Validated JSON gathered before each write to the scratch file. */
const SCRATCH_WRITE = 4 << 20

/**
 * The records a build validated, as the snapshot will hold them, in a scratch file until the snapshot is written:
 * held in memory they were ~5 kB a product through the fetch and the plan (250 MB at 50,000 products). The file is
 * unlinked as soon as it is made, so it goes with its descriptor whatever becomes of the build.
 */
class ValidatedRecords {
  private fd: number | undefined
  private size = 0
  private pending: string[] = []
  private pendingBytes = 0

  /** Appends a record's JSON; answers where it lies. */
  add(json: string): [start: number, end: number] {
    const start = this.size + this.pendingBytes
    const length = Buffer.byteLength(json)
    this.pending.push(json)
    this.pendingBytes += length
    if (this.pendingBytes >= SCRATCH_WRITE) this.flush()
    return [start, start + length]
  }

  read(start: number, end: number): Buffer {
    this.flush()
    if (this.fd === undefined) throw new Error('the validated records were read after they were let go')
    return readRange(this.fd, start, end, 'the validated records file is shorter than the build wrote it')
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd)
    this.fd = undefined
    this.pending = []
    this.pendingBytes = 0
  }

  private flush(): void {
    if (this.pendingBytes === 0) return
    if (this.fd === undefined) {
      const file = path.join(tmpdir(), `vitrine-records-${process.pid}-${randomBytes(6).toString('hex')}`)
      this.fd = openSync(file, 'w+')
      unlinkSync(file)
    }
    const bytes = Buffer.from(this.pending.join(''))
    let at = 0
    while (at < bytes.length) at += writeSync(this.fd, bytes, at, bytes.length - at, this.size + at)
    this.size += bytes.length
    this.pending = []
    this.pendingBytes = 0
  }
}

/** Records kept parsed after use (the pages rendered in this process ask for theirs a few times each). */
const RECENT_RECORDS = 32

/** Products validated as one list (an answer the cache cannot split): nothing to take over, nothing to cache. */
export function listRecords(products: Product[]): ProductRecords {
  return { summaries: products.map(productSummary), hashes: null, record: (i) => products[i]!, recordJson: () => undefined, total: products.length, parsed: products.length, previousRange: () => undefined, takenFrom: () => -1, previous: undefined, raw: null, readFromSnapshot: () => undefined }
}

/**
 * The snapshot with its products read on first access (all of them then parsed): the build reads products through
 * its index (summaries, and whole records of the pages it renders), so a rebuild never materialises the rest.
 */
export function withLazyProducts(snapshot: Omit<CatalogueSnapshot, 'products'> & { products?: unknown }, records: ProductRecords): CatalogueSnapshot {
  Object.defineProperty(snapshot, 'products', {
    enumerable: true,
    configurable: true,
    get() {
      if (process.env.VITRINE_DEBUG_TIMING) process.stderr.write('[timing] every product record parsed (snapshot.products was read)\n')
      const all = records.summaries.map((_, i) => records.record(i))
      Object.defineProperty(snapshot, 'products', { value: all, enumerable: true, configurable: true, writable: true })
      return all
    },
  })
  return snapshot as CatalogueSnapshot
}

/**
 * Writes the snapshot file atomically (a reader never sees half a file), each unchanged product's JSON copied from the
 * previous file. The result is the bytes `JSON.stringify(snapshot)` would give, without serialising tens of thousands
 * of records again. Answers where each product's JSON lies in the file, for the record cache (writeRecordCache).
 */
export async function writeSnapshot(snapshot: CatalogueSnapshot, records: ProductRecords, dir: string): Promise<number[]> {
  const file = path.join(dir, SNAPSHOT_FILE)
  // Made and opened from the call, as every write is sent: the build's thread goes on planning, without a pause
  // for this function to go on from an await.
  mkdirSync(dir, { recursive: true })
  const mark = '\u0000vitrine-products\u0000'
  const digest = keptDigest(snapshot, records)
  const shell: Record<string, unknown> = {}
  for (const key of Object.keys(snapshot)) if (!digest || (key !== 'ratings' && key !== 'reviews')) shell[key] = key === 'products' ? mark : (snapshot as unknown as Record<string, unknown>)[key]
  const text = JSON.stringify(shell)
  const at = text.indexOf(`"products":${JSON.stringify(mark)}`) + '"products":'.length
  const head = Buffer.from(`${text.slice(0, at)}[`)
  // The reviews digest, last in the snapshot, as the record cache holds it (`{"ratings":…,"reviews":…}`): its members
  // close the snapshot's object.
  const tail = digest ? Buffer.concat([Buffer.from(`]${text.slice(at + JSON.stringify(mark).length, -1)},`), digest.subarray(1)]) : Buffer.from(`]${text.slice(at + JSON.stringify(mark).length)}`)
  // Unchanged records are copied from the previous file as it is written, a run of them at a time.
  const old = records.previous?.file ?? undefined
  const element = (i: number) => {
    const range = old && records.previousRange(i)
    return range ? { file: old!, start: range[0], end: range[1] } : (records.recordJson(i) ?? JSON.stringify(records.record(i)))
  }
  const temp = `${file}.${process.pid}.tmp`
  const ranges: number[] = []
  await writingParts(temp, async (writer) => {
    // A batch of records at a time: the file is the size of the catalogue's JSON, and only a batch of it is in memory.
    // Sent from this call, up to the writer's backlog: after an edit, every batch (nearly all of it ranges for the
    // copier's thread) is on its way before the plan starts.
    let offset = writer.write([head], 0)
    const n = records.summaries.length
    for (let from = 0; from < n; from += SNAPSHOT_BATCH) {
      const batch = spliceElements(Math.min(SNAPSHOT_BATCH, n - from), from > 0 ? offset + 1 : offset, (j) => element(from + j))
      writer.write(from > 0 ? [COMMA, ...batch.parts] : batch.parts, offset)
      for (const at of batch.ranges) ranges.push(at)
      offset = ranges[ranges.length - 1]!
      const backlog = writer.backlog()
      if (backlog) await backlog
    }
    writer.write([tail], offset)
  })
  await rename(temp, file)
  records.readFromSnapshot(file, ranges)
  return ranges
}

/** Records written to the snapshot file per batch. */
const SNAPSHOT_BATCH = 2000
const COMMA = Buffer.from(',')

/**
 * The previous build's bytes of the reviews digest, when this snapshot ends with that very digest (its ratings and
 * reviews, taken over unchanged): a few megabytes at 10,000 products that need not be serialised again.
 */
function keptDigest(snapshot: CatalogueSnapshot, records: ProductRecords): Buffer | undefined {
  const kept = records.previous?.cache.reviews?.digest
  if (!kept || snapshot.ratings !== kept.ratings || snapshot.reviews !== kept.reviews) return undefined
  const keys = Object.keys(snapshot)
  return keys[keys.length - 2] === 'ratings' && keys[keys.length - 1] === 'reviews' ? records.previous!.bytes?.digest : undefined
}

/**
 * Written after the snapshot file it describes (`ranges` from writeSnapshot), for the next build to take this one's
 * products over; removed when this build's products could not be split into records. Answers the reviews digest it
 * wrote (writeSummaryCache).
 */
export function writeRecordCache(dir: string, snapshot: CatalogueSnapshot, records: ProductRecords, ranges: number[], cache: Omit<SummaryCache, 'fetchedAt' | 'hashes' | 'ranges' | 'summaries' | 'raw'> | undefined): Promise<WrittenDigest | undefined> {
  return writeSummaryCache(dir, records.hashes && cache ? { fetchedAt: snapshot.fetchedAt, ...cache, hashes: records.hashes, ranges, summaries: records.summaries, raw: records.raw } : undefined, records.previous, records.takenFrom)
}

