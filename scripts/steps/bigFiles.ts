/**
 * Large files in one call each: the products answer, the snapshot and the record cache are tens of megabytes, read
 * and written while the build's thread is busy parsing and planning.
 */
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

/** Writes the parts one after the other, without joining them into one buffer first. */
export async function writeParts(file: string, parts: Buffer[]): Promise<void> {
  const handle = await open(file, 'w')
  try {
    await appendParts(handle, parts)
  } finally {
    await handle.close()
  }
}

/** Writes the parts at the handle's current position (a file written a batch at a time). */
export async function appendParts(handle: FileHandle, parts: Buffer[]): Promise<void> {
  for (let i = 0; i < parts.length; i += 512) await handle.writev(parts.slice(i, i + 512))
}
