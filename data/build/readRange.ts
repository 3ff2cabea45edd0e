/** Server-side only (node:fs). */
import { readSync } from 'node:fs'

/**
 * Bytes `start`..`end` of an open file, read whole (one readSync may return fewer bytes than asked); `tooShort` is
 * the message when the file ends first.
 */
export function readRange(fd: number, start: number, end: number, tooShort: string): Buffer {
  const bytes = Buffer.allocUnsafe(end - start)
  let at = 0
  while (at < bytes.length) {
    const got = readSync(fd, bytes, at, bytes.length - at, start + at)
    if (got === 0) throw new Error(tooShort)
    at += got
  }
  return bytes
}
