/**
 * Fetch step: reads every catalogue call of the contract from the shop API, validates each record on its own and
 * returns the snapshot the pages render from. One bad record is skipped with a warning that names it and the
 * field; a required call that cannot be read, or too large a share of bad records, fails the build.
 */
import { createHash } from 'node:crypto'
import { catalogueCalls, type CatalogueCall, livePaths, type Product, ReviewSchema, unwrap } from '../../data/contract/schemas'
import { SNAPSHOT_FILE, type CatalogueSnapshot, type ProductRating } from '../../data/build/snapshot'
import { toReviewModel } from '../../data/reviews/records'
import { firstPageOfApproved, ratingSummary, type ReviewModel } from '../../data/reviews/rules'
import { EXIT, VitrineError } from '../errors'
import { ANSWER_CALLS, requestAnswers, type AnswerOptions, type CatalogueAnswers } from './catalogueAnswers'
import { createAgent, DEFAULT_HTTP, type LazyBody } from './httpClient'
import { namedList, readNamedProducts, type NamedList, type NamedRecord } from './namedProducts'
import { listRecords, readProducts, withLazyProducts, type InvalidRecord, type ProductRecords, type ProductsAnswer } from './productRecords'
import { loadPrevious, type PreviousProducts, type SummaryCache } from './recordCache'
import { collectAfterLettingGo } from '../workers/heap.mjs'

export interface SkippedRecord {
  call: CatalogueCall
  index: number
  id?: string
  /** The record's own name (a product's, a category's, an article's title, a menu's, a banner's type), when it has one: what an editor knows it by. */
  name?: string
  reason: string
}

export interface FetchResult {
  /**
   * Undefined when `isUnchanged` recognised the answers: nothing was parsed. Its products are read on first access:
   * the build reads them through `products` instead.
   */
  snapshot?: CatalogueSnapshot
  /** The valid products as summaries, whole records on demand (see productRecords.ts). */
  products?: ProductRecords
  /** What the next build's record cache keeps besides the products (see writeSnapshot). */
  cache?: Pick<SummaryCache, 'key' | 'reviews'>
  /**
   * When the kept answers (tens of megabytes of products) are written for the next build's conditional requests: the
   * build goes on meanwhile and waits for it before it publishes.
   */
  httpCacheWritten?: Promise<void>
  /** A hash of every answer's bytes: equal fingerprints mean an identical catalogue. */
  fingerprint: string
  skipped: SkippedRecord[]
  /** Optional calls that could not be read; their lists are empty in the snapshot. */
  unavailable: Array<{ call: CatalogueCall | 'reviews'; reason: string }>
  /** The products were the last build's with the named ones read afresh: its skipped products stand, unless named. */
  named: boolean
  ms: number
}

export interface FetchOptions extends AnswerOptions {
  /** The answers, when the caller sent the requests already (requestAnswers); else they are requested here. */
  answers?: CatalogueAnswers
  /** Above this share of invalid records in one call, the build fails rather than publish a gutted shop. */
  maxInvalidShare?: number
  /**
   * Asked once every answer is in, before parsing: true skips parsing and validation (the previous build already
   * has this catalogue). False lets the caller start work that needs no catalogue while this step validates.
   */
  isUnchanged?: (fingerprint: string) => boolean | Promise<boolean>
  /**
   * The previous build's snapshot folder and code hash: products whose raw JSON is byte-for-byte a record that
   * build validated are taken over from it instead of being parsed and validated again (recordCache.ts).
   */
  previous?: { snapshotDir: string; key: string } | Promise<{ snapshotDir: string; key: string }>
  /**
   * Only these products changed since the last build (the CMS's hook names them): they are read by id and every
   * other product is taken over from the last build (namedProducts.ts). The answers must have been asked for so
   * (`productsNamed`).
   */
  changedProducts?: readonly string[]
}

/** The catalogue calls plus the reviews, which become the snapshot's rating summaries. */
export const FETCH_CALLS = ANSWER_CALLS.length

export async function fetchCatalogue(host: string, options: FetchOptions = {}): Promise<FetchResult> {
  const warn = options.warn ?? ((line) => console.warn(line))
  const named = options.changedProducts
  // Phase 1: every answer's bytes (a 304 reuses the kept body), unless the caller already asked for them.
  const answers = options.answers ?? requestAnswers(host, { ...options, productsNamed: named !== undefined })
  const started = answers.startedAt
  const { bodies, unavailable, etags } = answers

  // The previous build's products, loaded once the product list is known to have changed: its answer is the one
  // worth waiting for (~50 MB at 10,000 products), and this thread has little to do while it comes.
  let loadingPrevious: Promise<PreviousProducts | undefined> | undefined
  const previousProducts = () =>
    (loadingPrevious ??= Promise.resolve(options.previous).then((from) => (from ? loadPrevious(from.snapshotDir, SNAPSHOT_FILE, from.key) : undefined)))
  answers.onProductsChanged(() => void previousProducts().catch(() => undefined))
  const list = named ? await namedProducts(host, named, options, answers, previousProducts) : undefined
  await answers.done
  if (options.answers) for (let i = 0; i < ANSWER_CALLS.length; i++) options.onCall?.()
  const fingerprint = createHash('sha256')
  for (const [name] of ANSWER_CALLS) fingerprint.update(`${name}\0`).update((name === 'products' ? list?.sha1 : undefined) ?? bodies.get(name)?.sha1() ?? createHash('sha1').update('-').digest())
  const digest = fingerprint.digest('base64url')
  if (await options.isUnchanged?.(digest)) {
    closeReplaced(bodies)
    await etags?.written()
    return { fingerprint: digest, skipped: [], unavailable, named: list !== undefined, ms: performance.now() - started }
  }

  if (process.env.VITRINE_DEBUG_TIMING) process.stderr.write(`[timing] fetch answers in: ${Math.round(performance.now() - started)} ms\n`)
  // Phase 2: parse and validate record by record; products the previous build validated are taken over unparsed.
  const from = await options.previous
  const previous = await previousProducts()
  const maxInvalidShare = options.maxInvalidShare ?? 0.1
  const skipped: SkippedRecord[] = []
  const lists: Partial<Record<CatalogueCall, unknown[]>> = {}
  let products: ProductRecords | undefined
  let productsBytes = 0
  for (const [name, call] of Object.entries(catalogueCalls) as Array<[CatalogueCall, (typeof catalogueCalls)[CatalogueCall]]>) {
    if (name === 'products' && list) {
      const invalid: InvalidRecord[] = []
      products = readProducts(list.body, catalogueCalls.products.record, previous, invalid, undefined, list.ranges)
      // Each record is JSON this build serialised itself; the guard keeps a surprise from building an empty shop.
      if (!products) throw new Error('the named products could not be read back')
      lists[name] = []
      reportInvalid(name, call, invalid, products.total, maxInvalidShare, skipped, warn)
      continue
    }
    const body = bodies.get(name)?.body()
    if (!body) {
      lists[name] = []
      continue
    }
    if (name === 'products') {
      productsBytes = body.length
      const invalid: InvalidRecord[] = []
      products = readProducts(body, catalogueCalls.products.record, previous, invalid, await productsAnswer(bodies.get(name)!, previous))
      if (products) {
        // Its place in the snapshot's key order; the records themselves are read through `products`.
        lists[name] = []
        reportInvalid(name, call, invalid, products.total, maxInvalidShare, skipped, warn)
        continue
      }
    }
    lists[name] = validateList(name, call, parseBody(host + call.path, body, call.required, warn), maxInvalidShare, skipped, warn)
  }
  const reviewsBody = bodies.get('reviews')
  const reviewsSha1 = reviewsBody?.sha1().toString('hex')
  const keptDigest = previous?.cache.reviews && previous.cache.reviews.sha1 === reviewsSha1 ? previous.cache.reviews.digest : undefined
  const reviews = reviewsBody ? (keptDigest ?? reviewsDigest(parseBody(host + livePaths.reviews, reviewsBody.body(), false, warn))) : undefined
  // Every answer is read: the caller holds the answers (the command sent the requests) through the whole build, and
  // their bodies (the products' alone ~5 kB a product) are not needed again.
  const productsKept = bodies.get('products')?.kept
  closeReplaced(bodies)
  bodies.clear()
  // The products answer (~500 MB at 100,000 products) is collected once its copy for the HTTP cache is on disk.
  await collectAfterLettingGo(productsBytes, productsKept)
  // A products answer that could not be split into records was validated as a whole list above.
  products ??= listRecords(lists.products as Product[])
  const snapshot = withLazyProducts(
    {
      fetchedAt: new Date().toISOString(),
      host,
      ...(lists as Record<Exclude<CatalogueCall, 'products'>, unknown[]>),
      products: undefined,
      ...(reviews ?? {}),
    } as unknown as CatalogueSnapshot,
    products,
  )
  if (process.env.VITRINE_DEBUG_TIMING) process.stderr.write(`[timing] products: ${products.parsed} of ${products.total} parsed, the rest taken over\n`)
  const cache = from ? { key: from.key, reviews: reviews && reviewsSha1 ? { sha1: reviewsSha1, digest: reviews } : null } : undefined
  const httpCacheWritten = etags?.written() ?? Promise.resolve()
  httpCacheWritten.catch(() => undefined)
  return { snapshot, products, ...(cache ? { cache } : {}), httpCacheWritten, fingerprint: digest, skipped, unavailable, named: list !== undefined, ms: performance.now() - started }
}

/**
 * The named products put in the last build's list, read while the other answers come; or, when they cannot be (see
 * namedList), undefined once the whole product list has been asked for instead.
 */
async function namedProducts(
  host: string,
  ids: readonly string[],
  options: FetchOptions,
  answers: CatalogueAnswers,
  previousProducts: () => Promise<PreviousProducts | undefined>,
): Promise<NamedList | undefined> {
  const warn = options.warn ?? ((line) => console.warn(line))
  const http = { ...DEFAULT_HTTP, ...options.http }
  const agent = createAgent(http)
  let made: ReturnType<typeof namedList>
  try {
    const previous = previousProducts()
    previous.catch(() => undefined)
    let records: NamedRecord[]
    try {
      records = await readNamedProducts(host, ids, agent, http)
    } catch (error) {
      throw new VitrineError(`could not read the changed products from ${host}: ${(error as Error).message.split('\n')[0]}`, {
        exitCode: EXIT.fetch,
        suggestion: 'check --host and that the shop API is up; the published site was left as it was',
        cause: error,
      })
    } finally {
      void agent.close().catch(() => undefined)
      // In the place of the product list's call (the caller counts calls it sent itself).
      if (!options.answers) options.onCall?.()
    }
    made = namedList(await previous, ids, records)
  } catch (error) {
    answers.skipList()
    throw error
  }
  if (!('reason' in made)) {
    answers.skipList()
    return made
  }
  warn(`reading every product, not only the ${ids.length === 1 ? 'changed one' : `${ids.length} changed ones`}: ${made.reason}`)
  await answers.readList()
  return undefined
}

/**
 * The products answer's digest, and the answer the previous build read when it is at hand: the kept body itself after
 * a 304, or the one a new answer replaced in the HTTP cache, if it is the very answer the record cache describes.
 */
async function productsAnswer(answer: LazyBody, previous: PreviousProducts | undefined): Promise<ProductsAnswer> {
  const sha1 = answer.sha1().toString('hex')
  const kept = previous?.cache.raw?.sha1
  if (!kept) return { sha1 }
  if (kept === sha1) return { sha1, before: answer.body() }
  if (answer.replaced?.sha1.toString('hex') !== kept) return { sha1 }
  return { sha1, before: await answer.replaced.file.catch(() => undefined) }
}

/** Closes the kept answers' files that new answers replaced, opened for comparing (the products'), read or not. */
function closeReplaced(bodies: CatalogueAnswers['bodies']): void {
  for (const body of bodies.values()) body?.replaced?.file.then((handle) => handle.close()).catch(() => undefined)
}

/** The list in a body; malformed JSON fails a required call and empties an optional one. */
function parseBody(url: string, body: Buffer, required: boolean, warn: (line: string) => void): unknown[] {
  try {
    return unwrap.list(JSON.parse(body.toString('utf8')))
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'answered malformed JSON' : `answered ${(error as Error).message}`
    const path = new URL(url).pathname
    if (required) {
      throw new VitrineError(`could not read ${path} from ${new URL(url).origin}: ${url} ${reason}`, {
        exitCode: EXIT.fetch,
        suggestion: 'check --host and that the shop API is up; the published site was left as it was',
      })
    }
    warn(`warning: ${path} ${reason}; building without it`)
    return []
  }
}

function validateList(
  name: CatalogueCall,
  call: (typeof catalogueCalls)[CatalogueCall],
  records: unknown[],
  maxInvalidShare: number,
  skipped: SkippedRecord[],
  warn: (line: string) => void,
): unknown[] {
  const valid: unknown[] = []
  const invalid: InvalidRecord[] = []
  records.forEach((record, index) => {
    const parsed = call.record.safeParse(record)
    if (parsed.success) return void valid.push(parsed.data)
    const issue = parsed.error.issues[0]!
    invalid.push({ index, record, issue: { path: issue.path, message: issue.message } })
  })
  reportInvalid(name, call, invalid, records.length, maxInvalidShare, skipped, warn)
  return valid
}

/** One warning per invalid record, naming it and the field; too large a share of them fails the build. */
function reportInvalid(
  name: CatalogueCall,
  call: (typeof catalogueCalls)[CatalogueCall],
  invalid: InvalidRecord[],
  total: number,
  maxInvalidShare: number,
  skipped: SkippedRecord[],
  warn: (line: string) => void,
): void {
  for (const { index, record, issue } of invalid) {
    const id = recordId(record)
    const named = recordName(record)
    const reason = `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`
    skipped.push({ call: name, index, id, ...(named ? { name: named } : {}), reason })
    warn(`warning: skipped ${name}[${index}]${id ? ` (_id ${id})` : ''}${named ? ` "${named}"` : ''}: ${reason}`)
  }
  if (total > 0 && invalid.length / total > maxInvalidShare) {
    throw new VitrineError(`${invalid.length} of ${total} records from ${call.path} are invalid (more than ${Math.round(maxInvalidShare * 100)}%)`, {
      exitCode: EXIT.fetch,
      suggestion: 'fix the data at the source, or raise --max-invalid if this is expected',
    })
  }
}

/**
 * What the pages show of GET /api/reviews: per product, the approved reviews' summary (average to two decimals, count,
 * per-star counts) and their first page, most recent first. Pending and invalid records are left out.
 */
export function reviewsDigest(records: unknown[]): { ratings: Record<string, ProductRating>; reviews: Record<string, ReviewModel[]> } {
  const byProduct = new Map<string, ReviewModel[]>()
  for (const record of records) {
    const parsed = ReviewSchema.safeParse(record)
    if (!parsed.success || !parsed.data.is_approved) continue
    const review = toReviewModel(parsed.data)
    if (!review) continue
    const list = byProduct.get(review.productId)
    if (list) list.push(review)
    else byProduct.set(review.productId, [review])
  }
  const ratings: Record<string, ProductRating> = {}
  const reviews: Record<string, ReviewModel[]> = {}
  for (const [id, list] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const summary = ratingSummary(list)
    ratings[id] = { average: Math.round(summary.average! * 100) / 100, count: summary.count, stars: summary.distribution.map((d) => d.count) }
    reviews[id] = firstPageOfApproved(list)
  }
  return { ratings, reviews }
}

function recordId(record: unknown): string | undefined {
  const id = (record as { _id?: unknown } | null)?._id
  return typeof id === 'string' ? id : undefined
}

/** The fields the catalogue's records are named by (data/contract/schemas.ts), the first a record has as text. */
const NAME_FIELDS = ['product_name', 'category_name', 'sub_category_name', 'blog_title', 'name', 'banner_type'] as const
/** Kept to a line: a name is how an editor finds the record in the CMS, and a malformed one may be anything. */
const NAME_MAX = 80

function recordName(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined
  for (const field of NAME_FIELDS) {
    const value = (record as Record<string, unknown>)[field]
    if (typeof value !== 'string') continue
    const name = value.replace(/\s+/g, ' ').trim()
    if (name) return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name
  }
  return undefined
}
