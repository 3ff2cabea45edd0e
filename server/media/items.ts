/** One item of a kind in a colour, drawn in the 800×1000 item space, with the motif its cloth is printed with. */
import { COLOURS, type ColourKey } from '../demo/colours'
import type { ArtKind } from '../demo/kinds'
import { hashSeed } from '../demo/random'
import * as apparel from './apparel'
import * as objects from './objects'
import { itemDefs, palette, type Motif, type Palette } from './svg'

const MOTIFS: Record<ArtKind, readonly Motif[]> = {
  kurta: ['dots', 'paisley', 'booti'],
  'mens-kurta': ['none', 'stripes', 'none'],
  saree: ['booti', 'paisley'],
  lehenga: ['booti', 'paisley'],
  dress: ['booti', 'dots', 'none'],
  top: ['dots', 'booti', 'none'],
  shirt: ['checks', 'stripes', 'none'],
  tshirt: ['none'],
  jeans: ['twill'],
  frock: ['dots', 'booti'],
  'ethnic-set': ['booti', 'dots'],
  cushion: ['paisley', 'booti', 'dots'],
  bedsheet: ['booti', 'paisley', 'dots'],
  lamp: ['dots', 'stripes', 'paisley'],
  lipstick: ['none'],
  serum: ['none'],
  perfume: ['none'],
  handbag: ['none', 'twill'],
  watch: ['none'],
  necklace: ['none'],
}

/** The same kind and colour always get the same motif, whichever file draws them. */
export function motifOf(kind: ArtKind, colour: ColourKey): Motif {
  const choices = MOTIFS[kind]
  return choices[hashSeed(kind, colour) % choices.length] ?? 'none'
}

const METALS: Partial<Record<ColourKey, string>> = { silver: '#b8bcc4', gold: '#d2a94c', roseGold: '#d39a86' }

export function drawItem(kind: ArtKind, colourKey: ColourKey, id: string): { defs: string; body: string; palette: Palette } {
  const colour = COLOURS[colourKey]
  const p = palette(id, colour.hex, motifOf(kind, colourKey))
  return { defs: itemDefs(p), body: drawBody(kind, colourKey, p), palette: p }
}

function drawBody(kind: ArtKind, colourKey: ColourKey, p: Palette): string {
  switch (kind) {
    case 'kurta': return apparel.kurta(p)
    case 'mens-kurta': return apparel.mensKurta(p)
    case 'saree': return apparel.saree(p)
    case 'lehenga': return apparel.lehenga(p)
    case 'dress': return apparel.dress(p)
    case 'top': return apparel.top(p)
    case 'shirt': return apparel.shirt(p)
    case 'tshirt': return apparel.tshirt(p)
    case 'jeans': return apparel.jeans(p)
    case 'frock': return apparel.frock(p)
    case 'ethnic-set': return apparel.ethnicSet(p)
    case 'cushion': return objects.cushion(p)
    case 'bedsheet': return objects.bedsheet(p)
    case 'lamp': return objects.lamp(p)
    case 'lipstick': return objects.lipstick(p)
    case 'serum': return objects.serum(p)
    case 'perfume': return objects.perfume(p)
    case 'handbag': return objects.handbag(p)
    case 'watch': {
      const metal = METALS[colourKey]
      // A metal colour is a bracelet watch in that metal; any other colour is the leather strap on a steel case.
      return objects.watch(metal ? palette(p.id, metal, 'none') : p, metal ?? '#b8bcc4')
    }
    case 'necklace': {
      const metal = colourKey === 'silver' ? '#c3c7ce' : '#d2a94c'
      const stone = colourKey === 'gold' ? '#f1ead8' : colourKey === 'silver' ? '#7fa7c9' : COLOURS[colourKey].hex
      return objects.necklace(p, metal, stone)
    }
  }
}
