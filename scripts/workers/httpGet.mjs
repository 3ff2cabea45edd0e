// The build's reads of the shop API, on undici: an Agent of kept-alive connections per origin, composed with undici's
// retry interceptor, which retries what is worth retrying (timeouts, resets, 408, 5xx, 429 after its Retry-After) and
// nothing else: a 404 or 401 will not fix itself, and retrying it only delays the failure an operator must see.
// steps/httpClient.ts keeps the ETags around it. Plain JavaScript: the answer reader thread (answerReader.mjs) runs it
// without a loader, and loads undici there, while the build's own thread loads the pipeline.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'

// undici's Agent and its retry interceptor, required by path: its index loads fetch, WebSocket, caches and mocks too,
// ~95 ms of every build's start against ~30 ms for these two (undici 7: `lib/` is its own published layout).
const require = createRequire(import.meta.url)
const Agent = require('undici/lib/dispatcher/agent.js')
const retryInterceptor = require('undici/lib/interceptor/retry.js')

/** What a failed attempt may be retried for; anything else fails at once. */
const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET'])
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])
/**
 * 408, 429 and every 5xx are retried; other statuses are answers. A 408 is a server that did not read the request in
 * time, which a busy one does: the reference API at 100,000 products, its event loop held ~20 s by its first product
 * list, timed the build's other calls out as they waited to be read, and the cold build went without its menus.
 */
const RETRY_STATUSES = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)]

/**
 * Kept-alive connections, `connections` per origin; `timeoutMs` bounds connecting, waiting for the headers, and any
 * pause while the body is read (each attempt has all three).
 *
 * @param {{ timeoutMs: number }} options
 * @param {number} connections
 */
export function connectionPools(options, connections) {
  const agent = new Agent({
    connections,
    connect: { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  })
  // POST too: the build's only POST is a read (POST /api/products/by-ids), as safe to ask again as a GET.
  return { dispatcher: agent.compose(retryInterceptor({ methods: ['GET', 'POST'], statusCodes: RETRY_STATUSES, throwOnError: true })), close: () => agent.close() }
}

/** Retry-After as milliseconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header, now = Date.now()) {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** A failure the caller reports as it is (its message names the URL); `status` when the server answered. */
function failure(message, status) {
  return Object.assign(new Error(message), { name: 'HttpError', status })
}

/** Why an attempt failed, and whether it is worth another. */
function classify(error, timeoutMs) {
  const code = error?.code
  if (error?.statusCode !== undefined && code === 'UND_ERR_REQ_RETRY') {
    // The interceptor tried to resume a cut body with a Range request, and the server sent it whole: read it again.
    if (error.statusCode < 300) return { reason: 'ECONNRESET', retryable: true, whole: true }
    return { reason: `HTTP ${error.statusCode}`, retryable: true, status: error.statusCode, headers: error.headers }
  }
  if (TIMEOUT_CODES.has(code)) return { reason: `timed out after ${timeoutMs} ms`, retryable: true }
  // undici names a connection the server closed mid-answer UND_ERR_SOCKET: to the build it is a reset.
  if (RETRYABLE_CODES.has(code)) return { reason: code === 'UND_ERR_SOCKET' ? 'ECONNRESET' : code, retryable: true }
  return { reason: error?.message ?? String(error), retryable: false }
}

/**
 * One GET (or, with `body`, a POST that reads: by-ids), its whole answer read and hashed as it comes (SHA-1), retried
 * as `http` says. `onStatus` hears the status as
 * soon as the headers are in, before the body; `onRetry` each retry before its wait. Resolves with any answer that is
 * not retried (a 404 too: the caller reads its message); rejects with one readable message.
 *
 * @param {string} url
 * @param {{ dispatcher: { dispatch: Function } }} pools
 * @param {Record<string, string>} headers
 * @param {{ timeoutMs: number, retries: number, backoffMs: number, maxRetryAfterMs: number }} http
 * @param {{ onStatus?: (status: number) => void, onRetry?: (info: { url: string, attempt: number, reason: string, waitMs: number }) => void }} [hooks]
 * @param {Buffer} [body] sent as a POST
 * @returns {Promise<{ statusCode: number, headers: Record<string, string | string[] | undefined>, body: Buffer, sha1: Buffer }>}
 */
export async function get(url, pools, headers, http, hooks = {}, body = undefined) {
  const target = new URL(url)
  let attempts = 0
  let last = { reason: '', retryable: false }
  /** The last error judged, by the interceptor or here. */
  let judged
  /** @type {Error | undefined} */
  let refused
  /** Counts a failed attempt and answers how long to wait before the next, or undefined for none. */
  const judge = (error) => {
    judged = error
    last = classify(error, http.timeoutMs)
    // The interceptor's failed resume is part of the attempt whose body was cut, not one of its own.
    if (!last.whole) attempts++
    if (!last.retryable || last.whole || attempts > http.retries) return undefined
    let waitMs = http.backoffMs * 2 ** (attempts - 1) * (0.75 + Math.random() * 0.5)
    if (last.status === 429) {
      const asked = retryAfterMs(last.headers?.['retry-after'])
      if (asked !== undefined && asked > http.maxRetryAfterMs) {
        refused = failure(`${url} asked to retry after ${Math.ceil(asked / 1000)} s, longer than allowed`, 429)
        return undefined
      }
      if (asked !== undefined) waitMs = asked
    }
    hooks.onRetry?.({ url, attempt: attempts, reason: last.reason, waitMs })
    return waitMs
  }
  // The interceptor asks this after every failed attempt; it answers by calling `done` (null: try again).
  const retry = (error, _state, done) => {
    const waitMs = judge(error)
    if (waitMs === undefined) return done(refused ?? error)
    setTimeout(() => done(null), waitMs)
  }
  for (;;) {
    try {
      return await read(pools, target, headers, retry, hooks.onStatus, body)
    } catch (error) {
      if (refused) throw refused
      // A body cut where the interceptor could not resume it (no length, or a server that sends it whole again) is
      // read again from the start here, while attempts are left; when the interceptor judged the cut attempt, it has
      // waited already.
      if (error === judged && last.whole) continue
      if (error !== judged) {
        const waitMs = judge(error)
        if (refused) throw refused
        if (waitMs !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, waitMs))
          continue
        }
      }
      if (last.retryable) throw failure(`${url} failed after ${Math.max(1, attempts)} attempts (${last.reason})`, last.status)
      throw failure(`${url} could not be read: ${error?.message ?? error}`)
    }
  }
}

/**
 * One request through the retry interceptor (undici's dispatcher API), its body copied into one buffer of the
 * announced length and hashed as it comes (~50 MB for the product list at 10,000 products).
 */
function read(pools, target, headers, retry, onStatus, body) {
  return new Promise((resolve, reject) => {
    let statusCode = 0
    let answerHeaders = {}
    /** @type {Buffer | undefined} */
    let whole
    /** @type {Buffer[]} */
    const chunks = []
    const hash = createHash('sha1')
    let received = 0
    pools.dispatcher.dispatch(
      { origin: target.origin, path: target.pathname + target.search, method: body ? 'POST' : 'GET', headers, body, retryOptions: { retry } },
      {
        onRequestStart() {},
        onResponseStart(_controller, status, responseHeaders) {
          statusCode = status
          answerHeaders = responseHeaders
          onStatus?.(status)
          const length = Number(responseHeaders['content-length'])
          if (status !== 304 && status !== 204 && Number.isSafeInteger(length) && length >= 0) whole = Buffer.allocUnsafeSlow(length)
        },
        onResponseData(_controller, chunk) {
          hash.update(chunk)
          if (whole && received + chunk.length <= whole.length) chunk.copy(whole, received)
          else chunks.push(chunk)
          received += chunk.length
        },
        onResponseEnd() {
          // A short body is a reset, not an answer.
          if (whole && received !== whole.length) return reject(Object.assign(new Error('the connection closed before the whole answer came'), { code: 'ECONNRESET' }))
          resolve({ statusCode, headers: answerHeaders, body: whole ?? Buffer.concat(chunks), sha1: hash.digest() })
        },
        onResponseError(_controller, error) {
          reject(error)
        },
      },
    )
  })
}
