/**
 * Drawing share cards into the content-addressed card cache. Run by the share image worker threads, and in-process
 * for a handful of cards (a worker's start-up would cost more than the drawing).
 *
 * A card is two panels side by side. The photo panel depends on the photo alone and most products share their photo,
 * so it is drawn (satori → resvg) once per distinct photo and kept as ready-filtered PNG rows. The text panel is laid
 * out from its parts (cardDrawing.ts `textPanelParts`): the eyebrow and the footer repeat from card to card and are
 * drawn once each, so per card only the name and price go through satori and resvg (about half the panel's drawing,
 * the same pixels). The panels are joined row by row and encoded here: resvg's own PNG writer costs more than the
 * drawing of the text itself. Jobs are taken in photo order so that a few panels in memory do.
 */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { threadId } from 'node:worker_threads'
import zlib from 'node:zlib'
import type { ResvgRenderOptions } from '@resvg/resvg-js'
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../../data/seo/shareImageSize'
import { BACKGROUND_RGB, fonts, partElement, PHOTO_WIDTH, photoPanelElement, TEXT_INNER_WIDTH, TITLE_GAP, TEXT_PADDING, TEXT_WIDTH, textPanelParts } from './cardDrawing'
import { Resvg, satori } from './drawingLibraries'
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
let raw: Buffer | undefined

function photoUri(file: string): string | null {
  try {
    const bytes = readFileSync(file)
    // An SVG photo is embedded as vector: resvg draws it in the same pass, cheaper than rasterising it first.
    const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg'
    return `data:${type};base64,${bytes.toString('base64')}`
  } catch {
    return null
  }
}

async function draw(element: unknown, width: number): Promise<Buffer> {
  const svg = await satori(element as never, { width, height: HEIGHT, fonts: fontList! })
  return new Resvg(svg, RESVG).render().pixels
}

/** A part of the text panel as RGBA pixels, TEXT_INNER_WIDTH wide and as tall as satori lays it out. */
type Part = { pixels: Buffer; height: number }
async function drawPart(element: unknown): Promise<Part> {
  const svg = await satori(partElement(element as never) as never, { width: TEXT_INNER_WIDTH, fonts: fontList! } as never)
  const image = new Resvg(svg, RESVG).render()
  return { pixels: image.pixels, height: image.height }
}

/** Eyebrows and footers drawn so far (they repeat from card to card); kept to a few hundred. */
const parts = new Map<string, Part>()
const PARTS_KEPT = 512
async function repeatedPart(key: string, element: unknown): Promise<Part> {
  let part = parts.get(key)
  if (!part) {
    part = await drawPart(element)
    if (parts.size >= PARTS_KEPT) parts.delete(parts.keys().next().value!)
    parts.set(key, part)
  }
  return part
}

/**
 * The text panel as RGBA pixels, TEXT_WIDTH × HEIGHT: its parts (cardDrawing.ts `textPanelParts`) laid down the panel on
 * its background: the very pixels of the panel drawn whole, for half the drawing (only the name and price are new).
 */
async function textPanel(card: ImageJob['card']): Promise<Buffer> {
  const element = textPanelParts(card)
  const eyebrow = await repeatedPart(`e\0${card.eyebrow}`, element.eyebrow)
  const body = await drawPart(element.body)
  const footer = await repeatedPart(`f\0${card.footer}`, element.footer)
  if (!background) {
    background = Buffer.allocUnsafe(TEXT_WIDTH * HEIGHT * 4)
    for (let i = 0; i < background.length; i += 4) background.set([...BACKGROUND_RGB, 255], i)
  }
  text ??= Buffer.allocUnsafe(background.length)
  background.copy(text)
  const place = (part: Part, top: number) => {
    const line = TEXT_INNER_WIDTH * 4
    for (let y = 0; y < part.height && top + y < HEIGHT; y++) part.pixels.copy(text!, ((top + y) * TEXT_WIDTH + TEXT_PADDING.side) * 4, y * line, (y + 1) * line)
  }
  place(eyebrow, TEXT_PADDING.top)
  place(body, TEXT_PADDING.top + eyebrow.height + TITLE_GAP)
  place(footer, HEIGHT - TEXT_PADDING.bottom - footer.height)
  return text
}
let text: Buffer | undefined
/** The empty panel, copied under each card's parts. */
let background: Buffer | undefined

/** RGBA pixels `width` wide, as RGB rows under the Up filter (each byte minus the one above it), `stride` apart. */
function upFiltered(rgba: Buffer, width: number, target: Buffer, offset: number, stride: number): void {
  const line = width * 4
  for (let y = 0; y < HEIGHT; y++) {
    let o = offset + y * stride
    const row = y * line
    if (y === 0) {
      for (let i = row, end = row + line; i < end; i += 4) {
        target[o++] = rgba[i]!
        target[o++] = rgba[i + 1]!
        target[o++] = rgba[i + 2]!
      }
    } else if (rgba.compare(rgba, row - line, row, row, row + line) === 0) {
      // Most of a panel's rows repeat the one above (plain background between lines of text): all zeros.
      target.fill(0, o, o + width * 3)
    } else {
      for (let i = row, end = row + line; i < end; i += 4) {
        target[o++] = rgba[i]! - rgba[i - line]!
        target[o++] = rgba[i + 1]! - rgba[i + 1 - line]!
        target[o++] = rgba[i + 2]! - rgba[i + 2 - line]!
      }
    }
  }
}

async function photoPanel(file: string | null): Promise<Buffer> {
  const key = file ?? ''
  const known = panels.get(key)
  if (known) return known
  const uri = file ? photoUri(file) : null
  const panel = Buffer.allocUnsafe(HEIGHT * PHOTO_ROW)
  upFiltered(await draw(photoPanelElement(uri), PHOTO_WIDTH), PHOTO_WIDTH, panel, 0, PHOTO_ROW)
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

/** One card as PNG bytes. */
export async function drawCard(job: Pick<ImageJob, 'card' | 'photoFile'>): Promise<Buffer> {
  fontList ??= fonts()
  const panel = await photoPanel(job.photoFile)
  const text = await textPanel(job.card)
  raw ??= Buffer.allocUnsafe(HEIGHT * ROW)
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * ROW] = 2 // Up
    panel.copy(raw, y * ROW + 1, y * PHOTO_ROW, (y + 1) * PHOTO_ROW)
  }
  upFiltered(text, TEXT_WIDTH, raw, 1 + PHOTO_ROW, ROW)
  return Buffer.concat([SIGNATURE, IHDR, chunk('IDAT', zlib.deflateSync(raw, { level: 3 })), IEND])
}

export async function drawCards(jobs: ImageJob[], onProgress: (count: number) => void): Promise<void> {
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
}
