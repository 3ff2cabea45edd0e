/**
 * Compressed copies of the published text files (rules in data/hostRules.ts, the zlib work in
 * workers/compressCore.mjs): the bundle's files once per bundle at the best levels, the generated site files at the
 * pages' levels whenever they change, the pages as they are rendered. The verify step checks that no copy is left
 * over from an older version of its file.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compressedCopies, isCompressible } from '../../data/hostRules'
import { EXIT, VitrineError } from '../errors'
import { concurrencyLimit } from './mapLimit'
import { BEST_LEVELS, compressCopies, COPIES, PAGE_LEVELS, writeCompressedCopies, type CompressionLevels, type MadeCopies } from '../workers/compressCore.mjs'

const NOTHING = Buffer.alloc(0)

/** Copies written per file: a bit mask (1 Brotli, 2 gzip), see compressCore.mjs. */
export type WrittenCopies = Map<string, number>

/** Compresses the listed files of a folder in place, a few at a time (each one is a thread-pool job). */
async function compressFiles(dir: string, files: string[], levels: CompressionLevels, made?: Map<string, Promise<MadeCopies>>): Promise<WrittenCopies> {
  const written: WrittenCopies = new Map()
  const queue = files.filter(isCompressible)
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      // Copies made in advance need nothing more of the file.
      const copies = made?.get(file)
      const bytes = copies ? NOTHING : await readFile(path.join(dir, file))
      written.set(file, await writeCompressedCopies(path.join(dir, file), bytes, levels, false, copies))
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return written
}

/** The bundle's client files (hashed assets and public files), once, when the bundle is made. */
export function compressBundle(clientDir: string, files: string[]): Promise<WrittenCopies> {
  return compressFiles(clientDir, files, BEST_LEVELS)
}

/**
 * Files compressed in advance at once: each one holds a copy of its bytes and a Brotli and a gzip encoder (a few
 * megabytes each) from the moment it starts, and libuv's pool runs four jobs at a time anyway. Started all together,
 * the ~150 files a 100,000-product catalogue's site files change to after a code change held ~300 MB more beside
 * the render's start (a 1.65 GB peak against 1.26 GB).
 */
const IN_ADVANCE_AT_ONCE = 2

/**
 * Starts compressing the changed generated site files as soon as they are known, on the thread pool while the
 * pages render: the card and search indexes of a large catalogue take longer to compress than a few pages to render.
 */
export function compressInAdvance(files: Map<string, string>, changed: string[]): Map<string, Promise<MadeCopies>> {
  const inTurn = concurrencyLimit(IN_ADVANCE_AT_ONCE)
  // Each file's content is taken now: the build lets the map's go once they are written.
  const made = new Map(
    changed.filter(isCompressible).map((file) => {
      const content = files.get(file)!
      return [file, inTurn(() => compressCopies(content, PAGE_LEVELS))] as const
    }),
  )
  for (const pending of made.values()) pending.catch(() => undefined)
  return made
}

/** Generated site files written to the staging folder (sitemap, card index): their copies made in advance, or now. */
export function compressSiteFiles(staging: string, changed: string[], made?: Map<string, Promise<MadeCopies>>): Promise<WrittenCopies> {
  return compressFiles(staging, changed, PAGE_LEVELS, made)
}

/**
 * Fails when a compressed copy outlives its file: a file this build removed must have no copy left, and a file it
 * wrote must have no copy but the ones written with it.
 */
export function verifyCopies(staging: string, written: WrittenCopies, removed: string[]): void {
  const stale: string[] = []
  for (const file of removed) for (const copy of isCompressible(file) ? compressedCopies(file) : []) if (existsSync(path.join(staging, copy))) stale.push(copy)
  for (const [file, mask] of written) {
    COPIES.forEach(({ suffix, bit }) => {
      if (!(mask & bit) && existsSync(path.join(staging, file + suffix))) stale.push(file + suffix)
    })
  }
  if (stale.length > 0) {
    throw new VitrineError(`${stale.length} compressed cop${stale.length === 1 ? 'y is' : 'ies are'} older than their file, e.g. ${stale.slice(0, 3).join(', ')}`, {
      exitCode: EXIT.build,
      suggestion: 'the previous output was left as it was; rerun the build',
    })
  }
}
