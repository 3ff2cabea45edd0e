// One HTTP GET with its whole body, for the build's reads of the shop API (steps/httpClient.ts holds the retries,
// timeouts and ETags around it). Plain JavaScript: the answer reader thread (answerReader.mjs) runs it without a
// loader.
import { createHash } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

/**
 * One GET, its whole body read and hashed as it comes (SHA-1); `signal` ends it wherever it is (connecting, waiting,
 * reading). `onStatus` hears the status as soon as the headers are in, before the body.
 *
 * @param {string} url
 * @param {(url: URL) => import('node:http').Agent} poolFor the kept-alive connections for a URL's protocol
 * @param {Record<string, string>} headers
 * @param {AbortSignal} signal
 * @param {(status: number) => void} [onStatus]
 * @returns {Promise<{ statusCode: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, sha1: Buffer }>}
 */
export function get(url, poolFor, headers, signal, onStatus) {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    const request = client.get(target, { agent: poolFor(target), headers, signal }, (response) => {
      const statusCode = response.statusCode ?? 0
      onStatus?.(statusCode)
      // Copied into one buffer of the announced length as it comes (~50 MB for the product list at 10,000).
      const length = Number(response.headers['content-length'])
      const whole = statusCode !== 304 && statusCode !== 204 && Number.isSafeInteger(length) && length >= 0 ? Buffer.allocUnsafeSlow(length) : undefined
      /** @type {Buffer[]} */
      const chunks = []
      const hash = createHash('sha1')
      let received = 0
      response.on('data', (/** @type {Buffer} */ chunk) => {
        hash.update(chunk)
        if (whole && received + chunk.length <= whole.length) chunk.copy(whole, received)
        else chunks.push(chunk)
        received += chunk.length
      })
      response.on('error', reject)
      response.on('end', () => {
        // A connection closed mid-body ends the stream too: a short body is a reset, not an answer.
        if (!response.complete || (whole && received !== whole.length)) {
          return reject(Object.assign(new Error('the connection closed before the whole answer came'), { code: 'ECONNRESET' }))
        }
        resolve({ statusCode, headers: response.headers, body: whole ?? Buffer.concat(chunks), sha1: hash.digest() })
      })
    })
    request.on('error', reject)
  })
}

/**
 * Kept-alive connections, a pool per protocol.
 *
 * @param {{ timeoutMs: number }} options
 * @param {number} connections
 */
export function connectionPools(options, connections) {
  // `timeout`: a socket idle that long is closed; each request has its own deadline too.
  const settings = { keepAlive: true, maxSockets: connections, timeout: options.timeoutMs }
  /** @type {import('node:http').Agent | undefined} */
  let plain
  /** @type {import('node:https').Agent | undefined} */
  let secure
  return {
    /** @param {URL} url */
    poolFor: (url) => (url.protocol === 'https:' ? (secure ??= new https.Agent(settings)) : (plain ??= new http.Agent(settings))),
    close: async () => {
      plain?.destroy()
      secure?.destroy()
    },
  }
}
