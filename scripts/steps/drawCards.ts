/**
 * Drawing share cards into the content-addressed card cache. Run by the share image worker threads, and in-process
 * for a handful of cards (a worker's start-up would cost more than the drawing).
 *
 * A card is two panels side by side. The photo panel depends on the photo alone and most products share their photo,
 * so it is drawn (satori → resvg) once per distinct photo and kept as ready-filtered PNG rows. The text panel is laid
 * out from its parts (cardDrawing.ts `textPanelParts`): the eyebrow, the price and the footer repeat from card to card
 * and are drawn once each, so per card only the name goes through satori and resvg. The card's PNG rows are kept from
 * one card to the next and only the rows that differ are written again; they are encoded here: resvg's own PNG writer
 * costs more than the drawing of the text itself. Jobs are taken in photo order so that a few panels in memory do.
 */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { threadId } from 'node:worker_threads'
import zlib from 'node:zlib'
import type { ResvgRenderOptions } from '@resvg/resvg-js'
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../../data/seo/shareImageSize'
import { BACKGROUND_RGB, fonts, partElement, PHOTO_WIDTH, photoPanelElement, PRICE_GAP, TEXT_INNER_WIDTH, TEXT_PADDING, TEXT_WIDTH, TITLE_GAP, textPanelParts } from './cardDrawing'
import { Resvg, satori } from './drawingLibraries'
import { photoType } from './photoType'
import type { ImageJob } from './shareImages'

/** satori turns text into paths, so resvg needs no fonts: loading the system's on every image is wasted time. */
const RESVG: ResvgRenderOptions = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }
/** Bytes of one PNG row: a filter byte and RGB pixels (every card is opaque). */
const ROW = 1 + WIDTH * 3
const PHOTO_ROW = PHOTO_WIDTH * 3
const PANELS_KEPT = 4

let fontList: ReturnType<typeof fonts> | undefined
/** Photo panels by photo file ('' for none): each row's RGB bytes already under PNG's Up filter. */
const panels = new Map<string, Buffer>()
function photoUri(file: string): string | null {
  try {
    const bytes = readFileSync(file)
    // Of the type its bytes say (photoType.ts). An SVG photo is embedded as vector: resvg draws it in the same pass,
    // cheaper than rasterising it first.
    const type = photoType(bytes)
    return type ? `data:${type};base64,${bytes.toString('base64')}` : null
  } catch {
    return null
  }
}

async function draw(element: unknown, width: number): Promise<Buffer> {
  const svg = await satori(element as never, { width, height: HEIGHT, fonts: fontList! })
  return new Resvg(svg, RESVG).render().pixels
}

/**
 * A part of the text panel as RGBA pixels, as tall as satori lays it out: rows of `width` pixels from the panel's
 * inner left edge, the rest of each row (to TEXT_INNER_WIDTH) the background.
 */
type Part = { pixels: Buffer; height: number; width: number }
async function drawPart(element: unknown): Promise<Part> {
  const svg = await satori(partElement(element as never) as never, { width: TEXT_INNER_WIDTH, fonts: fontList! } as never)
  const image = new Resvg(svg, RESVG).render()
  return { pixels: image.pixels, height: image.height, width: TEXT_INNER_WIDTH }
}

const BACKGROUND_PIXEL = Buffer.from([...BACKGROUND_RGB, 255]).readUInt32LE(0)
/** The part cut to the columns it draws on: a price uses half its row, and a few hundred are kept. */
function cropped(part: Part): Part {
  let width = 0
  for (let y = 0; y < part.height; y++) {
    for (let x = part.width - 1; x >= width; x--) {
      if (part.pixels.readUInt32LE((y * part.width + x) * 4) !== BACKGROUND_PIXEL) {
        width = x + 1
        break
      }
    }
  }
  if (width === part.width) return part
  const pixels = Buffer.alloc(Math.max(1, width * 4 * part.height))
  for (let y = 0; y < part.height; y++) part.pixels.copy(pixels, y * width * 4, y * part.width * 4, (y * part.width + width) * 4)
  return { pixels, height: part.height, width }
}

/**
 * Parts that repeat from card to card, drawn once and kept while in use: eyebrows and footers (a few dozen in a
 * catalogue), and prices (hundreds; jobs in photo order come kind by kind, and a kind's prices come from its own
 * range: at 10,000 products 128 kept found three cards in five). Kept cropped: a share image thread's native memory
 * stays with the build (glibc keeps what it freed), and a 100,000-product build is near its memory goal.
 */
const repeated = { parts: new Map<string, Part>(), kept: 512 }
const prices = { parts: new Map<string, Part>(), kept: 128 }
async function repeatedPart(cache: typeof repeated, key: string, element: unknown): Promise<Part> {
  let part = cache.parts.get(key)
  if (part) cache.parts.delete(key)
  else {
    part = cropped(await drawPart(element))
    if (cache.parts.size >= cache.kept) cache.parts.delete(cache.parts.keys().next().value!)
  }
  cache.parts.set(key, part)
  return part
}

/**
 * The name's line height is less than its type's, so its first and last lines' glyphs reach a pixel or two past its
 * box, over the gaps around it: it is drawn with this much more background above and below, and placed as far up.
 */
const NAME_BLEED = 4

/** What each row of the text panel shows: a row (`row`) of a part (`part`), or the background (a null part). */
type Rows = { part: (Part | null)[]; row: Int32Array }
const emptyRows = (): Rows => ({ part: new Array<Part | null>(HEIGHT).fill(null), row: new Int32Array(HEIGHT) })
/** The rows of the card last written into `raw`, and of the one being laid out. */
let written = emptyRows()
let laying = emptyRows()

/**
 * The text panel's rows for a card: its parts (cardDrawing.ts `textPanelParts`) laid down the panel on its
 * background, later parts over earlier ones: the very pixels of the panel drawn whole, for a fraction of the drawing
 * (only the name is new to most cards).
 */
async function layTextPanel(card: ImageJob['card']): Promise<Rows> {
  const element = textPanelParts(card)
  const eyebrow = await repeatedPart(repeated, `e\0${card.eyebrow}`, element.eyebrow)
  const name = await drawPart({ type: 'div', props: { style: { display: 'flex', flexDirection: 'column', padding: `${NAME_BLEED}px 0` }, children: [element.name] } })
  const price = await repeatedPart(prices, `${card.detail}\0${card.strike ?? ''}`, element.price)
  const footer = await repeatedPart(repeated, `f\0${card.footer}`, element.footer)
  const rows = laying
  rows.part.fill(null)
  const place = (part: Part, top: number) => {
    for (let y = Math.max(0, top); y < top + part.height && y < HEIGHT; y++) {
      rows.part[y] = part
      rows.row[y] = y - top
    }
  }
  const nameTop = TEXT_PADDING.top + eyebrow.height + TITLE_GAP
  place(eyebrow, TEXT_PADDING.top)
  place(name, nameTop - NAME_BLEED)
  place(price, nameTop + name.height - 2 * NAME_BLEED + PRICE_GAP)
  place(footer, HEIGHT - TEXT_PADDING.bottom - footer.height)
  return rows
}

/** One row of the panel's background, as RGBA like the parts; and a row of nothing, above the first. */
const backgroundRow = Buffer.alloc(TEXT_INNER_WIDTH * 4)
for (let i = 0; i < backgroundRow.length; i += 4) backgroundRow.writeUInt32LE(BACKGROUND_PIXEL, i)
const nothing = Buffer.alloc(Math.max(TEXT_INNER_WIDTH, PHOTO_WIDTH) * 4)
const sameRow = (a: Rows, b: Rows, y: number) => a.part[y] === b.part[y] && (a.part[y] === null || a.row[y] === b.row[y])

/**
 * One row of RGBA pixels as RGB bytes under PNG's Up filter (each byte minus the one above it), into `out` from `o`:
 * the row is `nowWidth` pixels from `at` in `now`, the row above `aboveWidth` pixels from `from` in `above`, and each
 * is the panel's background past its own width, up to `width`.
 */
function upFilteredRow(out: Buffer, o: number, now: Buffer, at: number, nowWidth: number, above: Buffer, from: number, aboveWidth: number, width: number): void {
  if (nowWidth === aboveWidth && now.compare(above, from, from + nowWidth * 4, at, at + nowWidth * 4) === 0) {
    // Most rows repeat the one above (plain background between lines of text): all zeros.
    out.fill(0, o, o + width * 3)
    return
  }
  const both = Math.min(nowWidth, aboveWidth)
  for (let i = at, j = from, end = at + both * 4; i < end; i += 4, j += 4) {
    out[o++] = now[i]! - above[j]!
    out[o++] = now[i + 1]! - above[j + 1]!
    out[o++] = now[i + 2]! - above[j + 2]!
  }
  // Past the narrower row, the wider one against the background (an Up filter byte wraps, as above).
  const [wider, start, sign] = nowWidth > both ? [now, at, 1] : [above, from, -1]
  for (let i = start + both * 4, k = both * 4, end = start + Math.max(nowWidth, aboveWidth) * 4; i < end; i += 4, k += 4) {
    out[o++] = sign * (wider[i]! - backgroundRow[k]!)
    out[o++] = sign * (wider[i + 1]! - backgroundRow[k + 1]!)
    out[o++] = sign * (wider[i + 2]! - backgroundRow[k + 2]!)
  }
  out.fill(0, o, o + (width - Math.max(nowWidth, aboveWidth)) * 3)
}

/**
 * Writes the text panel's rows into `raw` under PNG's Up filter, between the side paddings (background over
 * background: zeros, written once). A row is written only when it or the one above it shows something else than in
 * the card written last: the name's rows and the price's, mostly.
 */
function writeTextPanel(rows: Rows): void {
  for (let y = 0; y < HEIGHT; y++) {
    if (sameRow(rows, written, y) && (y === 0 || sameRow(rows, written, y - 1))) continue
    const part = rows.part[y]
    const partAbove = y > 0 ? rows.part[y - 1] : undefined
    // Each row as pixels from `at` in `pixels`, `width` of them and background beyond.
    const [now, at, nowWidth] = part ? [part.pixels, rows.row[y]! * part.width * 4, part.width] : [backgroundRow, 0, TEXT_INNER_WIDTH]
    const [above, from, aboveWidth] = partAbove ? [partAbove.pixels, rows.row[y - 1]! * partAbove.width * 4, partAbove.width] : [partAbove === null ? backgroundRow : nothing, 0, TEXT_INNER_WIDTH]
    upFilteredRow(raw!, y * ROW + 1 + PHOTO_ROW + TEXT_PADDING.side * 3, now, at, nowWidth, above, from, aboveWidth, TEXT_INNER_WIDTH)
  }
  laying = written
  written = rows
}

/** RGBA pixels `width` wide, as RGB rows under the Up filter, `stride` apart. */
function upFiltered(rgba: Buffer, width: number, target: Buffer, offset: number, stride: number): void {
  const line = width * 4
  for (let y = 0; y < HEIGHT; y++) upFilteredRow(target, offset + y * stride, rgba, y * line, width, y ? rgba : nothing, y ? (y - 1) * line : 0, width, width)
}

/** Photo files whose bytes this thread could not draw (drawPhoto): drawCards answers those of its cards. */
const undrawable = new Set<string>()

/**
 * The photo panel's pixels; a photo whose bytes cannot be drawn (a JPEG cut short in its headers) leaves a plain panel
 * and a warning, not a failed build, and is answered by drawCards: the build names it with the photos it could not
 * fetch, and its cards are kept as drawn without it. The fetch step turns away bytes of no image type (photoType.ts);
 * this is for the few it cannot tell.
 */
async function drawPhoto(uri: string | null, file: string | null): Promise<Buffer> {
  try {
    return await draw(photoPanelElement(uri), PHOTO_WIDTH)
  } catch (error) {
    if (uri === null) throw error
    console.warn(`warning: share-card photo ${file} could not be drawn (${(error as Error).message.split('\n')[0]}); drawing its cards without it`)
    if (file) undrawable.add(file)
    return draw(photoPanelElement(null), PHOTO_WIDTH)
  }
}

async function photoPanel(file: string | null): Promise<Buffer> {
  const key = file ?? ''
  const known = panels.get(key)
  if (known) return known
  const uri = file ? photoUri(file) : null
  const panel = Buffer.allocUnsafe(HEIGHT * PHOTO_ROW)
  upFiltered(await drawPhoto(uri, file), PHOTO_WIDTH, panel, 0, PHOTO_ROW)
  if (panels.size >= PANELS_KEPT) panels.delete(panels.keys().next().value!)
  panels.set(key, panel)
  return panel
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0)
  return Buffer.concat([head, data, crc])
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const IHDR = (() => {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(WIDTH, 0)
  data.writeUInt32BE(HEIGHT, 4)
  data[8] = 8 // bit depth
  data[9] = 2 // truecolour RGB
  return chunk('IHDR', data)
})()
const IEND = chunk('IEND', Buffer.alloc(0))

/**
 * Loads what every card needs (the fonts, satori's layout engine and its parse of the fonts) by drawing a few letters:
 * a worker started ahead of its cards (pool.ts `StartedWorker`) does it while the build is still planning.
 */
export async function prepareDrawing(): Promise<void> {
  fontList ??= fonts()
  await satori({ type: 'div', props: { style: { display: 'flex', fontFamily: 'Inter', fontWeight: 700 }, children: 'Aa' } } as never, { width: 40, height: 20, fonts: fontList })
}

/**
 * The card's PNG rows (a filter byte, then RGB), kept from card to card: a card rewrites only the rows of its own
 * that differ from the last one's (the photo panel when the photo changes, the text panel's changed rows). It starts
 * as a blank card, all background (zeros under the Up filter but for the first row).
 */
let raw: Buffer | undefined
/** The photo panel now in `raw`. */
let rawPanel: Buffer | undefined
function blankRaw(): Buffer {
  const blank = Buffer.alloc(HEIGHT * ROW)
  for (let y = 0; y < HEIGHT; y++) blank[y * ROW] = 2 // Up
  for (let x = 0; x < TEXT_WIDTH; x++) blank.set(BACKGROUND_RGB, 1 + PHOTO_ROW + x * 3)
  written = emptyRows()
  rawPanel = undefined
  return blank
}

/** One card as PNG bytes. Cards are drawn one after another (`raw` is shared). */
export async function drawCard(job: Pick<ImageJob, 'card' | 'photoFile'>): Promise<Buffer> {
  fontList ??= fonts()
  const panel = await photoPanel(job.photoFile)
  const rows = await layTextPanel(job.card)
  raw ??= blankRaw()
  if (panel !== rawPanel) {
    for (let y = 0; y < HEIGHT; y++) panel.copy(raw, y * ROW + 1, y * PHOTO_ROW, (y + 1) * PHOTO_ROW)
    rawPanel = panel
  }
  writeTextPanel(rows)
  // Run-length matches only (zlib's strategy for PNG rows): a card's rows are mostly zeros under the Up filter, and
  // level 3's search for longer matches took ~20 % more time than this for ~12 % smaller files (84 against 96 KB).
  return Buffer.concat([SIGNATURE, IHDR, chunk('IDAT', zlib.deflateSync(raw, { level: 3, strategy: zlib.constants.Z_RLE })), IEND])
}

/** Draws the cards into the cache; answers the photo files of theirs it could not draw (their cards have plain panels). */
export async function drawCards(jobs: ImageJob[], onProgress: (count: number) => void): Promise<string[]> {
  // Jobs arrive in photo order (shareImages.ts), so the few photo panels kept are the ones in use.
  let sinceReport = 0
  for (const job of jobs) {
    const png = await drawCard(job)
    const temp = `${job.out}.${process.pid}-${threadId}.tmp`
    await writeFile(temp, png)
    await rename(temp, job.out)
    if (++sinceReport >= 5) {
      onProgress(sinceReport)
      sinceReport = 0
    }
  }
  onProgress(sinceReport)
  // A photo's panel is kept between parts (`panels`), so one found undrawable before is answered for these cards too.
  return [...new Set(jobs.flatMap((job) => (job.photoFile && undrawable.has(job.photoFile) ? [job.photoFile] : [])))]
}
