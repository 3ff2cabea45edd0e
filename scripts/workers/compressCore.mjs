// Brotli and gzip copies of the site's text files (`page.html.br`, `page.html.gz`), for hosts that send them as they
// are (nginx `gzip_static`/`brotli_static`, `vitrine serve`). The site files' are made on libuv's thread pool while the
// build renders; each render thread makes its pages' on its own (writeCompressedCopiesSync); both are written by one
// rule (writeMadeCopies). Plain JavaScript: the render workers import it without a loader.
import { rmSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Pages: Brotli 5 and gzip 6 land within a few per cent of the best levels' size at a fraction of their time (every
 * page of a full build is compressed); hashed assets are compressed once per bundle, so they get the best levels.
 */
export const PAGE_LEVELS = Object.freeze({ brotli: 5, gzip: 6 })
export const BEST_LEVELS = Object.freeze({ brotli: 11, gzip: 9 })

/** Suffix and bit of each copy, in the order `written` reports them. */
export const COPIES = Object.freeze([
  { suffix: '.br', bit: 1 },
  { suffix: '.gz', bit: 2 },
])

/**
 * The Brotli and gzip bytes of `content`, on libuv's thread pool, and its size: a file compressed in advance waits
 * for its copies to be written (the card index, through the whole render), and only its size is needed then, not its
 * bytes (at 20,000 products ~17 MB for the card index, search index, sitemap and redirects, beside their strings).
 *
 * @param {string | Buffer} content
 * @param {{ brotli: number, gzip: number }} levels
 * @returns {Promise<{ size: number, copies: [Buffer, Buffer] }>}
 */
export async function compressCopies(content, levels) {
  const input = typeof content === 'string' ? Buffer.from(content) : content
  const copies = await Promise.all([brotliAsync(input, brotliOptions(levels, input.length)), gzipAsync(input, { level: levels.gzip })])
  return { size: input.length, copies }
}

/**
 * @param {{ brotli: number, gzip: number }} levels
 * @param {number} size
 */
const brotliOptions = (levels, size) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

/**
 * Writes `file.br` and `file.gz` beside `file` (whose bytes are `content`), each only when smaller than the file;
 * an older copy is removed first, so a copy never outlives the content it was made from. `fresh`: the folder is
 * new, nothing to remove. `made`: the copies, when compressCopies already made them. Resolves to a bit mask of the
 * copies written (1 Brotli, 2 gzip).
 *
 * @param {string} file
 * @param {string | Buffer} content
 * @param {{ brotli: number, gzip: number }} levels
 * @param {boolean} [fresh]
 * @param {Promise<{ size: number, copies: [Buffer, Buffer] }>} [made]
 * @returns {Promise<number>}
 */
export async function writeCompressedCopies(file, content, levels, fresh = false, made = undefined) {
  const { size, copies } = await (made ?? compressCopies(content, levels))
  return writeMadeCopies(file, size, copies, fresh)
}

/**
 * writeCompressedCopies on this thread, for a render thread's pages (see renderCore.mjs): the same copies, the same
 * levels and the same rule.
 *
 * @param {string} file
 * @param {Buffer} content
 * @param {{ brotli: number, gzip: number }} levels
 * @param {boolean} [fresh]
 * @returns {number}
 */
export function writeCompressedCopiesSync(file, content, levels, fresh = false) {
  return writeMadeCopies(file, content.length, [brotliCompressSync(content, brotliOptions(levels, content.length)), gzipSync(content, { level: levels.gzip })], fresh)
}

/**
 * The one rule for the copies of a file of `size` bytes, however they were made: each written beside it only when
 * smaller, an older one removed first. Written from this thread: a few kilobytes to megabytes each, and the thread
 * either renders (every core busy) or waits for the copies anyway.
 *
 * @param {string} file
 * @param {number} size
 * @param {Buffer[]} copies in the order of COPIES
 * @param {boolean} fresh
 * @returns {number}
 */
function writeMadeCopies(file, size, copies, fresh) {
  let written = 0
  copies.forEach((bytes, i) => {
    const { suffix, bit } = COPIES[i]
    if (!fresh) rmSync(file + suffix, { force: true })
    if (bytes.length >= size) return
    writeFileSync(file + suffix, bytes)
    written |= bit
  })
  return written
}
