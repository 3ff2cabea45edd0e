/**
 * Skipping validation of records the previous build already validated. The products answer is tens of megabytes and
 * validating every record with zod costs about a second at 10,000 products, while after a typical edit all but a
 * few records are byte-for-byte what they were. So the raw JSON of the list is split into its records (without
 * parsing them), each record's bytes are hashed, and a record whose hash the previous build saw takes the validated
 * record from the previous snapshot; changed and new records are parsed and validated as before.
 *
 * Anything unexpected (an envelope other than `{"data":[...]}` or a bare array, a record that is not an object, no
 * usable previous snapshot) returns undefined and the caller validates everything.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Beside the snapshot: the hash of each valid product's raw JSON, in the snapshot's order. */
export const RECORD_HASHES_FILE = 'products.hashes.json'

export interface RecordHashes {
  /** The snapshot these hashes describe (its fetchedAt): a mismatch means the file is stale. */
  fetchedAt: string
  /** The code that validated them (the build's code hash): another schema may validate differently. */
  key: string
  hashes: string[]
}

export interface RawRecord {
  hash: string
  start: number
  end: number
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d])
const Q = 0x22
const BACKSLASH = 0x5c

export function hashRecord(body: Buffer, start: number, end: number): string {
  return createHash('sha1').update(body.subarray(start, end)).digest('base64url')
}

/**
 * The byte ranges of the records of `{"data":[{…},{…}]}` or `[{…},{…}]` (whitespace allowed between tokens), or
 * undefined when the body has any other shape. Records are not checked to be valid JSON here: a range whose bytes
 * equal a record the previous build parsed is valid, and any other range is parsed by the caller.
 */
export function splitRecords(body: Buffer): Array<{ start: number; end: number }> | undefined {
  let i = 0
  const skip = () => {
    while (i < body.length && WS.has(body[i]!)) i++
  }
  const expect = (text: string) => {
    skip()
    for (let k = 0; k < text.length; k++) if (body[i + k] !== text.charCodeAt(k)) return false
    i += text.length
    return true
  }
  skip()
  const enveloped = body[i] === 0x7b
  if (enveloped && !(expect('{') && expect('"data"') && expect(':'))) return undefined
  if (!expect('[')) return undefined
  const records: Array<{ start: number; end: number }> = []
  skip()
  if (body[i] === 0x5d) i++
  else {
    for (;;) {
      skip()
      if (body[i] !== 0x7b) return undefined
      const start = i
      const end = objectEnd(body, i)
      if (end < 0) return undefined
      records.push({ start, end })
      i = end
      skip()
      if (body[i] === 0x2c) {
        i++
        continue
      }
      if (body[i] === 0x5d) {
        i++
        break
      }
      return undefined
    }
  }
  if (enveloped && !expect('}')) return undefined
  skip()
  return i === body.length ? records : undefined
}

/** Index just past the object starting at `i`, or -1. */
function objectEnd(body: Buffer, i: number): number {
  let depth = 0
  while (i < body.length) {
    const c = body[i]!
    if (c === Q) {
      i = stringEnd(body, i + 1)
      if (i < 0) return -1
      continue
    }
    if (c === 0x7b || c === 0x5b) depth++
    else if (c === 0x7d || c === 0x5d) {
      depth--
      if (depth === 0) return i + 1
    }
    i++
  }
  return -1
}

/** Index just past the closing quote of a string whose content starts at `i`, or -1. */
function stringEnd(body: Buffer, i: number): number {
  for (;;) {
    const q = body.indexOf(Q, i)
    if (q < 0) return -1
    let slashes = 0
    while (body[q - 1 - slashes] === BACKSLASH) slashes++
    if (slashes % 2 === 0) return q + 1
    i = q + 1
  }
}

/** Previously validated records by the hash of their raw JSON, when the snapshot and its hashes agree. */
export function previousRecords(snapshotDir: string, snapshotFile: string, key: string): Map<string, unknown> | undefined {
  try {
    const hashes = JSON.parse(readFileSync(path.join(snapshotDir, RECORD_HASHES_FILE), 'utf8')) as RecordHashes
    const snapshot = JSON.parse(readFileSync(path.join(snapshotDir, snapshotFile), 'utf8')) as { fetchedAt?: string; products?: unknown[] }
    if (hashes.key !== key || snapshot.fetchedAt !== hashes.fetchedAt || !Array.isArray(snapshot.products) || snapshot.products.length !== hashes.hashes.length) return undefined
    return new Map(hashes.hashes.map((hash, i) => [hash, snapshot.products![i]]))
  } catch {
    return undefined
  }
}

/** Written after the snapshot it describes. */
export async function writeRecordHashes(snapshotDir: string, value: RecordHashes): Promise<void> {
  const file = path.join(snapshotDir, RECORD_HASHES_FILE)
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(value))
  await rename(temp, file)
}
