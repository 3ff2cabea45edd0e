/**
 * The share card's drawing: a satori element tree (plain objects, no React) for a ShareCard model, 1200×630.
 * Photo on the left, eyebrow, name, price in rupees and brand on the right, drawn as two panels side by side. Inter's latin file lacks ₹, so the
 * latin-ext file is registered under its own name and listed second in every fontFamily.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'
import type { ShareCard } from '../../data/seo/shareCards'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../data/seo/shareImageSize'

/** Width of the photo panel; each distinct photo is rasterised to this size once per thread. */
export const PHOTO_WIDTH = 480
export const PHOTO_HEIGHT = SHARE_IMAGE_HEIGHT

type Node = { type: string; props: Record<string, unknown> }
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
})

const FAMILY = 'Inter, InterExt'

export function fonts() {
  const require = createRequire(import.meta.url)
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files')
  const file = (name: string) => sfntFromWoff(readFileSync(path.join(dir, name)))
  return [
    { name: 'Inter', data: file('inter-latin-400-normal.woff'), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: file('inter-latin-700-normal.woff'), weight: 700 as const, style: 'normal' as const },
    { name: 'InterExt', data: file('inter-latin-ext-400-normal.woff'), weight: 400 as const, style: 'normal' as const },
    { name: 'InterExt', data: file('inter-latin-ext-700-normal.woff'), weight: 700 as const, style: 'normal' as const },
  ]
}

/**
 * The plain font file (SFNT) inside a WOFF 1.0 file: its tables inflated by Node's zlib. Handed the WOFF itself,
 * satori's font parser inflates them in JavaScript, about 60 ms of every drawing thread's start, which a rebuild that
 * redraws one card pays in full. Anything but WOFF 1.0 is returned as it is.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)]
    const stored = woff.subarray(offset, offset + compressed)
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? zlib.inflateSync(stored) : stored }
  })
  // The offset table's binary-search fields (OpenType spec, "Table directory").
  const power = 2 ** Math.floor(Math.log2(count))
  const head = Buffer.alloc(12 + 16 * count)
  woff.copy(head, 0, 4, 8)
  head.writeUInt16BE(count, 4)
  head.writeUInt16BE(power * 16, 6)
  head.writeUInt16BE(Math.log2(power), 8)
  head.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [head]
  let offset = head.length
  tables.forEach((table, i) => {
    table.tag.copy(head, 12 + i * 16)
    head.writeUInt32BE(table.checksum, 12 + i * 16 + 4)
    head.writeUInt32BE(offset, 12 + i * 16 + 8)
    head.writeUInt32BE(table.data.length, 12 + i * 16 + 12)
    const padded = (table.data.length + 3) & ~3
    parts.push(table.data, Buffer.alloc(padded - table.data.length))
    offset += padded
  })
  return Buffer.concat(parts)
}

/** Width of the text panel beside the photo. */
export const TEXT_WIDTH = SHARE_IMAGE_WIDTH - PHOTO_WIDTH
const BACKGROUND = '#faf6ef'

/**
 * The photo panel alone, drawn once per distinct photo and reused for every card showing it (most products share
 * their photo with others). No photo draws a plain panel.
 */
export function photoPanelElement(photoDataUri: string | null): Node {
  const photo = photoDataUri
    ? el('img', { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, objectFit: 'cover' }, undefined, { src: photoDataUri, width: PHOTO_WIDTH, height: PHOTO_HEIGHT })
    : el('div', { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, backgroundColor: '#e9e1d3' })
  return el('div', { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, display: 'flex', backgroundColor: BACKGROUND }, [photo])
}

/** The text panel's padding: its parts stand this far from its edges. */
export const TEXT_PADDING = { top: 56, side: 56, bottom: 48 } as const
/** Width of the text panel's parts, between its side paddings. */
export const TEXT_INNER_WIDTH = TEXT_WIDTH - 2 * TEXT_PADDING.side
/** The gap between the eyebrow and the name. */
export const TITLE_GAP = 20
/** The gap between the name's last line and the price. */
export const PRICE_GAP = 28

export interface TextPanelParts {
  /** The category or kind, at the top. */
  eyebrow: Node
  /** The name, in one to a few lines: the part every card has its own of. */
  name: Node
  /** The price in rupees (and the struck-through one), PRICE_GAP below the name. */
  price: Node
  /** The brand and the shop's name over a rule, at the bottom. */
  footer: Node
}

/**
 * The text panel (TEXT_WIDTH × SHARE_IMAGE_HEIGHT, right of the photo) as its parts, each drawn on its own,
 * TEXT_INNER_WIDTH wide and as tall as it is (`partElement`), and laid out down the panel: the eyebrow at the top
 * padding, the name TITLE_GAP below it, the price PRICE_GAP below the name, the footer on the bottom padding; the rest
 * is the background. Only the name is every card's own: eyebrows, prices and footers repeat from card to card, so a
 * drawing thread draws each once. The name's line height is a whole number of pixels, so that the price below it
 * starts on a pixel row, as it does when the panel is laid out whole.
 */
export function textPanelParts(card: ShareCard): TextPanelParts {
  const title = card.title.length > 70 ? `${card.title.slice(0, 69)}…` : card.title
  const size = title.length > 40 ? 48 : 60
  return {
    eyebrow: el('div', { fontSize: 24, letterSpacing: 3, textTransform: 'uppercase', color: '#8a6d4b' }, card.eyebrow),
    name: el('div', { fontSize: size, fontWeight: 700, lineHeight: `${Math.round(size * 1.15)}px` }, title),
    price: el('div', { display: 'flex', alignItems: 'baseline' }, [
      el('div', { fontSize: 48, fontWeight: 700, color: '#7a2e1f' }, card.detail),
      ...(card.strike ? [el('div', { fontSize: 30, marginLeft: 20, color: '#9b8f82', textDecoration: 'line-through' }, card.strike)] : []),
    ]),
    footer: el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderTop: '2px solid #e2d6c4', paddingTop: 24 }, [
      el('div', { fontSize: 28, fontWeight: 700 }, card.footer),
      el('div', { fontSize: 24, color: '#8a6d4b' }, 'vitrine'),
    ]),
  }
}

/** A part on the panel's background, in its type and colour, TEXT_INNER_WIDTH wide (satori sizes its height). */
export function partElement(part: Node): Node {
  return el('div', { width: TEXT_INNER_WIDTH, display: 'flex', flexDirection: 'column', backgroundColor: BACKGROUND, fontFamily: FAMILY, color: '#2b2118' }, [part])
}

/** The panel's background colour as RGB bytes, for the rows between its parts. */
export const BACKGROUND_RGB = [0xfa, 0xf6, 0xef] as const
