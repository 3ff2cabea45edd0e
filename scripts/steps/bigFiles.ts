/**
 * Large files in one call each: the products answer, the snapshot and the record cache are tens of megabytes, read
 * and written while the build's thread is busy parsing and planning.
 */
import { closeSync, openSync, write, writev } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { Worker } from 'node:worker_threads'

/**
 * A whole file in one read. `readFile` reads 512 kB at a time, each chunk a round trip through this thread, and the
 * build's thread is mostly busy parsing: a 50 MB file then took ten times as long as the one read it needs.
 * A handle passed in is left open.
 */
export async function readWhole(file: string | FileHandle): Promise<Buffer> {
  const handle = typeof file === 'string' ? await open(file, 'r') : file
  try {
    const { size } = await handle.stat()
    const buffer = Buffer.allocUnsafe(size)
    let at = 0
    while (at < size) {
      const { bytesRead } = await handle.read(buffer, at, size - at, at)
      if (bytesRead === 0) break
      at += bytesRead
    }
    return at === size ? buffer : buffer.subarray(0, at)
  } finally {
    if (typeof file === 'string') await handle.close()
  }
}

/**
 * A buffer written to a new file with the write sent at once, from this call: a chain of awaits (open, write, close)
 * goes a step only when this thread is free, and while the build's thread splits and reads the products answer it is
 * not, so that answer's copy for the HTTP cache (~500 MB at 100,000 products) was written only after, and held until
 * then. The write is one request to the thread pool; the buffer is let go once it is done.
 */
export function writeAtOnce(file: string, bytes: Buffer): Promise<void> {
  let fd: number
  try {
    fd = openSync(file, 'w')
  } catch (error) {
    return Promise.reject(error)
  }
  return new Promise<void>((resolve, reject) => {
    const from = (at: number) =>
      write(fd, bytes, at, bytes.length - at, null, (error, n) => {
        if (error) reject(error)
        else if (at + n < bytes.length) from(at + n)
        else resolve()
      })
    from(0)
  }).finally(() => closeSync(fd))
}

/**
 * Bytes `start`..`end` of an open file, copied when the part is written: the previous snapshot's unchanged records
 * come over this way, a chunk at a time, instead of the whole file held in memory (~500 MB at 100,000 products).
 */
export interface FileRange {
  file: FileHandle
  start: number
  end: number
}

export type FilePart = Buffer | FileRange

/** Writes the parts one after the other, without joining them into one buffer first. */
export function writeParts(file: string, parts: FilePart[]): Promise<void> {
  return writingParts(file, async (writer) => {
    let at = 0
    for (let i = 0; i < parts.length; i += 512) {
      at = writer.write(parts.slice(i, i + 512), at)
      const backlog = writer.backlog()
      if (backlog) await backlog
    }
  })
}

/**
 * `file` written by `fill` through a partsWriter, then closed once every part is written, or once `fill` failed and
 * what it sent has settled. The file is opened and `fill` called from this call, before any await.
 */
export async function writingParts<T>(file: string, fill: (writer: PartsWriter) => Promise<T>): Promise<T> {
  const fd = openSync(file, 'w')
  try {
    const writer = partsWriter(fd)
    try {
      return await fill(writer)
    } finally {
      await writer.done()
    }
  } finally {
    closeSync(fd)
  }
}

/** Bytes of buffers a writer has on their way to the file before its writer waits for them (`backlog`). */
const WRITE_AHEAD = 64 << 20

/** Writes a file of parts, a batch at a time. */
export interface PartsWriter {
  /** Sends the parts, one after the other from `position`, and answers where they end; it does not wait. */
  write(parts: FilePart[], position: number): number
  /**
   * Undefined while fewer than WRITE_AHEAD bytes are on their way; else resolves once fewer are. Awaited only when
   * there is one: an await of nothing still waits for the thread's other work (the plan) to give way.
   */
  backlog(): Promise<void> | undefined
  /** Resolves once every part is written. */
  done(): Promise<void>
}

/**
 * A file written without waiting for the build's thread. Its buffers are each one request to the thread pool, sent
 * from the call, and its file ranges are copied on a thread of their own (workers/rangeCopier.mjs). The snapshot was
 * written a batch at a time, and its ranges a 4 MB chunk at a time, each step waiting for the build's thread to be
 * free; the plan keeps that thread busy for seconds without a pause. At 100,000 products, after a one-product edit,
 * the snapshot file was done ~5 s after it was begun, and the build then waited 1.8–2.2 s past the plan for it and the
 * record cache. The copy itself is ~500 MB read and written through memory, about a second of a core.
 */
export function partsWriter(fd: number): PartsWriter {
  const copier = rangeCopier(fd)
  const writing = new Set<Promise<void>>()
  let ahead = 0
  let failed: unknown
  const send = (buffers: Buffer[], at: number) => {
    for (let i = 0; i < buffers.length; i += 512) {
      const some = buffers.slice(i, i + 512)
      const bytes = some.reduce((sum, b) => sum + b.length, 0)
      ahead += bytes
      const write: Promise<void> = new Promise<void>((resolve) =>
        writev(fd, some, at, (error, written) => {
          // A write to a file writes all of it or fails; were it ever short, the rest would be a hole of zeros.
          if (error || written !== bytes) failed ??= error ?? new Error(`a write of ${bytes} bytes wrote ${written}`)
          ahead -= bytes
          writing.delete(write)
          resolve()
        }),
      )
      writing.add(write)
      at += bytes
    }
  }
  const fewerAhead = async () => {
    while (ahead > WRITE_AHEAD && !failed) await Promise.race(writing)
    if (failed) throw failed
  }
  return {
    write(parts, position) {
      if (failed) throw failed
      let at = position
      let from = position
      let buffers: Buffer[] = []
      for (const part of parts) {
        if (Buffer.isBuffer(part)) {
          buffers.push(part)
          at += part.length
          continue
        }
        send(buffers, from)
        buffers = []
        copier.copy(part, at)
        at += part.end - part.start
        from = at
      }
      send(buffers, from)
      return at
    },
    backlog: () => (ahead > WRITE_AHEAD || failed ? fewerAhead() : undefined),
    async done() {
      try {
        await Promise.all(writing)
        if (failed) throw failed
      } finally {
        await copier.done()
      }
    },
  }
}

/** File ranges copied into one file by a thread of its own, started with the first range. */
function rangeCopier(to: number): { copy(range: FileRange, at: number): void; done(): Promise<void> } {
  let worker: Worker | undefined
  let copied: Promise<void> = Promise.resolve()
  return {
    copy({ file, start, end }, at) {
      if (end <= start) return
      if (!worker) {
        const thread = (worker = new Worker(new URL('../workers/rangeCopier.mjs', import.meta.url), { workerData: { to } }))
        copied = new Promise<void>((resolve, reject) => {
          thread.on('message', (message: { done?: true; error?: string }) => (message.error ? reject(new Error(`copying the last build's records: ${message.error}`)) : resolve()))
          thread.once('error', reject)
          thread.once('exit', (code) => reject(new Error(`copying the last build's records: the thread stopped (exit ${code})`)))
        })
        copied.catch(() => undefined)
      }
      worker.postMessage([file.fd, start, end, at])
    },
    async done() {
      if (!worker) return
      worker.postMessage(null)
      try {
        await copied
      } finally {
        await worker.terminate()
      }
    },
  }
}
