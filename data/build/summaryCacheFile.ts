/**
 * The record cache the build writes beside the snapshot (scripts/steps/recordCache.ts) and the render threads read
 * (catalogueIndex.ts `indexFromFiles`). Server-side only (node:fs).
 *
 * Four lines:
 *  1. the render head: what a render thread reads of the file (where each record lies in the snapshot and each
 *     summary in line 3, the reviews digest's layout): ~7 MB at 100,000 products;
 *  2. the rest of the header, which only the next build reads (the code's key, the related picks, the plan's memo,
 *     the records' hashes): ~29 MB at 100,000 products. In one line with the first, every render thread parsed it as
 *     it started (hundreds of megabytes of objects), two threads at once at the start of a full render, the build's
 *     peak memory;
 *  3. the summaries as a JSON array;
 *  4. the reviews digest.
 */
import { readSync } from 'node:fs'
import type { DigestLayout } from './reviewsDigest'

export const SUMMARY_CACHE_FILE = 'products.summaries.json'

export interface RenderHead {
  /** The snapshot this describes (its fetchedAt). */
  fetchedAt: string
  /** Per product: where its JSON starts and ends in the snapshot file. */
  ranges: number[]
  reviewsSha1: string | null
  /** Per product: where its summary starts and ends in line 3. */
  summaryRanges: number[]
  /** Absent in a cache written before the digest was read on demand: then it is parsed whole. */
  digestLayout?: DigestLayout | null
}

/** Bytes read at a time while looking for a line's end. */
const BLOCK = 1 << 20

/** Where the line that goes on at `from` in an open file ends (its newline), read a block at a time; -1 when it does not. */
export function lineEnd(fd: number, from: number): number {
  const block = Buffer.allocUnsafe(BLOCK)
  for (let at = from; ; at += BLOCK) {
    const got = readSync(fd, block, 0, BLOCK, at)
    if (got === 0) return -1
    const newline = block.subarray(0, got).indexOf(0x0a)
    if (newline >= 0) return at + newline
  }
}
