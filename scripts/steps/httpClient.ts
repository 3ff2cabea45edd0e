/**
 * Reading the shop API from the build, on undici (workers/httpGet.mjs: an Agent with its retry interceptor, the
 * timeouts and Retry-After), with the ETags kept from the last build around it. undici is loaded where its ~85 ms of
 * loading overlaps other work: in the answer reader thread, and in this thread only once a share card needs a photo.
 */
import { createHash } from 'node:crypto'
import type { FileHandle } from 'node:fs/promises'
import { Worker } from 'node:worker_threads'
import type { Answer, ConnectionPools, RetryInfo } from '../workers/httpGet.mjs'

export interface HttpOptions {
  /** Per attempt: connecting, waiting for the headers, and any pause while the body is read. */
  timeoutMs: number
  /** Attempts after the first. */
  retries: number
  /** First backoff; doubles each attempt, with jitter. */
  backoffMs: number
  /** Longest Retry-After honoured; a server asking for more fails the attempt instead of stalling the cron. */
  maxRetryAfterMs: number
  onRetry?: (info: RetryInfo) => void
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

const reads = () => import('../workers/httpGet.mjs')

/** Retry-After as milliseconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export { retryAfterMs } from '../workers/httpGet.mjs'

/** Kept-alive connections to the API (and the photo hosts), opened (and undici loaded) on first use. */
export interface Agent {
  pools(): Promise<ConnectionPools>
  close(): Promise<void>
}

export function createAgent(options: Pick<HttpOptions, 'timeoutMs'>, connections = 8): Agent {
  let opening: Promise<ConnectionPools> | undefined
  return {
    pools: () => (opening ??= reads().then(({ connectionPools }) => connectionPools(options, connections))),
    close: async () => {
      if (opening) await (await opening).close()
    },
  }
}

/** One GET's whole answer, retried as `http` says: in this thread (an Agent), or the reader thread's (`readerThread`). */
export type Transport = (url: string, headers: Record<string, string>, http: HttpOptions) => Promise<Answer>

const inThread =
  (agent: Agent): Transport =>
  async (url, headers, http) => {
    const [{ get }, pools] = await Promise.all([reads(), agent.pools()])
    return get(url, pools, headers, http, { onStatus: http.onStatus, onRetry: http.onRetry })
  }

/**
 * A thread of its own that reads answers (workers/answerReader.mjs), for the catalogue's calls: the product list's
 * ~50 MB then come in while this thread loads the pipeline and the last build's records, instead of after them.
 * Should the thread fail to start or stop, what it was reading is read in this thread instead.
 */
export function readerThread(options: Pick<HttpOptions, 'timeoutMs'>, connections: number): { transport: Transport; close(): void } {
  const local = createAgent(options, connections)
  const here = inThread(local)
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
    for (const read of pending.values()) here(...read.args).then(read.resolve, read.reject)
    pending.clear()
  }
  worker?.on('error', readHere)
  worker?.on('exit', readHere)
  worker?.on('message', (message: ReaderMessage) => {
    const request = pending.get(message.id)
    if (!request) return
    const http = request.args[2]
    if ('status' in message) return http.onStatus?.(message.status)
    if ('retry' in message) return http.onRetry?.(message.retry)
    pending.delete(message.id)
    if ('error' in message) return request.reject(Object.assign(new Error(message.error.message), { status: message.error.status }))
    const { body } = message.answer
    request.resolve({ ...message.answer, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), sha1: Buffer.from(message.answer.sha1) })
  })
  const transport: Transport = (url, headers, http) => {
    const thread = worker
    if (!thread) return here(url, headers, http)
    const id = nextId++
    return new Promise<Answer>((resolve, reject) => {
      pending.set(id, { args: [url, headers, http], resolve, reject })
      const { onRetry: _onRetry, onStatus: _onStatus, ...settings } = http
      thread.postMessage({ id, url, headers, http: settings })
    })
  }
  return {
    transport,
    // Called once every read settled, or when the fetch failed: then what is still under way is dropped, not redone.
    close: () => {
      // An error while it stops has no one left to hear it; nor does the process wait for it to be gone (a thread that
      // loaded undici took ~100 ms to tear down after every read was in, the end of every build).
      worker?.removeAllListeners().on('error', () => undefined)
      worker?.unref()
      void worker?.terminate()
      worker = undefined
      pending.clear()
      void local.close()
    },
  }
}

type ReaderMessage =
  | { id: number; status: number }
  | { id: number; retry: RetryInfo }
  | { id: number; answer: Omit<Answer, 'body' | 'sha1'> & { body: Uint8Array; sha1: Uint8Array } }
  | { id: number; error: { message: string; status?: number } }

/**
 * A body that is read (from a cache file) only when asked for, with the SHA-1 of its bytes: a build that finds
 * every answer unchanged compares digests and never loads the tens of megabytes of the product list.
 */
export interface LazyBody {
  body(): Buffer
  sha1(): Buffer
  /**
   * A new answer that replaced a kept one: the kept body's digest, and its file opened before the new answer takes its
   * place (the products answer is compared with the last one a block at a time: ~500 MB at 100,000 products).
   */
  replaced?: { sha1: Buffer; file: Promise<FileHandle> }
  /** Settles once the ETag cache's copy of the body is on disk: until then the write holds the body. */
  kept?: Promise<void>
}

/** Bodies kept from the last build by URL, with their ETag: an unchanged catalogue answers 304 and costs nothing. */
export interface EtagCache {
  get(url: string): ({ etag: string; open(): Promise<FileHandle> } & LazyBody) | undefined
  /**
   * `sha1`: the body's digest, already made for the fingerprint; the kept body is replaced once `after` settles.
   * Answers when the body itself is written (LazyBody.kept).
   */
  set(url: string, etag: string, body: Buffer, sha1: Buffer, after?: Promise<unknown>): Promise<void> | void
}

export function lazyBody(body: Buffer, sha1?: Buffer): LazyBody {
  let digest = sha1
  return { body: () => body, sha1: () => (digest ??= createHash('sha1').update(body).digest()) }
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
  const read: Transport = typeof via === 'function' ? via : inThread(via)
  const headers = { accept, 'user-agent': 'vitrine-build', ...(cached ? { 'if-none-match': cached.etag } : {}) }
  const response = await answerOf(url, () => read(url, headers, options))
  if (response.statusCode === 304 && cached) return cached
  if (response.statusCode >= 200 && response.statusCode < 300) {
    const etag = response.headers.etag
    const fresh: LazyBody = lazyBody(response.body, response.sha1)
    if (cached) {
      fresh.replaced = { sha1: cached.sha1(), file: cached.open() }
      fresh.replaced.file.catch(() => undefined)
    }
    if (cache && typeof etag === 'string') fresh.kept = cache.set(url, etag, response.body, fresh.sha1(), fresh.replaced?.file) ?? undefined
    return fresh
  }
  throw refusal(url, response)
}

/** POST a JSON payload that only reads (POST /api/products/by-ids) and answer its body, retried as a GET is. */
export async function postForBody(url: string, agent: Agent, payload: unknown, options: HttpOptions = DEFAULT_HTTP): Promise<Buffer> {
  const [{ get }, pools] = await Promise.all([reads(), agent.pools()])
  const headers = { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'vitrine-build' }
  const response = await answerOf(url, () => get(url, pools, headers, options, { onStatus: options.onStatus, onRetry: options.onRetry }, Buffer.from(JSON.stringify(payload))))
  if (response.statusCode >= 200 && response.statusCode < 300) return response.body
  throw refusal(url, response)
}

/** The answer to a request, or its failure (retries spent, or no connection) as an HttpError naming the URL. */
async function answerOf(url: string, request: () => Promise<Answer>): Promise<Answer> {
  try {
    return await request()
  } catch (error) {
    throw new HttpError((error as Error).message, url, (error as { status?: number }).status)
  }
}

/** What the retries let through that is no success: an answer that will not change by asking again. */
function refusal(url: string, response: Answer): HttpError {
  return new HttpError(`${url} answered ${response.statusCode}${serverMessage(response.body.toString('utf8'))}`, url, response.statusCode)
}

function serverMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''
  } catch {
    return ''
  }
}
