// The thread that copies ranges of open files into the file being written, each at the position it is told
// (steps/bigFiles.ts `partsWriter`): the previous snapshot's unchanged records, most of a rebuild's snapshot file.
// It only waits for the disk, never for the build's thread, which plans meanwhile without a pause for seconds.
//
// Messages in: `[from, start, end, at]` (file descriptors of this process, shared by its threads), then `null` once
// every range is sent. Out: `{ done: true }` once every range is copied, or `{ error }` at the first that fails.
import { readSync, writeSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

/** A chunk of a range in memory at a time. */
const CHUNK = 4 << 20
let chunk
let failed = false

function copy(from, start, end, at) {
  chunk ??= Buffer.allocUnsafe(CHUNK)
  for (let pos = start; pos < end; ) {
    const n = readSync(from, chunk, 0, Math.min(CHUNK, end - pos), pos)
    if (n === 0) throw new Error('a file to copy from is shorter than the build was told')
    for (let written = 0; written < n; ) written += writeSync(workerData.to, chunk, written, n - written, at + pos - start + written)
    pos += n
  }
}

parentPort.on('message', (range) => {
  if (failed) return
  if (range === null) return parentPort.postMessage({ done: true })
  try {
    copy(...range)
  } catch (error) {
    failed = true
    parentPort.postMessage({ error: error?.message ?? String(error) })
  }
})
