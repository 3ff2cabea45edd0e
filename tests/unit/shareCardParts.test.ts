/**
 * A share card's text panel is laid out from its parts (cardDrawing.ts `textPanelParts`), the repeated ones drawn once
 * per thread, and a card rewrites only the PNG rows that differ from the card drawn before it (drawCards.ts): its
 * pixels must be those of the same parts laid out as one panel by satori, for names of one line and of several, with
 * and without a struck price, whatever card came before; and its photo panel that photo's, whatever came before.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { fonts, PHOTO_WIDTH, PRICE_GAP, TEXT_WIDTH, textPanelParts, TITLE_GAP } from '../../scripts/steps/cardDrawing'
import { drawCard } from '../../scripts/steps/drawCards'
import type { ShareCard } from '../../data/seo/shareCards'

const HEIGHT = 630
const el = (type: string, style: Record<string, unknown>, children?: unknown) => ({ type, props: { style, children } })

/** The panel as satori lays it out whole: the parts in a column, the footer pushed to the bottom. */
async function panelDrawnWhole(card: ShareCard): Promise<Buffer> {
  const parts = textPanelParts(card)
  const element = el('div', { width: TEXT_WIDTH, height: HEIGHT, display: 'flex', backgroundColor: '#faf6ef', fontFamily: 'Inter, InterExt', color: '#2b2118' }, [
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '56px 56px 48px' }, [
      el('div', { display: 'flex', flexDirection: 'column' }, [
        parts.eyebrow,
        el('div', { display: 'flex', flexDirection: 'column', marginTop: TITLE_GAP }, [parts.name, el('div', { display: 'flex', marginTop: PRICE_GAP }, [parts.price])]),
      ]),
      parts.footer,
    ]),
  ])
  const svg = await satori(element as never, { width: TEXT_WIDTH, height: HEIGHT, fonts: fonts() })
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels
}

/** A drawn card's RGB rows (its PNG rows are Up-filtered). */
function rowsOf(png: Buffer): Buffer[] {
  const idat: Buffer[] = []
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)))
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const row = 1 + 1200 * 3
  const rows: Buffer[] = []
  let above = Buffer.alloc(1200 * 3)
  for (let y = 0; y < HEIGHT; y++) {
    const line = Buffer.from(raw.subarray(y * row + 1, (y + 1) * row))
    for (let i = 0; i < line.length; i++) line[i] = (line[i]! + above[i]!) & 0xff
    rows.push(line)
    above = line
  }
  return rows
}

const card = (eyebrow: string, title: string, detail: string, strike: string | null): ShareCard => ({ kind: 'product', id: 'p', file: '/og/product/p.png', eyebrow, title, detail, strike, footer: 'Weaves of India', photo: null })
const photoFile = (name: string, bytes: string | Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'card-photo-')), name)
  writeFileSync(file, bytes)
  return file
}
const svgOf = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="630"><rect width="480" height="630" fill="${colour}"/><circle cx="240" cy="300" r="120" fill="#fff"/></svg>`
const photo = (colour: string, name = 'photo.svg') => photoFile(name, svgOf(colour))

describe('share card', () => {
  const red = photo('#a33')
  const blue = photo('#33a')
  // One after another, as a drawing thread takes them: names of one line (60 px) and of three (48 px), a price
  // struck and not, a price and an eyebrow seen before, photos changing and coming back.
  const sequence: [ShareCard, string | null][] = [
    [card('Sarees', 'Cotton Kurta', '₹12,499', null), red],
    [card('Sarees', 'Handloom Banarasi Silk Saree with zari border and a long name that wraps twice over', '₹12,499', '₹15,999'), red],
    [card('Kurtas', 'Linen Kurta', '₹1,299', null), null],
    [card('Sarees', 'Cotton Kurta', '₹12,499', null), blue],
    [card('Sarees', 'Embroidered Anarkali Dupatta Set in Silk', '₹12,499', null), red],
  ]

  it('has the text panel of its parts laid out whole, whatever card came before', async () => {
    for (const [shown, photoFile] of sequence) {
      const whole = await panelDrawnWhole(shown)
      const rows = rowsOf(await drawCard({ card: shown, photoFile }))
      for (let y = 0; y < HEIGHT; y++) {
        const expected = Buffer.alloc(TEXT_WIDTH * 3)
        for (let x = 0; x < TEXT_WIDTH; x++) whole.copy(expected, x * 3, (y * TEXT_WIDTH + x) * 4, (y * TEXT_WIDTH + x) * 4 + 3)
        expect(rows[y]!.subarray(PHOTO_WIDTH * 3).equals(expected), `${shown.title}: row ${y}`).toBe(true)
      }
    }
  })

  it('has its own photo panel, whatever card came before', async () => {
    const photoHalf = async ([shown, photoFile]: [ShareCard, string | null]) => Buffer.concat(rowsOf(await drawCard({ card: shown, photoFile })).map((r) => r.subarray(0, PHOTO_WIDTH * 3)))
    const halves = []
    for (const drawn of sequence) halves.push(await photoHalf(drawn))
    expect(halves[0]!.equals(halves[1]!)).toBe(true)
    expect(halves[0]!.equals(halves[4]!)).toBe(true)
    expect(halves[0]!.equals(halves[3]!)).toBe(false)
    expect(halves[2]!.equals(halves[0]!)).toBe(false)
    expect(halves[3]!.equals(await photoHalf([sequence[0]![0], blue]))).toBe(true)
  })

  it('draws a photo as what its bytes are, whatever its name says, and one it cannot draw as a plain panel', async () => {
    const photoHalf = async (file: string | null) => Buffer.concat(rowsOf(await drawCard({ card: card('Sarees', 'Cotton Kurta', '₹12,499', null), photoFile: file })).map((r) => r.subarray(0, PHOTO_WIDTH * 3)))
    const plain = await photoHalf(null)
    // An SVG behind an address ending in .jpg (the cache names a photo by its address).
    expect((await photoHalf(photo('#a33', 'photo.jpg'))).equals(await photoHalf(red))).toBe(true)
    // An error page answered in its place, and a JPEG whose headers are cut short: plain, and the card still drawn.
    expect((await photoHalf(photoFile('photo.jpg', '<!DOCTYPE html><html><body>Access denied</body></html>'))).equals(plain)).toBe(true)
    expect((await photoHalf(photoFile('photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])))).equals(plain)).toBe(true)
  })
})
