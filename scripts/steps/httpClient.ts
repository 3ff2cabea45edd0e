/**
 * Reading the shop API from the build: Node's own HTTP client with keep-alive, a timeout per request, and retries
 * with exponential backoff on what is worth retrying (timeouts, resets, 5xx, 429 with its Retry-After) and nothing
 * else: a 404 or 401 will not fix itself, and retrying it only delays the failure an operator must see.
 * Not undici: loading it took ~85 ms of every build's start, for GET requests node:http makes as well.
 */
import { createHash } from 'node:crypto'
import type { Agent as HttpAgent } from 'node:http'
import { Worker } from 'node:worker_threads'
import { type Answer, connectionPools, get } from '../workers/httpGet.mjs'

export interface HttpOptions {
  /** Per attempt, covering connect, headers and body. */
  timeoutMs: number
  /** Attempts after the first. */
  retries: number
  /** First backoff; doubles each attempt, with jitter. */
  backoffMs: number
  /** Longest Retry-After honoured; a server asking for more fails the attempt instead of stalling the cron. */
  maxRetryAfterMs: number
  onRetry?: (info: { url: string; attempt: number; reason: string; waitMs: number }) => void
  /** Each answer's status, as soon as its headers are in. */
  onStatus?: (status: number) => void
}

export const DEFAULT_HTTP: HttpOptions = { timeoutMs: 15_000, retries: 3, backoffMs: 300, maxRetryAfterMs: 30_000 }

export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/** Kept-alive connections to the API (and the photo hosts), a pool per protocol. */
export interface Agent {
  poolFor(url: URL): HttpAgent
  close(): Promise<void>
}

export function createAgent(options: Pick<HttpOptions, 'timeoutMs'>, connections = 8): Agent {
  return connectionPools(options, connections)
}

/** One GET's whole answer: `get` in this thread, or the reader thread's (`readerThread`). */
export type Transport = (url: string, headers: Record<string, string>, signal: AbortSignal, onStatus?: (status: number) => void) => Promise<Answer>

/**
 * A thread of its own that reads answers (workers/answerReader.mjs), for the catalogue's calls: the product list's
 * ~50 MB then come in while this thread loads the pipeline and the last build's records, instead of after them.
 * Should the thread fail to start or stop, what it was reading is read in this thread instead.
 */
export function readerThread(options: Pick<HttpOptions, 'timeoutMs'>, connections: number): { transport: Transport; close(): void } {
  const local = createAgent(options, connections)
  const inThread: Transport = (url, headers, signal, onStatus) => get(url, local.poolFor, headers, signal, onStatus)
  let worker: Worker | undefined
  try {
    // Until it is closed, the thread keeps the process alive: it holds reads the process waits for.
    worker = new Worker(new URL('../workers/answerReader.mjs', import.meta.url), { workerData: { timeoutMs: options.timeoutMs, connections } })
  } catch {
    worker = undefined
  }
  type Read = { args: Parameters<Transport>; resolve(answer: Answer): void; reject(error: Error): void }
  const pending = new Map<number, Read>()
  let nextId = 0
  // A thread that failed to start or stopped: what it was reading is read again here.
  const readHere = () => {
    worker = undefined
    for (const read of pending.values()) inThread(...read.args).then(read.resolve, read.reject)
    pending.clear()
  }
  worker?.on('error', readHere)
  worker?.on('exit', readHere)
  worker?.on('message', (message: ReaderMessage) => {
    const request = pending.get(message.id)
    if (!request) return
    if ('status' in message) return request.args[3]?.(message.status)
    pending.delete(message.id)
    if ('error' in message) return request.reject(Object.assign(new Error(message.error.message), { code: message.error.code, name: message.error.name }))
    const { body } = message.answer
    request.resolve({ ...message.answer, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), sha1: Buffer.from(message.answer.sha1) })
  })
  const transport: Transport = (url, headers, signal, onStatus) => {
    const thread = worker
    if (!thread) return inThread(url, headers, signal, onStatus)
    const id = nextId++
    return new Promise<Answer>((resolve, reject) => {
      pending.set(id, { args: [url, headers, signal, onStatus], resolve, reject })
      signal.addEventListener('abort', () => {
        if (!pending.delete(id)) return
        thread.postMessage({ abort: id })
        reject(Object.assign(new Error('The operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' }))
      })
      thread.postMessage({ id, url, headers })
    })
  }
  return {
    transport,
    // Called once every read settled, or when the fetch failed: then what is still under way is dropped, not redone.
    close: () => {
      // An error while it stops has no one left to hear it.
      worker?.removeAllListeners().on('error', () => undefined)
      void worker?.terminate()
      worker = undefined
      pending.clear()
      void local.close()
    },
  }
}

type ReaderMessage =
  | { id: number; status: number }
  | { id: number; answer: Omit<Answer, 'body' | 'sha1'> & { body: Uint8Array; sha1: Uint8Array } }
  | { id: number; error: { message: string; code?: string; name?: string } }

/** Retry-After as milliseconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A body that is read (from a cache file) only when asked for, with the SHA-1 of its bytes: a build that finds
 * every answer unchanged compares digests and never loads the tens of megabytes of the product list.
 */
export interface LazyBody {
  body(): Buffer
  sha1(): Buffer
  /** A new answer that replaced a kept one: the kept body (read before it is overwritten) and its digest. */
  replaced?: { sha1: Buffer; body: Promise<Buffer> }
}

/** Bodies kept from the last build by URL, with their ETag: an unchanged catalogue answers 304 and costs nothing. */
export interface EtagCache {
  get(url: string): ({ etag: string; read(): Promise<Buffer> } & LazyBody) | undefined
  /** `sha1`: the body's digest, already made for the fingerprint; the kept body is replaced once `after` settles. */
  set(url: string, etag: string, body: Buffer, sha1: Buffer, after?: Promise<unknown>): void
}

export function lazyBody(body: Buffer, sha1?: Buffer): LazyBody {
  let digest = sha1
  return { body: () => body, sha1: () => (digest ??= createHash('sha1').update(body).digest()) }
}

/** GET a URL and parse its JSON body, retrying transient failures. */
export async function getJson(url: string, agent: Agent, options: HttpOptions = DEFAULT_HTTP, cache?: EtagCache): Promise<unknown> {
  const text = (await getBody(url, agent, options, 'application/json', cache)).toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(`${url} answered malformed JSON`, url, 200)
  }
}

/** GET a URL's body as bytes (share-card photos), retrying transient failures. */
export async function getBody(url: string, agent: Agent, options: HttpOptions = DEFAULT_HTTP, accept = '*/*', cache?: EtagCache): Promise<Buffer> {
  return (await getLazyBody(url, agent, options, accept, cache)).body()
}

/**
 * As getBody, but a 304 answers the cached body unread (see LazyBody). `via`: an agent of this thread, or a reader
 * thread's transport.
 */
export async function getLazyBody(url: string, via: Agent | Transport, options: HttpOptions = DEFAULT_HTTP, accept = '*/*', cache?: EtagCache): Promise<LazyBody> {
  const cached = cache?.get(url)
  const read: Transport = typeof via === 'function' ? via : (target, headers, signal, onStatus) => get(target, via.poolFor, headers, signal, onStatus)
  for (let attempt = 0; ; attempt++) {
    let reason: string
    let waitMs = options.backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5)
    const deadline = AbortSignal.timeout(options.timeoutMs)
    try {
      const headers = { accept, 'user-agent': 'vitrine-build', ...(cached ? { 'if-none-match': cached.etag } : {}) }
      const response = await read(url, headers, deadline, options.onStatus)
      const body = response.body
      if (response.statusCode === 304 && cached) return cached
      if (response.statusCode >= 200 && response.statusCode < 300) {
        const etag = response.headers.etag
        const fresh: LazyBody = lazyBody(body, response.sha1)
        if (cached) {
          fresh.replaced = { sha1: cached.sha1(), body: cached.read() }
          fresh.replaced.body.catch(() => undefined)
        }
        if (cache && typeof etag === 'string') cache.set(url, etag, body, fresh.sha1(), fresh.replaced?.body)
        return fresh
      }
      const text = body.toString('utf8')
      if (response.statusCode !== 429 && response.statusCode < 500) {
        throw new HttpError(`${url} answered ${response.statusCode}${serverMessage(text)}`, url, response.statusCode)
      }
      reason = `HTTP ${response.statusCode}`
      if (response.statusCode === 429) {
        const asked = retryAfterMs(response.headers['retry-after'])
        if (asked !== undefined) {
          if (asked > options.maxRetryAfterMs) throw new HttpError(`${url} asked to retry after ${Math.ceil(asked / 1000)} s, longer than allowed`, url, 429)
          waitMs = asked
        }
      }
    } catch (error) {
      if (error instanceof HttpError) throw error
      // Past the deadline the request ends with an AbortError (or a reset, when it was reading the body).
      const code = (error as { code?: unknown }).code
      if (deadline.aborted) reason = `timed out after ${options.timeoutMs} ms`
      else if (typeof code === 'string' && RETRYABLE_CODES.has(code)) reason = code
      else throw new HttpError(`${url} could not be read: ${(error as Error).message}`, url)
    }
    if (attempt >= options.retries) throw new HttpError(`${url} failed after ${attempt + 1} attempts (${reason})`, url)
    options.onRetry?.({ url, attempt: attempt + 1, reason, waitMs })
    await sleep(waitMs)
  }
}

function serverMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''
  } catch {
    return ''
  }
}
