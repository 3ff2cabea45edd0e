/**
 * Large files in one call each: the products answer, the snapshot and the record cache are tens of megabytes, read
 * and written while the build's thread is busy parsing and planning.
 */
import { closeSync, openSync, write } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'

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
export async function writeParts(file: string, parts: FilePart[]): Promise<void> {
  const handle = await open(file, 'w')
  try {
    await appendParts(handle, parts)
  } finally {
    await handle.close()
  }
}

/** Writes the parts at the handle's current position (a file written a batch at a time). */
export async function appendParts(handle: FileHandle, parts: FilePart[]): Promise<void> {
  let buffers: Buffer[] = []
  const flush = async () => {
    for (let i = 0; i < buffers.length; i += 512) await handle.writev(buffers.slice(i, i + 512))
    buffers = []
  }
  for (const part of parts) {
    if (Buffer.isBuffer(part)) buffers.push(part)
    else {
      await flush()
      await copyRange(part, handle)
    }
  }
  await flush()
}

/** A chunk of a file range in memory at a time. */
const COPY_CHUNK = 4 << 20

async function copyRange({ file, start, end }: FileRange, to: FileHandle): Promise<void> {
  const chunk = Buffer.allocUnsafe(Math.min(COPY_CHUNK, end - start))
  for (let at = start; at < end; ) {
    const { bytesRead } = await file.read(chunk, 0, Math.min(chunk.length, end - at), at)
    if (bytesRead === 0) throw new Error('a file to copy from is shorter than the build was told')
    for (let written = 0; written < bytesRead; ) written += (await to.write(chunk, written, bytesRead - written)).bytesWritten
    at += bytesRead
  }
}
