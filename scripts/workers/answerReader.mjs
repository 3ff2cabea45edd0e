// The thread that reads the catalogue's answers for the build (see steps/httpClient.ts, `readerThread`). At 10,000
// products the product list is ~50 MB: taking it in chunk by chunk, copying and hashing it is 100–200 ms of a
// thread that, in the build's main thread, would queue behind loading the pipeline and the last build's records.
// Here it overlaps them, and the body is handed over without a copy.
//
// Messages in: `{ id, url, headers }` to read, `{ abort: id }` when its deadline passed. Out: `{ id, status }` as
// soon as the headers are in, then `{ id, answer }` (the body's bytes transferred) or `{ id, error }`.
import { parentPort, workerData } from 'node:worker_threads'
import { connectionPools, get } from './httpGet.mjs'

const pools = connectionPools({ timeoutMs: workerData.timeoutMs }, workerData.connections)
/** @type {Map<number, AbortController>} */
const reading = new Map()

parentPort?.on('message', (message) => {
  if ('abort' in message) return void reading.get(message.abort)?.abort()
  const { id, url, headers } = message
  const controller = new AbortController()
  reading.set(id, controller)
  get(url, pools.poolFor, headers, controller.signal, (status) => parentPort?.postMessage({ id, status }))
    .then(
      (answer) => {
        // Only a buffer that owns its memory can be handed over; a small one from Node's pool is copied first.
        let body = answer.body
        if (body.byteOffset !== 0 || body.byteLength !== body.buffer.byteLength) {
          body = Buffer.allocUnsafeSlow(answer.body.length)
          answer.body.copy(body)
        }
        parentPort?.postMessage({ id, answer: { ...answer, body } }, [body.buffer])
      },
      (error) => parentPort?.postMessage({ id, error: { message: error.message, code: error.code, name: error.name } }),
    )
    .finally(() => reading.delete(id))
})
