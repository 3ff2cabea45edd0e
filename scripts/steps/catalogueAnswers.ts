/**
 * The catalogue's answers as bytes: every list call of the contract and the reviews, requested at once (the product
 * list first), with the ETags and bodies kept from the last build. Parsing them is fetchCatalogue.ts's work; this
 * module is kept apart and light (no zod, no page code), so that `vitrine build:catalog --host` sends its requests
 * before it loads the rest of the pipeline, and the API works on its answers meanwhile.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { open, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { catalogueLists, livePaths } from '../../data/contract/calls'
import { EXIT, VitrineError } from '../errors'
import { DEFAULT_HTTP, type EtagCache, getLazyBody, type HttpOptions, type LazyBody, readerThread } from './httpClient'
import { writeAtOnce } from './bigFiles'
import { mapLimit } from './mapLimit'

export type AnswerName = keyof typeof catalogueLists | 'reviews'
type Call = [AnswerName, { path: string; required: boolean }]

/** The catalogue lists plus the reviews (which become the snapshot's rating summaries), in the snapshot's order. */
export const ANSWER_CALLS: Call[] = [...(Object.entries(catalogueLists) as Call[]), ['reviews', { path: livePaths.reviews, required: false }]]

export interface AnswerOptions {
  http?: Partial<HttpOptions>
  concurrency?: number
  warn?: (line: string) => void
  /** Called as each call completes (progress). */
  onCall?: () => void
  /** Where bodies and ETags of the last fetch are kept, for conditional requests. */
  cacheDir?: string
  /**
   * The build was told which products changed (namedProducts.ts): the product list is not asked for (it is read later,
   * with `readList`, only when those products cannot be put in the last build's list).
   */
  productsNamed?: boolean
}

export interface CatalogueAnswers {
  /** Settles when every answer is in; rejects (exit 3) when a required call could not be read. */
  done: Promise<void>
  startedAt: number
  /** Each call's body (a 304 reuses the kept one), or null for an optional call that could not be read. */
  bodies: Map<AnswerName, LazyBody | null>
  unavailable: Array<{ call: AnswerName; reason: string }>
  /** The kept bodies and tags; `written()` settles once this fetch's answers are stored for the next build. */
  etags: (EtagCache & { written(): Promise<void> }) | undefined
  /** `listener` runs once the product list has answered with new bytes (at once if it already has). */
  onProductsChanged(listener: () => void): void
  /** Asks for the product list now (it was left out: `productsNamed`) and sets its body. */
  readList(): Promise<void>
  /** The product list will not be asked for (`productsNamed`): the reader thread goes once the other answers are in. */
  skipList(): void
}

/** Where a build keeps the answers and their ETags, beside its snapshot. */
export const answersCacheDir = (snapshotDir: string) => path.join(snapshotDir, 'http')

/** Sends every catalogue request now and gathers the answers. */
export function requestAnswers(host: string, options: AnswerOptions = {}): CatalogueAnswers {
  const startedAt = performance.now()
  const http = { ...DEFAULT_HTTP, ...options.http }
  const warn = options.warn ?? ((line) => console.warn(line))
  const reader = readerThread(http, options.concurrency ?? 4)
  const bodies = new Map<AnswerName, LazyBody | null>()
  const unavailable: CatalogueAnswers['unavailable'] = []
  const etags = options.cacheDir ? fileEtagCache(options.cacheDir, ANSWER_CALLS.map(([, call]) => host + call.path)) : undefined
  let productsChanged = false
  /** The product list has answered, or will not be asked for: no listener is kept from then on. */
  let productsSettled = false
  // Kept only while the list's status may still come: the build's listener holds its fetch step's options, and through
  // them the plan's closures, with the whole catalogue's records, index and snapshot; the command holds these answers
  // to the end of the build. Kept to the end, it (with the digest's bytes the reviews held, see catalogueIndex.ts
  // reviewsFromFiles) held a 100,000-product build thread's heap at ~490 MB through the render, ~165 MB without.
  let listener: (() => void) | undefined
  const onRetry: HttpOptions['onRetry'] = ({ url, attempt, reason, waitMs }) =>
    warn(`retrying ${url} (attempt ${attempt + 1}, ${reason}, waiting ${Math.round(waitMs)} ms)`)
  const settleProducts = () => {
    productsSettled = true
    listener = undefined
  }
  const onProductsStatus = (status: number) => {
    if (status !== 200 || productsChanged) return
    productsChanged = true
    listener?.()
  }

  const read = async ([name, call]: Call) => {
    try {
      const onStatus = name === 'products' ? onProductsStatus : undefined
      bodies.set(name, await getLazyBody(host + call.path, reader.transport, { ...http, onRetry, onStatus }, 'application/json', etags))
    } catch (error) {
      const reason = (error as Error).message
      if (call.required) {
        throw new VitrineError(`could not read ${call.path} from ${host}: ${reason}`, {
          exitCode: EXIT.fetch,
          suggestion: 'check --host and that the shop API is up; the published site was left as it was',
          cause: error,
        })
      }
      warn(`warning: ${call.path} unavailable (${reason}); building without ${name === 'reviews' ? 'ratings' : 'it'}`)
      unavailable.push({ call: name, reason })
      bodies.set(name, null)
    } finally {
      if (name === 'products') settleProducts()
      options.onCall?.()
    }
  }
  // The product list first: at 10,000 products it is ~50 MB that the API and the transfer take longest over.
  const list = ANSWER_CALLS.filter(([name]) => name === 'products')
  const byLength = [...(options.productsNamed ? [] : list), ...ANSWER_CALLS.filter(([name]) => name !== 'products')]
  // With the products named, the thread stays for the product list until the build knows whether it needs it.
  let listSettled = !options.productsNamed
  let callsSettled = false
  let closed = false
  const close = () => {
    if (!closed) reader.close()
    closed = true
  }
  const closeWhenIdle = () => {
    if (listSettled && callsSettled) close()
  }
  const done = mapLimit(byLength, options.concurrency ?? 4, read).then(
    () => {
      callsSettled = true
      closeWhenIdle()
    },
    (error: unknown) => {
      close()
      throw error
    },
  )
  // Awaited by the build; a build that fails before it does must not leave an unhandled rejection behind.
  done.catch(() => undefined)
  return {
    done,
    startedAt,
    bodies,
    unavailable,
    etags,
    onProductsChanged(next) {
      if (productsChanged) next()
      else if (!productsSettled) listener = next
    },
    async readList() {
      if (closed) throw new Error('the product list was asked for after the answers were let go')
      try {
        await read(list[0]!)
      } finally {
        listSettled = true
        closeWhenIdle()
      }
    },
    skipList() {
      settleProducts()
      listSettled = true
      closeWhenIdle()
    },
  }
}

/**
 * An ETag cache in files: `<dir>/<hash of url>.json` holds the body, `.sha1` its digest, `.etag` its tag. The body
 * is read only when a build needs it; the digest (small) stands for it in the fingerprint.
 *
 * Only the answers of `urls` (this host's calls) are kept: once this build's are written, those of any other host
 * are removed. Each is a copy of a catalogue (the product list is ~500 MB at 100,000 products), and a shop whose API
 * moved, or a folder built from several hosts, had kept every one of them.
 */
function fileEtagCache(dir: string, urls: readonly string[]): EtagCache & { written(): Promise<void> } {
  const writes: Array<Promise<unknown>> = []
  const key = (url: string) => createHash('sha1').update(url).digest('hex')
  const name = (url: string) => path.join(dir, key(url))
  const ours = new Set(urls.map(key))
  mkdirSync(dir, { recursive: true })
  return {
    get(url) {
      const file = name(url)
      try {
        const etag = readFileSync(`${file}.etag`, 'utf8')
        if (!existsSync(`${file}.json`)) return undefined
        let body: Buffer | undefined
        let digest: Buffer | undefined
        const read = () => (body ??= readFileSync(`${file}.json`))
        return {
          etag,
          body: read,
          open: () => open(`${file}.json`, 'r'),
          sha1: () => (digest ??= existsSync(`${file}.sha1`) ? Buffer.from(readFileSync(`${file}.sha1`, 'utf8'), 'hex') : createHash('sha1').update(read()).digest()),
        }
      } catch {
        return undefined
      }
    },
    set(url, etag, body, sha1, after) {
      // The tag goes first and comes back last: a tag is only ever read beside the body and digest it was sent with.
      // Written on the thread pool while the answers are parsed (tens of megabytes for the products); a failed write
      // leaves no tag, and the next build asks for the whole answer. The kept body is replaced by a rename once it is
      // open (`after`: the build compares the new answer with it), so the build goes on reading the bytes it opened.
      const file = name(url)
      rmSync(`${file}.etag`, { force: true })
      const temp = `${file}.json.${process.pid}.tmp`
      const bodyWritten = writeAtOnce(temp, body)
      const writing = Promise.all([bodyWritten, Promise.resolve(after).catch(() => undefined)])
        .then(() => rename(temp, `${file}.json`))
        .then(() => writeFile(`${file}.sha1`, sha1.toString('hex')))
        .then(() => writeFile(`${file}.etag`, etag))
        .catch(() => rm(temp, { force: true }).catch(() => undefined))
      writes.push(writing)
      return bodyWritten.catch(() => undefined)
    },
    written: () => Promise.all(writes).then(() => removeOthers(dir, ours)),
  }
}

/** A kept answer's three files: its body, digest and tag. */
const KEPT_FILE = /^([0-9a-f]{40})\.(?:json|sha1|etag)$/

async function removeOthers(dir: string, ours: ReadonlySet<string>): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[])
  const others = names.filter((file) => {
    const kept = KEPT_FILE.exec(file)
    return kept !== null && !ours.has(kept[1]!)
  })
  // A tag first, as `set` does: a body whose tag is gone is never read.
  others.sort((a, b) => Number(b.endsWith('.etag')) - Number(a.endsWith('.etag')))
  for (const file of others) await rm(path.join(dir, file), { force: true }).catch(() => undefined)
}
