/** Swatches, size charts, tiles, banners and journal covers, built from the same item drawings as the products. */
import { COLOURS, type ShopColour } from '../demo/colours'
import type { Art, HeroPlan, PanelPlan } from '../demo/contentPlan'
import type { SizeChart } from '../demo/kinds'
import { backdropOf, placedItem } from './scenes'
import { darken, escapeXml, FONT, INK, lighten, svgDocument } from './svg'

function text(x: number, y: number, size: number, content: string, { weight = 600, fill = INK, anchor = 'start', spacing = 0 } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing ? ` letter-spacing="${spacing}"` : ''}>${escapeXml(content)}</text>`
}

export function swatchSvg(colour: ShopColour): string {
  const body =
    `<circle cx="48" cy="48" r="44" fill="${colour.hex}" stroke="${darken(colour.hex, 0.18)}" stroke-width="2"/>` +
    `<path d="M20 34 A32 32 0 0 1 52 16" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>`
  return svgDocument(96, 96, body, `${colour.name} swatch`)
}

const SIZE_CHARTS: Record<SizeChart, { title: string; head: string[]; rows: string[][] }> = {
  women: {
    title: "Women's size chart (inches)",
    head: ['Size', 'Bust', 'Waist', 'Hip', 'Length'],
    rows: [['XS', '32', '26', '35', '44'], ['S', '34', '28', '37', '45'], ['M', '36', '30', '39', '45'], ['L', '38', '32', '41', '46'], ['XL', '40', '34', '43', '46']],
  },
  men: {
    title: "Men's size chart (inches)",
    head: ['Size', 'Chest', 'Waist', 'Shoulder', 'Length'],
    rows: [['S', '38', '32', '17', '28'], ['M', '40', '34', '17.5', '29'], ['L', '42', '36', '18', '30'], ['XL', '44', '38', '18.5', '31'], ['XXL', '46', '40', '19', '32']],
  },
  kids: {
    title: "Girls' size chart",
    head: ['Age', 'Height (cm)', 'Chest (in)', 'Waist (in)', 'Length (in)'],
    rows: [['2-3Y', '92-98', '21', '20', '20'], ['4-5Y', '104-110', '23', '21', '23'], ['6-7Y', '116-122', '25', '22', '26'], ['8-9Y', '128-134', '27', '23', '29'], ['10-11Y', '140-146', '29', '24', '32']],
  },
  jeans: {
    title: 'Jeans size chart (inches)',
    head: ['Size', 'Waist', 'Hip', 'Inseam', 'Rise'],
    rows: [['28', '28', '36', '32', '10'], ['30', '30', '38', '32', '10.5'], ['32', '32', '40', '32', '10.5'], ['34', '34', '42', '33', '11'], ['36', '36', '44', '33', '11']],
  },
}

export function sizeChartSvg(chart: SizeChart): string {
  const { title, head, rows } = SIZE_CHARTS[chart]
  const left = 60
  const width = 680
  const col = width / head.length
  const rowHeight = 64
  let body = `<rect width="800" height="600" fill="#fbf9f6"/>` + text(400, 78, 34, title, { anchor: 'middle', weight: 700 })
  body += `<rect x="${left}" y="116" width="${width}" height="${rowHeight}" rx="10" fill="${INK}"/>`
  const headSize = head.some((h) => h.length > 8) ? 17 : 22
  head.forEach((h, i) => (body += text(left + col * i + col / 2, 116 + 41, headSize, h, { anchor: 'middle', fill: '#fff', weight: 600 })))
  rows.forEach((row, r) => {
    const y = 116 + rowHeight * (r + 1)
    if (r % 2 === 1) body += `<rect x="${left}" y="${y}" width="${width}" height="${rowHeight}" fill="#f1ece5"/>`
    row.forEach((cell, i) => (body += text(left + col * i + col / 2, y + 41, 22, cell, { anchor: 'middle', weight: i === 0 ? 700 : 400 })))
  })
  body += `<line x1="${left}" y1="${116 + rowHeight * 6}" x2="${left + width}" y2="${116 + rowHeight * 6}" stroke="#d9d1c6" stroke-width="2"/>`
  body += text(400, 560, 18, 'Measurements are of the body. If you are between sizes, choose the larger one.', { anchor: 'middle', weight: 400, fill: '#6b625a' })
  return svgDocument(800, 600, body, title)
}

/** Square tile: an item on an arch, optionally with a short label (offer tiles). */
export function tileSvg(art: Art, label?: string): string {
  const colour = COLOURS[art.colour]
  const tint = backdropOf(colour.hex)
  let body =
    `<rect width="800" height="800" fill="${tint}"/>` +
    `<path d="M170 800 L170 300 A230 230 0 0 1 630 300 L630 800 Z" fill="${lighten(colour.hex, 0.72)}"/>` +
    `<rect y="700" width="800" height="100" fill="${darken(tint, 0.04)}"/>` +
    placedItem(art.kind, art.colour, 'tile', 400, label ? 640 : 716, label ? 0.6 : 0.7)
  if (label) {
    body += `<rect x="110" y="662" width="580" height="96" rx="48" fill="#ffffff" opacity="0.94"/>` + text(400, 726, 46, label, { anchor: 'middle', weight: 800 })
  }
  return svgDocument(800, 800, body, label ?? `${colour.name} ${art.kind}`)
}

/** Tall picture beside a header dropdown. */
export function menuImageSvg(art: Art): string {
  const colour = COLOURS[art.colour]
  const tint = backdropOf(colour.hex)
  const body = `<rect width="600" height="800" fill="${tint}"/><circle cx="300" cy="360" r="230" fill="${lighten(colour.hex, 0.7)}"/>` +
    `<rect y="690" width="600" height="110" fill="${darken(tint, 0.04)}"/>` + placedItem(art.kind, art.colour, 'menu', 300, 700, 0.66)
  return svgDocument(600, 800, body, `${colour.name} ${art.kind}`)
}

/**
 * A hero banner's picture: the art on the right over the tint, nothing on the left. Its words are text the storefront
 * lays over this space (title, subtitle and button_text in the banner), so they stay readable on a phone.
 */
export function heroBannerSvg(plan: HeroPlan): string {
  const [light, deep] = plan.tint
  const items = plan.art
    .map((art, i) => {
      const count = plan.art.length
      const x = 1130 + (i - (count - 1) / 2) * (count === 2 ? 260 : 220)
      return placedItem(art.kind, art.colour, `hero${i}`, x, i === 1 ? 585 : 565, i === 1 ? 0.56 : 0.5)
    })
    .join('')
  const body =
    `<defs><linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#hero-bg)"/>` +
    `<circle cx="1130" cy="300" r="290" fill="#ffffff" opacity="0.35"/><circle cx="1480" cy="80" r="120" fill="#ffffff" opacity="0.2"/>` +
    items
  return svgDocument(1600, 600, body, plan.headline)
}

export function offerPanelSvg(plan: PanelPlan): string {
  const colour = COLOURS[plan.art.colour]
  const body =
    `<rect width="600" height="750" fill="${plan.tint}"/>` +
    `<circle cx="300" cy="430" r="220" fill="${lighten(colour.hex, 0.7)}"/>` +
    text(300, 96, 46, plan.headline, { anchor: 'middle', weight: 800 }) +
    placedItem(plan.art.kind, plan.art.colour, 'panel', 300, 640, 0.5) +
    `<rect x="150" y="662" width="300" height="58" rx="29" fill="${INK}"/>` +
    text(300, 700, 24, plan.subline, { anchor: 'middle', fill: '#fff', weight: 600 })
  return svgDocument(600, 750, body, `${plan.headline}: ${plan.subline}`)
}

export function runnerSvg(message: string): string {
  const diamonds = [40, 1560].map((x) => `<rect x="${x - 8}" y="72" width="16" height="16" fill="${'#d6ad4a'}" transform="rotate(45 ${x} 80)"/>`).join('')
  const body = `<rect width="1600" height="160" fill="${INK}"/>` + diamonds + text(800, 92, 30, message, { anchor: 'middle', fill: '#fbf3e4', weight: 500, spacing: 1 })
  return svgDocument(1600, 160, body, message)
}

export function discountSvg(headline: string, subline: string): string {
  const body =
    `<defs><linearGradient id="discount-bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7b1e3a"/><stop offset="1" stop-color="#c2456b"/></linearGradient></defs>` +
    `<rect width="1600" height="400" fill="url(#discount-bg)"/><circle cx="1450" cy="60" r="180" fill="#fff" opacity="0.08"/><circle cx="120" cy="380" r="140" fill="#fff" opacity="0.08"/>` +
    text(800, 180, 80, headline, { anchor: 'middle', fill: '#fff', weight: 800 }) +
    `<rect x="470" y="226" width="660" height="76" rx="12" fill="none" stroke="#ffd98a" stroke-width="3" stroke-dasharray="12 8"/>` +
    text(800, 276, 30, subline, { anchor: 'middle', fill: '#ffe9bd', weight: 600 })
  return svgDocument(1600, 400, body, `${headline}. ${subline}`)
}

export function blogCoverSvg(art: readonly [Art, Art], tint: string): string {
  const body =
    `<rect width="1200" height="800" fill="${tint}"/>` +
    `<circle cx="600" cy="380" r="300" fill="#ffffff" opacity="0.5"/><rect y="660" width="1200" height="140" fill="${darken(tint, 0.05)}"/>` +
    placedItem(art[0].kind, art[0].colour, 'blog0', 470, 680, 0.62) +
    placedItem(art[1].kind, art[1].colour, 'blog1', 760, 690, 0.5)
  return svgDocument(1200, 800, body, 'Journal cover')
}
