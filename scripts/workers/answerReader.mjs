// The thread that reads the catalogue's answers for the build (see steps/httpClient.ts, `readerThread`). At 10,000
// products the product list is ~50 MB: taking it in chunk by chunk, copying and hashing it is 100–200 ms of a
// thread that, in the build's main thread, would queue behind loading the pipeline and the last build's records.
// Here it overlaps them, undici's loading too, and the body is handed over without a copy.
//
// Messages in: `{ id, url, headers, http }` to read (retried here as `http` says). Out: `{ id, status }` as soon as the
// headers are in, `{ id, retry }` before each retry, then `{ id, answer }` (the body's bytes transferred) or
// `{ id, error }`.
import { parentPort, workerData } from 'node:worker_threads'
import { connectionPools, get } from './httpGet.mjs'

const pools = connectionPools({ timeoutMs: workerData.timeoutMs }, workerData.connections)

parentPort?.on('message', (message) => {
  const { id, url, headers, http } = message
  const hooks = { onStatus: (status) => parentPort?.postMessage({ id, status }), onRetry: (retry) => parentPort?.postMessage({ id, retry }) }
  get(url, pools, headers, http, hooks).then(
    (answer) => {
      // Only a buffer that owns its memory can be handed over; a small one from Node's pool is copied first.
      let body = answer.body
      if (body.byteOffset !== 0 || body.byteLength !== body.buffer.byteLength) {
        body = Buffer.allocUnsafeSlow(answer.body.length)
        answer.body.copy(body)
      }
      parentPort?.postMessage({ id, answer: { ...answer, body } }, [body.buffer])
    },
    (error) => parentPort?.postMessage({ id, error: { message: error.message, status: error.status } }),
  )
})
