/**
 * Studio scenes around an item: tinted backdrop, floor and a soft contact shadow. The three product views differ
 * the way a shop's photo set does: full front shot, a close crop that shows the cloth, and an alternate set.
 */
import { COLOURS, type ColourKey } from '../demo/colours'
import type { ArtKind, ProductView } from '../demo/kinds'
import { drawItem } from './items'
import { darken, lighten, mix, svgDocument } from './svg'

const WARM = '#f4efe8'

/** Where the close-up crop centres for each kind (item-space y): the print for cloth, the face of an object. */
const DETAIL_FOCUS: Partial<Record<ArtKind, number>> = {
  cushion: 620, bedsheet: 600, lamp: 470, lipstick: 520, serum: 600, perfume: 600, handbag: 600, watch: 500, necklace: 470, jeans: 360, tshirt: 420,
}

/** A soft backdrop tint that flatters the item's colour without competing with it. */
export function backdropOf(colourHex: string): string {
  return mix(lighten(colourHex, 0.86), WARM, 0.5)
}

function floorShadow(id: string, cx: number, cy: number, rx: number): string {
  return (
    `<radialGradient id="${id}-floor-shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.11)}" fill="url(#${id}-floor-shadow)"/>`
  )
}

function studio(width: number, height: number, tint: string, floorY: number): string {
  return (
    `<defs><linearGradient id="studio-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(tint, 0.35)}"/><stop offset="1" stop-color="${tint}"/></linearGradient>` +
    `<linearGradient id="studio-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(tint, 0.05)}"/><stop offset="1" stop-color="${darken(tint, 0.02)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#studio-bg)"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#studio-floor)"/>`
  )
}

export function productViewSvg(kind: ArtKind, colourKey: ColourKey, view: ProductView): string {
  const colour = COLOURS[colourKey]
  const item = drawItem(kind, colourKey, 'item')
  const tint = backdropOf(colour.hex)
  const label = `${colour.name} ${kind.replace('-', ' ')}, ${view} view`
  let body: string
  if (view === 'front') {
    body = studio(800, 1000, tint, 880) + floorShadow('item', 400, 872, 300) + `<defs>${item.defs}</defs>` + item.body
  } else if (view === 'detail') {
    // Close crop on the upper body: the print and trims read at this scale.
    body = studio(800, 1000, tint, 1000) + `<defs>${item.defs}</defs><g transform="translate(400 500) scale(2.1) translate(-400 -${DETAIL_FOCUS[kind] ?? 440})">${item.body}</g>`
  } else {
    const alt = mix(lighten(colour.hex, 0.7), '#e9e4f0', 0.35)
    body =
      studio(800, 1000, mix(WARM, '#e8e2d8', 0.6), 860) +
      `<path d="M150 860 L150 330 A250 250 0 0 1 650 330 L650 860 Z" fill="${alt}"/>` +
      floorShadow('item', 400, 862, 260) +
      `<defs>${item.defs}</defs><g transform="translate(400 862) scale(0.86) translate(-400 -872)">${item.body}</g>`
  }
  return svgDocument(800, 1000, body, label)
}

/** An item placed in a larger composition: centred on (cx, floorY) at a given scale, with its shadow. */
export function placedItem(kind: ArtKind, colourKey: ColourKey, id: string, cx: number, floorY: number, scale: number): string {
  const item = drawItem(kind, colourKey, id)
  return (
    floorShadow(id, cx, floorY, 300 * scale) +
    `<defs>${item.defs}</defs><g transform="translate(${cx} ${floorY}) scale(${scale}) translate(-400 -872)">${item.body}</g>`
  )
}
