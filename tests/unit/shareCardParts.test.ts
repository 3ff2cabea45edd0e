/**
 * A share card's text panel is laid out from its parts (cardDrawing.ts `textPanelParts`), the repeated ones drawn once
 * per thread (drawCards.ts): its pixels must be those of the same parts laid out as one panel by satori, for names of
 * one line and of several (a name of several lines ends between two pixel rows), with and without a struck price.
 */
import zlib from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { fonts, PHOTO_WIDTH, TEXT_WIDTH, textPanelParts, TITLE_GAP } from '../../scripts/steps/cardDrawing'
import { drawCard } from '../../scripts/steps/drawCards'
import type { ShareCard } from '../../data/seo/shareCards'

const HEIGHT = 630
const el = (type: string, style: Record<string, unknown>, children?: unknown) => ({ type, props: { style, children } })

/** The panel as satori lays it out whole: the parts in a column, the footer pushed to the bottom. */
async function panelDrawnWhole(card: ShareCard): Promise<Buffer> {
  const parts = textPanelParts(card)
  const element = el('div', { width: TEXT_WIDTH, height: HEIGHT, display: 'flex', backgroundColor: '#faf6ef', fontFamily: 'Inter, InterExt', color: '#2b2118' }, [
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '56px 56px 48px' }, [
      el('div', { display: 'flex', flexDirection: 'column' }, [parts.eyebrow, el('div', { display: 'flex', flexDirection: 'column', marginTop: TITLE_GAP }, [parts.body])]),
      parts.footer,
    ]),
  ])
  const svg = await satori(element as never, { width: TEXT_WIDTH, height: HEIGHT, fonts: fonts() })
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels
}

/** The text panel's RGB rows of a drawn card (its PNG rows are Up-filtered). */
function textPanelOf(png: Buffer): Buffer[] {
  const idat: Buffer[] = []
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)))
  const raw = zlib.inflateSync(Buffer.concat(idat))
  const row = 1 + 1200 * 3
  const rows: Buffer[] = []
  let above = Buffer.alloc(1200 * 3)
  for (let y = 0; y < HEIGHT; y++) {
    const line = Buffer.from(raw.subarray(y * row + 1, (y + 1) * row))
    for (let i = 0; i < line.length; i++) line[i] = (line[i]! + above[i]!) & 0xff
    rows.push(line.subarray(PHOTO_WIDTH * 3))
    above = line
  }
  return rows
}

const card = (title: string, strike: string | null): ShareCard => ({ kind: 'product', id: 'p', file: '/og/product/p.png', eyebrow: 'Sarees', title, detail: '₹12,499', strike, footer: 'Weaves of India', photo: null })

describe('share card text panel', () => {
  it('is drawn from its parts with the very pixels of the panel laid out whole', async () => {
    for (const shown of [card('Cotton Kurta', null), card('Handloom Banarasi Silk Saree with zari border and a long name that wraps twice over', '₹15,999')]) {
      const whole = await panelDrawnWhole(shown)
      const rows = textPanelOf(await drawCard({ card: shown, photoFile: null }))
      for (let y = 0; y < HEIGHT; y++) {
        const expected = Buffer.alloc(TEXT_WIDTH * 3)
        for (let x = 0; x < TEXT_WIDTH; x++) whole.copy(expected, x * 3, (y * TEXT_WIDTH + x) * 4, (y * TEXT_WIDTH + x) * 4 + 3)
        expect(rows[y]!.equals(expected), `${shown.title}: row ${y}`).toBe(true)
      }
    }
  })
})
