/** Home, beauty and accessory silhouettes, in the same 800×1000 space as the garments, resting on y≈870. */
import { darken, fabric, lighten, type Palette } from './svg'

const WOOD = '#a9774b'
const GOLD = '#d2a94c'
const GOLD_DARK = '#9c7a2c'

function stroke(d: string, colour: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
}

function metal(id: string, colour: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(colour, 0.25)}"/><stop offset="0.45" stop-color="${lighten(colour, 0.35)}"/><stop offset="1" stop-color="${darken(colour, 0.3)}"/></linearGradient>`
}

export function cushion(p: Palette): string {
  const pillow = (dx: number, dy: number) =>
    `M${220 + dx} ${430 + dy} Q${400 + dx} ${400 + dy} ${580 + dx} ${430 + dy} Q${612 + dx} ${430 + dy} ${600 + dx} ${460 + dy} Q${570 + dx} ${640 + dy} ${600 + dx} ${820 + dy} Q${612 + dx} ${852 + dy} ${580 + dx} ${850 + dy} Q${400 + dx} ${822 + dy} ${220 + dx} ${850 + dy} Q${188 + dx} ${852 + dy} ${200 + dx} ${820 + dy} Q${230 + dx} ${640 + dy} ${200 + dx} ${460 + dy} Q${188 + dx} ${430 + dy} ${220 + dx} ${430 + dy} Z`
  const back = pillow(90, -80)
  const front = pillow(-40, 0)
  return (
    `<g transform="rotate(6 490 560)">${fabric(p, back, { tone: p.light, pattern: false, shade: 'round' })}${stroke(back, darken(p.light, 0.15), 5)}</g>` +
    fabric(p, front, { shade: 'round' }) +
    stroke(front, p.deep, 6) +
    `<circle cx="360" cy="640" r="58" fill="none" stroke="${p.trim}" stroke-width="6" opacity="0.9"/><circle cx="360" cy="640" r="20" fill="${p.trim}" opacity="0.9"/>` +
    [[160, 430], [560, 430], [160, 850], [560, 850]].map(([x, y]) => `<path d="M${x} ${y} l-14 18 l10 2 Z" fill="${p.trim}"/>`).join('')
  )
}

export function bedsheet(p: Palette): string {
  const top = 'M190 540 L610 540 L684 650 L116 650 Z'
  const drop = 'M116 650 L684 650 L684 800 Q400 816 116 800 Z'
  const pillow = (x: number) => `M${x} 470 Q${x + 85} 456 ${x + 170} 470 Q${x + 180} 510 ${x + 170} 552 Q${x + 85} 566 ${x} 552 Q${x - 10} 510 ${x} 470 Z`
  return (
    `<path d="M170 330 Q170 286 214 286 L586 286 Q630 286 630 330 L630 600 L170 600 Z" fill="${WOOD}"/>` +
    `<path d="M196 320 Q196 306 212 306 L588 306 Q604 306 604 320 L604 560 L196 560 Z" fill="${lighten(WOOD, 0.25)}"/>` +
    [[300, 380], [400, 380], [500, 380], [350, 450], [450, 450]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${darken(WOOD, 0.2)}"/>`).join('') +
    fabric(p, top, { shade: false, tone: lighten(p.base, 0.08) }) +
    fabric(p, drop) +
    `<path d="M116 650 L684 650 L684 664 L116 664 Z" fill="${p.shadow}" opacity="0.6"/>` +
    fabric(p, pillow(222), { tone: p.light, shade: 'round' }) +
    fabric(p, pillow(408), { tone: p.light, shade: 'round' }) +
    stroke('M116 780 Q400 796 684 780', p.trim, 5) +
    `<rect x="130" y="800" width="24" height="60" fill="${darken(WOOD, 0.15)}"/><rect x="646" y="800" width="24" height="60" fill="${darken(WOOD, 0.15)}"/>`
  )
}

export function lamp(p: Palette): string {
  const shade = 'M300 300 L500 300 L570 560 L230 560 Z'
  const vase = 'M358 860 Q324 780 330 700 Q338 622 384 592 L384 566 L416 566 L416 592 Q462 622 470 700 Q476 780 442 860 Z'
  return (
    `<radialGradient id="${p.id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9b0" stop-opacity="0.75"/><stop offset="1" stop-color="#ffe9b0" stop-opacity="0"/></radialGradient>` +
    `<circle cx="400" cy="470" r="330" fill="url(#${p.id}-glow)"/>` +
    fabric(p, vase, { tone: p.deep, pattern: false, shade: 'round' }) +
    stroke('M338 700 Q400 720 462 700', p.trim, 5) +
    stroke('M346 760 Q400 776 454 760', p.trim, 3) +
    `<rect x="392" y="540" width="16" height="30" fill="${GOLD_DARK}"/>` +
    fabric(p, shade) +
    `<path d="M300 300 L500 300 L503 312 L297 312 Z M230 560 L570 560 L566 546 L234 546 Z" fill="${p.trim}"/>` +
    `<path d="M240 560 L560 560 L520 574 L280 574 Z" fill="#fff3cf" opacity="0.8"/>`
  )
}

export function lipstick(p: Palette): string {
  const caseColour = '#222126'
  return (
    `<defs>${metal(`${p.id}-gold`, GOLD)}</defs>` +
    `<rect x="350" y="560" width="100" height="300" rx="10" fill="${caseColour}"/>` +
    `<rect x="350" y="560" width="100" height="300" rx="10" fill="url(#${p.id}-shade)"/>` +
    `<rect x="350" y="560" width="100" height="26" fill="url(#${p.id}-gold)"/>` +
    `<rect x="362" y="446" width="76" height="118" rx="4" fill="url(#${p.id}-gold)"/>` +
    fabric(p, 'M370 450 L370 322 Q372 300 394 292 L430 272 L430 450 Z', { pattern: false }) +
    `<path d="M378 440 L378 330 Q380 314 392 308" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="490" y="782" width="190" height="80" rx="10" fill="${caseColour}"/><rect x="490" y="782" width="190" height="80" rx="10" fill="url(#${p.id}-round)"/><rect x="490" y="782" width="22" height="80" fill="url(#${p.id}-gold)"/>` +
    `<ellipse cx="250" cy="838" rx="70" ry="18" fill="${p.base}" opacity="0.85"/>`
  )
}

export function serum(p: Palette): string {
  const bottle = 'M330 520 Q330 474 372 466 L428 466 Q470 474 470 520 L470 840 Q470 862 448 862 L352 862 Q330 862 330 840 Z'
  const liquid = 'M334 600 L466 600 L466 840 Q466 858 448 858 L352 858 Q334 858 334 840 Z'
  return (
    `<path d="${bottle}" fill="${lighten(p.base, 0.55)}" opacity="0.85"/>` +
    `<path d="${liquid}" fill="${p.base}" opacity="0.9"/>` +
    `<path d="${bottle}" fill="url(#${p.id}-shade)"/>` +
    `<rect x="346" y="650" width="108" height="130" rx="6" fill="#fbf8f2"/>` +
    `<rect x="364" y="674" width="72" height="10" rx="5" fill="${p.deep}"/><rect x="372" y="698" width="56" height="6" rx="3" fill="#b9b2a6"/><rect x="376" y="714" width="48" height="6" rx="3" fill="#b9b2a6"/><circle cx="400" cy="748" r="9" fill="${p.base}"/>` +
    `<rect x="368" y="424" width="64" height="46" rx="6" fill="${GOLD}"/><rect x="368" y="424" width="64" height="46" rx="6" fill="url(#${p.id}-shade)"/>` +
    `<path d="M378 426 L378 340 Q378 296 400 296 Q422 296 422 340 L422 426 Z" fill="#1f1d20"/>` +
    stroke('M346 530 L346 830', '#ffffff', 8, ' opacity="0.5"') +
    `<rect x="510" y="770" width="130" height="92" rx="12" fill="${lighten(p.base, 0.7)}"/><rect x="504" y="742" width="142" height="36" rx="8" fill="${GOLD}"/><rect x="504" y="742" width="142" height="36" rx="8" fill="url(#${p.id}-shade)"/>`
  )
}

export function perfume(p: Palette): string {
  const glass = 'M288 500 L512 500 L536 524 L536 836 L512 860 L288 860 L264 836 L264 524 Z'
  const juice = 'M276 560 L524 560 L524 830 L506 848 L294 848 L276 830 Z'
  return (
    `<defs>${metal(`${p.id}-gold`, GOLD)}</defs>` +
    `<path d="${glass}" fill="${lighten(p.base, 0.6)}" opacity="0.9"/>` +
    `<path d="${juice}" fill="${p.base}" opacity="0.85"/>` +
    `<path d="${glass}" fill="url(#${p.id}-shade)"/>` +
    `<path d="M288 500 L512 500 L536 524 L264 524 Z" fill="#ffffff" opacity="0.5"/>` +
    stroke('M292 540 L292 820', '#ffffff', 10, ' opacity="0.45"') +
    `<rect x="336" y="660" width="128" height="64" rx="4" fill="url(#${p.id}-gold)"/><rect x="348" y="672" width="104" height="40" rx="2" fill="none" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    `<rect x="370" y="466" width="60" height="36" fill="url(#${p.id}-gold)"/>` +
    `<path d="M340 330 L460 330 L476 350 L476 450 L460 468 L340 468 L324 450 L324 350 Z" fill="url(#${p.id}-gold)"/>` +
    `<path d="M340 330 L460 330 L476 350 L324 350 Z" fill="#fff" opacity="0.35"/>`
  )
}

export function handbag(p: Palette): string {
  const body = 'M230 480 L570 480 Q600 480 605 510 L630 800 Q632 830 600 830 L200 830 Q168 830 170 800 L195 510 Q200 480 230 480 Z'
  const flap = 'M196 506 L604 506 L598 640 Q400 700 202 640 Z'
  return (
    stroke('M290 486 C290 290 510 290 510 486', p.deep, 22) +
    stroke('M290 486 C290 290 510 290 510 486', p.shadow, 10) +
    fabric(p, body, { pattern: p.motif !== 'none' }) +
    stroke('M214 800 L586 800', p.deep, 2, ' stroke-dasharray="8 6"') +
    fabric(p, flap, { tone: p.shadow, pattern: false }) +
    stroke('M212 520 L588 520 L584 632 Q400 686 216 632 Z', p.light, 2, ' stroke-dasharray="8 6" opacity="0.7"') +
    `<rect x="372" y="636" width="56" height="48" rx="8" fill="${GOLD}"/><rect x="386" y="650" width="28" height="20" rx="4" fill="${GOLD_DARK}"/>` +
    `<rect x="270" y="470" width="40" height="28" rx="6" fill="${GOLD}"/><rect x="490" y="470" width="40" height="28" rx="6" fill="${GOLD}"/>`
  )
}

export function watch(p: Palette, metalColour: string): string {
  const strap = p.base
  return (
    `<defs>${metal(`${p.id}-case`, metalColour)}</defs>` +
    fabric(p, 'M345 140 Q400 128 455 140 L446 400 L354 400 Z', { tone: strap, pattern: p.motif !== 'none' }) +
    fabric(p, 'M354 600 L446 600 L455 862 Q400 872 345 862 Z', { tone: strap, pattern: p.motif !== 'none' }) +
    [690, 740, 790].map((y) => `<ellipse cx="400" cy="${y}" rx="7" ry="9" fill="${darken(strap, 0.5)}"/>`).join('') +
    stroke('M350 170 L450 170 M358 840 L442 840', lighten(strap, 0.3), 2, ' stroke-dasharray="6 6" opacity="0.6"') +
    `<rect x="520" y="482" width="30" height="36" rx="6" fill="url(#${p.id}-case)"/>` +
    `<circle cx="400" cy="500" r="134" fill="url(#${p.id}-case)"/>` +
    `<circle cx="400" cy="500" r="112" fill="#f7f3ea"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const long = i % 3 === 0
      return `<rect x="397" y="${long ? 398 : 402}" width="6" height="${long ? 26 : 14}" rx="3" fill="#2b2b2e" transform="rotate(${i * 30} 400 500)"/>`
    }).join('') +
    `<rect x="396" y="430" width="8" height="76" rx="4" fill="#2b2b2e" transform="rotate(-40 400 500)"/>` +
    `<rect x="397" y="408" width="6" height="98" rx="3" fill="#2b2b2e" transform="rotate(62 400 500)"/>` +
    `<rect x="399" y="400" width="2" height="110" fill="#c0263a" transform="rotate(150 400 500)"/>` +
    `<circle cx="400" cy="500" r="9" fill="${metalColour}"/>` +
    `<path d="M300 430 A120 120 0 0 1 430 384" fill="none" stroke="#fff" stroke-width="10" stroke-opacity="0.35" stroke-linecap="round"/>`
  )
}

export function necklace(p: Palette, metalColour: string, stone: string): string {
  const bust =
    'M340 110 L460 110 L462 330 C470 380 560 400 640 430 C690 450 700 520 700 600 L700 866 L100 866 L100 600 C100 520 110 450 160 430 C240 400 330 380 338 330 Z'
  const velvet = '#3a3140'
  const point = (t: number, sag: number) => {
    const x = (1 - t) * (1 - t) * 276 + 2 * (1 - t) * t * 400 + t * t * 524
    const y = (1 - t) * (1 - t) * 330 + 2 * (1 - t) * t * sag + t * t * 330
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const
  }
  const stones = Array.from({ length: 11 }, (_, i) => point(0.1 + i * 0.08, 600))
    .map(([x, y], i) => {
      const big = i % 2 === 0
      return `<circle cx="${x}" cy="${y}" r="${big ? 20 : 13}" fill="${metalColour}"/><circle cx="${x}" cy="${y}" r="${big ? 13 : 8}" fill="${stone}"/>` +
        (big ? `<path d="M${x} ${y + 17} L${x - 7} ${y + 40} Q${x} ${y + 52} ${x + 7} ${y + 40} Z" fill="${stone}" stroke="${metalColour}" stroke-width="3"/>` : '')
    })
    .join('')
  const pendant = `<path d="M400 500 C364 540 356 592 400 630 C444 592 436 540 400 500 Z" fill="${stone}" stroke="${metalColour}" stroke-width="8"/><circle cx="400" cy="646" r="10" fill="${metalColour}"/><circle cx="400" cy="672" r="10" fill="#f3ede0"/>`
  return (
    `<path d="${bust}" fill="${velvet}"/>` +
    `<path d="${bust}" fill="url(#${p.id}-shade)"/>` +
    `<ellipse cx="400" cy="110" rx="60" ry="14" fill="${darken(velvet, 0.2)}"/>` +
    stroke('M280 310 Q400 560 520 310', metalColour, 6) +
    stones +
    pendant +
    `<circle cx="390" cy="548" r="5" fill="#fff" opacity="0.6"/>`
  )
}
