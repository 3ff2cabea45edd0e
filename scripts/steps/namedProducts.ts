/**
 * A rebuild told which products changed (`build:catalog --changed-products`, from the CMS's publish hook): those
 * products are read with POST /api/products/by-ids and every other one is taken over from the last build's records,
 * instead of reading the whole product list (~500 MB at 100,000 products) to find the one record that differs.
 *
 * Each product keeps its place in the list. A named product the API no longer has is gone from the shop; one the last
 * build did not have (a new product, or one it skipped as invalid) has no place yet, so then, as when there is no
 * last build of this code to take over from, the build reads every product as usual. The nightly full build reads
 * the whole list anyway, and with it any change the hook did not name.
 */
import { createHash } from 'node:crypto'
import { byIdsBatches, livePaths, unwrap } from '../../data/contract/calls'
import { hashRecord, type PreviousProducts, type RecordRange } from './recordCache'
import { postForBody, type Agent, type HttpOptions } from './httpClient'

/** A named product as the API answers it now: its id, and its JSON as the list answer holds it. */
export interface NamedRecord {
  id: string | undefined
  json: Buffer
}

/** The named products the API has (ids it does not know are left out of its answer). */
export async function readNamedProducts(host: string, ids: readonly string[], agent: Agent, http: HttpOptions): Promise<NamedRecord[]> {
  const answers = await Promise.all(byIdsBatches(ids).map((batch) => postForBody(host + livePaths.productsByIds, agent, { ids: batch }, http)))
  // The reference API writes a record alike in both answers (JSON.stringify), so the next full build recognises it.
  return answers.flatMap((body) =>
    unwrap.products(JSON.parse(body.toString('utf8')) as unknown).map((record) => {
      const id = (record as { _id?: unknown } | null)?._id
      return { id: typeof id === 'string' ? id : undefined, json: Buffer.from(JSON.stringify(record)) }
    }),
  )
}

/** The product list of this build: the last one's, with the named products' records put in their places. */
export interface NamedList {
  /** The named records' JSON, one after another (their ranges point into it). */
  body: Buffer
  /** Per product, in list order: a named record's bytes in `body`, or the last build's record at `known`. */
  ranges: RecordRange[]
  /** Stands for the whole list in the build's fingerprint: a digest of every product's raw hash, in order. */
  sha1: Buffer
}

/**
 * The list with the named records put in, or why it cannot be made so (the build then reads every product). `ids`:
 * what was named; `records`: what the API answered for them (ids it does not know are left out).
 */
export function namedList(previous: PreviousProducts | undefined, ids: readonly string[], records: readonly NamedRecord[]): NamedList | { reason: string } {
  if (!previous) return { reason: 'there is no last build of this code to take the other products over from' }
  const places = new Map(previous.cache.summaries.map((summary, i) => [summary._id, i]))
  const named = new Set(ids)
  const fresh = new Map<number, [start: number, end: number]>()
  let offset = 0
  for (const { id, json } of records) {
    if (id === undefined || !named.has(id)) return { reason: `the API answered a product that was not named${id === undefined ? ' (without an _id)' : ` (${id})`}` }
    const place = places.get(id)
    if (place === undefined) return { reason: `product ${id} is new to the shop` }
    if (fresh.has(place)) return { reason: `the API answered product ${id} twice` }
    fresh.set(place, [offset, offset + json.length])
    offset += json.length
  }
  const body = Buffer.concat(records.map((r) => r.json))
  const ranges: RecordRange[] = []
  const digest = createHash('sha1')
  previous.cache.summaries.forEach((summary, k) => {
    const at = fresh.get(k)
    if (at) {
      ranges.push({ start: at[0], end: at[1], known: -1, was: k })
      digest.update(hashRecord(body, at[0], at[1]))
    } else if (!named.has(summary._id)) {
      ranges.push({ start: 0, end: 0, known: k, was: k })
      digest.update(previous.cache.hashes[k]!)
    }
    // Named and not answered: the product is gone from the shop.
  })
  return { body, ranges, sha1: digest.digest() }
}
