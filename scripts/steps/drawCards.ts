/**
 * Drawing share cards into the content-addressed card cache. Run by the share image worker threads, and in-process
 * for a handful of cards (a worker's start-up would cost more than the drawing).
 *
 * A card is two panels side by side. The photo panel depends on the photo alone and most products share their photo,
 * so it is drawn (satori → resvg) once per distinct photo and kept as ready-filtered PNG rows; per card only the text
 * panel goes through satori and resvg, and the two are joined row by row and encoded here: resvg's own PNG writer
 * costs more than the drawing of the text itself. Jobs are taken in photo order so that a few panels in memory do.
 */
import { readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { threadId } from 'node:worker_threads'
import zlib from 'node:zlib'
import type { ResvgRenderOptions } from '@resvg/resvg-js'
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from '../../data/seo/shareImageSize'
import { fonts, PHOTO_WIDTH, photoPanelElement, TEXT_WIDTH, textPanelElement } from './cardDrawing'
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
  const text = await draw(textPanelElement(job.card), TEXT_WIDTH)
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
