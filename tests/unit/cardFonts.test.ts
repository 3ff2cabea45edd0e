/**
 * The share card's fonts are handed to satori as plain font files decoded from Inter's WOFF files (cardDrawing.ts
 * `sfntFromWoff`): the text must be drawn exactly as from the WOFF files themselves.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { fonts, sfntFromWoff } from '../../scripts/steps/cardDrawing'

const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files')
const woff = (name: string) => readFileSync(path.join(dir, name))

describe('share card fonts', () => {
  it('decodes a WOFF file into the font file it wraps', () => {
    const file = woff('inter-latin-700-normal.woff')
    const sfnt = sfntFromWoff(file)
    // Same flavour and table count; the size WOFF's header announces for the decoded font.
    expect(sfnt.readUInt32BE(0)).toBe(file.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(file.readUInt16BE(12))
    expect(sfnt.length).toBe(file.readUInt32BE(16))
    expect(sfntFromWoff(sfnt)).toBe(sfnt)
  })

  it('draws the card text exactly as the WOFF files do, ₹ included', async () => {
    const element = {
      type: 'div',
      props: { style: { display: 'flex', flexDirection: 'column', fontFamily: 'Inter, InterExt' }, children: [
        { type: 'div', props: { style: { fontWeight: 700, fontSize: 48 }, children: 'Frilled Poplin Fit & Flare Frock' } },
        { type: 'div', props: { style: { fontWeight: 400, fontSize: 36 }, children: '₹1,299 · Monsoon Street' } },
      ] },
    }
    const asWoff = fonts().map((font, i) => ({ ...font, data: woff(['inter-latin-400-normal.woff', 'inter-latin-700-normal.woff', 'inter-latin-ext-400-normal.woff', 'inter-latin-ext-700-normal.woff'][i]!) }))
    const drawn = await satori(element as never, { width: 720, height: 200, fonts: fonts() })
    expect(drawn).toBe(await satori(element as never, { width: 720, height: 200, fonts: asWoff }))
    expect(drawn).toContain('<path')
  })
})
