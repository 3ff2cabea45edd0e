/**
 * Small helpers for the generated artwork: colour arithmetic, the palette an item is painted with, and the shared
 * defs (fabric motif, shading) that give flat shapes a little depth.
 */

export type Motif = 'dots' | 'paisley' | 'booti' | 'stripes' | 'checks' | 'twill' | 'none'

export const FONT = 'Inter, system-ui, sans-serif'
export const INK = '#2a211c'
export const ZARI = '#d6ad4a'

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = rgb(a)
  const [br, bg, bb] = rgb(b)
  const channel = (x: number, y: number) => Math.round(x + (y - x) * amount).toString(16).padStart(2, '0')
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`
}
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount)
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount)

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export interface Palette {
  /** Prefix for this item's defs ids, so several items can share one SVG. */
  id: string
  base: string
  shadow: string
  deep: string
  light: string
  /** Colour of the printed motif: lighter on dark cloth, darker on light cloth. */
  ink: string
  /** Gold thread, or a deep contrast on gold-ish cloth. */
  trim: string
  motif: Motif
}

export function palette(id: string, base: string, motif: Motif): Palette {
  const bright = luminance(base) > 0.45
  return {
    id,
    base,
    shadow: darken(base, 0.22),
    deep: darken(base, 0.45),
    light: lighten(base, 0.45),
    ink: bright ? darken(base, 0.38) : lighten(base, 0.62),
    trim: Math.abs(luminance(base) - luminance(ZARI)) < 0.12 ? darken(base, 0.5) : ZARI,
    motif,
  }
}

const r = (n: number) => Math.round(n * 10) / 10

/** The motif as an SVG pattern tile. */
function motifPattern(p: Palette): string {
  const open = (size: number, extra = '') => `<pattern id="${p.id}-motif" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${extra}>`
  const ink = p.ink
  switch (p.motif) {
    case 'dots':
      // Block-print: a small flower of dots, rows offset by half a repeat.
      return `${open(44)}<g fill="${ink}" opacity="0.75"><circle cx="11" cy="11" r="3.2"/><circle cx="11" cy="4.5" r="1.6"/><circle cx="11" cy="17.5" r="1.6"/><circle cx="4.5" cy="11" r="1.6"/><circle cx="17.5" cy="11" r="1.6"/><circle cx="33" cy="33" r="3.2"/><circle cx="33" cy="26.5" r="1.6"/><circle cx="33" cy="39.5" r="1.6"/><circle cx="26.5" cy="33" r="1.6"/><circle cx="39.5" cy="33" r="1.6"/></g></pattern>`
    case 'paisley':
      return `${open(64)}<g fill="none" stroke="${ink}" stroke-width="2" opacity="0.7"><path d="M16 40c-8-2-10-14-2-20 7-5 16 0 14 9-1 7-6 12-14 16 4-3 6-7 2-9"/><path d="M48 8c-6-1-8-10-1-14M48 72c-6-1-8-10-1-14"/></g><circle cx="48" cy="40" r="2.5" fill="${ink}" opacity="0.7"/><circle cx="18" cy="30" r="2" fill="${ink}" opacity="0.7"/></pattern>`
    case 'booti': {
      const petals = [0, 72, 144, 216, 288]
        .map((a) => `<ellipse cx="${r(16 + 6 * Math.sin((a * Math.PI) / 180))}" cy="${r(16 - 6 * Math.cos((a * Math.PI) / 180))}" rx="3" ry="5" transform="rotate(${a} ${r(16 + 6 * Math.sin((a * Math.PI) / 180))} ${r(16 - 6 * Math.cos((a * Math.PI) / 180))})"/>`)
        .join('')
      return `${open(56)}<g fill="${ink}" opacity="0.7">${petals}<circle cx="16" cy="16" r="2.5" fill="${p.trim}"/><circle cx="44" cy="44" r="2.2"/><circle cx="44" cy="37" r="1.2"/><circle cx="44" cy="51" r="1.2"/></g></pattern>`
    }
    case 'stripes':
      return `${open(28)}<rect x="0" y="0" width="6" height="28" fill="${ink}" opacity="0.45"/><rect x="14" y="0" width="2" height="28" fill="${ink}" opacity="0.35"/></pattern>`
    case 'checks':
      return `${open(48)}<g fill="${ink}" opacity="0.28"><rect x="0" y="0" width="48" height="14"/><rect x="0" y="0" width="14" height="48"/></g><rect x="28" y="0" width="2" height="48" fill="${ink}" opacity="0.3"/><rect x="0" y="28" width="48" height="2" fill="${ink}" opacity="0.3"/></pattern>`
    case 'twill':
      return `${open(12, ' patternTransform="rotate(35)"')}<rect x="0" y="0" width="2.5" height="12" fill="${ink}" opacity="0.18"/></pattern>`
    case 'none':
      return ''
  }
}

/** Defs for one item: its motif, a cylindrical shade across each shape and a soft radial shade. */
export function itemDefs(p: Palette): string {
  return (
    motifPattern(p) +
    `<linearGradient id="${p.id}-shade" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.07"/>` +
    `<stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>` +
    `<radialGradient id="${p.id}-round" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`
  )
}

export interface FabricOptions {
  tone?: string
  pattern?: boolean
  shade?: 'linear' | 'round' | false
  extra?: string
}

/** A piece of cloth: flat colour, then the printed motif, then shading, all on the same outline. */
export function fabric(p: Palette, d: string, { tone = p.base, pattern = true, shade = 'linear', extra = '' }: FabricOptions = {}): string {
  let out = `<path d="${d}" fill="${tone}"${extra}/>`
  if (pattern && p.motif !== 'none') out += `<path d="${d}" fill="url(#${p.id}-motif)"/>`
  if (shade) out += `<path d="${d}" fill="url(#${p.id}-${shade === 'round' ? 'round' : 'shade'})"/>`
  return out
}

/** Draws `content` clipped to the outline `d` (borders that must follow a hem). */
export function clipped(p: Palette, name: string, d: string, content: string): string {
  const id = `${p.id}-clip-${name}`
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${content}</g>`
}

export function svgDocument(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    body +
    `</svg>\n`
  )
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
