/**
 * Garment silhouettes in an 800×1000 space, hem resting just above the floor line (y≈870). Tops are drawn as a
 * "ghost mannequin" shot; sarees and lehengas on a dress form, which is how Indian shops photograph drapes.
 */
import { clipped, fabric, type Palette } from './svg'

const FORM = '#e9e1d6'
const FORM_SHADE = '#d8cdbf'

/** The neck and stand of a dress form, behind a draped garment. */
function dressFormNeck(): string {
  return `<path d="M372 118 Q400 104 428 118 L432 196 L368 196 Z" fill="${FORM}"/><ellipse cx="400" cy="116" rx="30" ry="9" fill="${FORM_SHADE}"/>`
}

function buttons(x: number, ys: number[], colour: string): string {
  return ys.map((y) => `<circle cx="${x}" cy="${y}" r="5.5" fill="${colour}" stroke="#00000022"/>`).join('')
}

function line(d: string, colour: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
}

export function kurta(p: Palette): string {
  const body =
    'M352 170 C370 205 430 205 448 170 L520 188 C560 200 585 230 600 280 L650 470 L585 490 L548 330 C552 420 560 520 585 850 Q400 866 215 850 C240 520 248 420 252 330 L215 490 L150 470 L200 280 C215 230 240 200 280 188 Z'
  const hemBand = 'M180 792 L620 792 L620 900 L180 900 Z'
  const cuffs = 'M585 490 L650 470 L641 440 L578 462 Z M215 490 L150 470 L159 440 L222 462 Z'
  return (
    fabric(p, body) +
    clipped(p, 'hem', body, `<path d="${hemBand}" fill="${p.deep}"/><path d="M180 802 L620 802" stroke="${p.trim}" stroke-width="4"/><path d="M180 840 L620 840" stroke="${p.trim}" stroke-width="2" stroke-dasharray="2 8"/>`) +
    `<path d="${cuffs}" fill="${p.deep}"/>` +
    line('M352 170 C370 205 430 205 448 170', p.trim, 6) +
    line('M400 200 L400 300', p.deep, 3) +
    buttons(400, [228, 258, 288], p.trim) +
    line('M236 700 L226 850 M564 700 L574 850', p.shadow, 3, ' opacity="0.8"')
  )
}

export function mensKurta(p: Palette): string {
  const body =
    'M360 165 L440 165 L525 185 C565 195 590 225 598 275 L640 640 L590 650 L548 330 L560 860 L240 860 L252 330 L210 650 L160 640 L202 275 C210 225 235 195 275 185 Z'
  return (
    fabric(p, body) +
    `<path d="M360 165 L440 165 L446 192 Q400 202 354 192 Z" fill="${p.shadow}"/>` +
    `<rect x="388" y="194" width="24" height="200" rx="4" fill="${p.shadow}" opacity="0.55"/>` +
    buttons(400, [222, 268, 314, 360], p.light) +
    `<path d="M590 650 L640 640 L634 606 L585 616 Z M210 650 L160 640 L166 606 L215 616 Z" fill="${p.shadow}"/>` +
    line('M250 700 L244 860 M550 700 L556 860', p.deep, 3, ' opacity="0.6"') +
    line('M470 520 L470 600', p.deep, 3, ' opacity="0.35"')
  )
}

export function shirt(p: Palette): string {
  const body =
    'M350 175 L450 175 L530 195 C570 205 592 232 600 280 L640 640 L592 652 L550 340 L556 770 Q560 805 520 810 Q460 790 400 802 Q340 790 280 810 Q240 805 244 770 L250 340 L208 652 L160 640 L200 280 C208 232 230 205 270 195 Z'
  return (
    fabric(p, body) +
    `<path d="M350 175 Q400 160 450 175 L400 214 Z" fill="${p.deep}"/>` +
    fabric(p, 'M350 175 L400 214 L372 250 L332 182 Z', { tone: p.light, shade: false }) +
    fabric(p, 'M450 175 L400 214 L428 250 L468 182 Z', { tone: p.light, shade: false }) +
    line('M400 214 L400 800', p.shadow, 3) +
    buttons(400, [262, 342, 422, 502, 582, 662], '#f4f1ea') +
    `<path d="M436 300 L500 300 L500 372 Q468 384 436 372 Z" fill="${p.shadow}" opacity="0.35"/>` +
    line('M436 300 L500 300', p.deep, 3, ' opacity="0.5"') +
    `<path d="M592 652 L640 640 L633 596 L586 606 Z M208 652 L160 640 L167 596 L214 606 Z" fill="${p.shadow}"/>`
  )
}

export function tshirt(p: Palette): string {
  const body =
    'M340 230 C360 266 440 266 460 230 L540 250 L650 330 L600 420 L545 390 L548 800 L252 800 L255 390 L200 420 L150 330 L260 250 Z'
  return (
    fabric(p, body) +
    `<path d="M340 230 C360 266 440 266 460 230 L446 226 C428 250 372 250 354 226 Z" fill="${p.shadow}"/>` +
    line('M600 420 L545 390 M200 420 L255 390', p.shadow, 4) +
    line('M252 780 L548 780', p.shadow, 3, ' stroke-dasharray="6 6"') +
    line('M612 398 L566 372 M188 398 L234 372', p.shadow, 2, ' stroke-dasharray="5 5"')
  )
}

export function jeans(p: Palette): string {
  const legs = 'M268 196 L532 196 L560 860 L428 860 L404 390 L396 390 L372 860 L240 860 Z'
  const stitch = '#e0b25a'
  return (
    fabric(p, legs) +
    fabric(p, 'M266 150 L534 150 L533 198 L267 198 Z', { tone: p.shadow, pattern: true }) +
    `<circle cx="400" cy="174" r="9" fill="#c7c9cc" stroke="#8a8d92" stroke-width="2"/>` +
    line('M404 198 L404 330 Q404 352 380 348 L370 340', stitch, 2.5, ' stroke-dasharray="7 5"') +
    line('M282 204 Q330 240 346 198 M518 204 Q470 240 454 198', stitch, 2.5, ' stroke-dasharray="7 5"') +
    line('M270 160 L530 160 M270 188 L530 188', stitch, 2, ' stroke-dasharray="7 5" opacity="0.8"') +
    [300, 360, 440, 500].map((x) => `<rect x="${x - 6}" y="144" width="12" height="58" rx="3" fill="${p.shadow}"/>`).join('') +
    line('M300 560 Q320 570 350 560 M450 560 Q480 570 500 560', p.light, 2, ' opacity="0.35"') +
    line('M252 852 L372 852 M428 852 L548 852', stitch, 2, ' stroke-dasharray="7 5" opacity="0.8"')
  )
}

export function dress(p: Palette): string {
  const bodice =
    'M330 170 L370 170 Q400 240 430 170 L470 170 C490 220 510 260 505 300 C498 350 478 400 470 432 L330 432 C322 400 302 350 295 300 C290 260 310 220 330 170 Z'
  const skirt = 'M330 428 L470 428 C520 560 590 700 640 800 Q400 850 160 800 C210 700 280 560 330 428 Z'
  const folds = [250, 330, 400, 470, 550].map((x) => line(`M${400 + (x - 400) * 0.18} 450 Q${x} 640 ${x + (x - 400) * 0.25} 820`, p.shadow, 3, ' opacity="0.45"')).join('')
  return (
    fabric(p, skirt) +
    clipped(p, 'skirt', skirt, folds) +
    fabric(p, bodice) +
    `<path d="M325 424 L475 424 L478 452 L322 452 Z" fill="${p.deep}"/>` +
    `<path d="M400 438 C380 418 356 424 360 446 C364 464 386 452 400 440 C414 452 436 464 440 446 C444 424 420 418 400 438 Z" fill="${p.deep}"/><circle cx="400" cy="440" r="8" fill="${p.shadow}"/>`
  )
}

export function top(p: Palette): string {
  const body = 'M345 300 Q400 345 455 300 L520 315 C540 330 548 370 545 410 L540 590 C580 630 600 680 610 720 Q400 760 190 720 C200 680 220 630 260 590 L255 410 C252 370 260 330 280 315 Z'
  const sleeveR = 'M520 315 C575 320 620 370 640 440 Q590 465 545 430 Z'
  const sleeveL = 'M280 315 C225 320 180 370 160 440 Q210 465 255 430 Z'
  return (
    fabric(p, sleeveR) +
    fabric(p, sleeveL) +
    fabric(p, body) +
    line('M262 590 Q400 612 538 590', p.deep, 3, ' opacity="0.6"') +
    line('M345 300 Q400 345 455 300', p.deep, 5) +
    line('M400 328 L400 380', p.deep, 3) +
    `<circle cx="400" cy="384" r="5" fill="${p.trim}"/>`
  )
}

export function frock(p: Palette): string {
  const bodice = 'M345 250 Q400 285 455 250 L490 260 L480 450 L320 450 L310 260 Z'
  const skirt = 'M320 446 L480 446 C540 546 610 666 650 786 Q400 830 150 786 C190 666 260 546 320 446 Z'
  const puff = (d: string) => fabric(p, d, { tone: p.light, shade: 'round' })
  const gathers = [220, 290, 360, 440, 510, 580].map((x) => line(`M${400 + (x - 400) * 0.35} 460 L${x} 790`, p.shadow, 3, ' opacity="0.35"')).join('')
  return (
    fabric(p, skirt) +
    clipped(p, 'frock', skirt, gathers + `<path d="M120 752 Q400 796 680 752 L680 840 L120 840 Z" fill="${p.light}" opacity="0.9"/>`) +
    puff('M488 258 C540 240 584 276 578 330 C560 352 520 350 494 328 Z') +
    puff('M312 258 C260 240 216 276 222 330 C240 352 280 350 306 328 Z') +
    fabric(p, bodice, { tone: p.shadow }) +
    line('M345 250 Q400 285 455 250', p.light, 6) +
    `<path d="M400 452 C372 420 330 428 336 458 C342 486 376 470 400 454 C424 470 458 486 464 458 C470 428 428 420 400 452 Z" fill="${p.light}"/>` +
    `<path d="M392 458 L372 520 L388 516 L400 470 L412 516 L428 520 L408 458 Z" fill="${p.light}"/><circle cx="400" cy="454" r="10" fill="${p.base}"/>`
  )
}

export function ethnicSet(p: Palette): string {
  const kurtaBody =
    'M350 230 Q400 265 450 230 L510 245 C540 255 555 280 560 310 L590 430 L545 442 L525 350 L530 630 Q400 645 270 630 L275 350 L255 442 L210 430 L240 310 C245 280 260 255 290 245 Z'
  const sharara = 'M290 590 L510 590 L530 640 L610 866 L428 866 L400 690 L372 866 L190 866 L270 640 Z'
  return (
    fabric(p, sharara, { tone: p.light }) +
    clipped(p, 'sharara', sharara, `<path d="M150 836 L650 836 L650 900 L150 900 Z" fill="${p.trim}" opacity="0.9"/>`) +
    fabric(p, kurtaBody) +
    clipped(p, 'kurta', kurtaBody, `<path d="M240 598 L560 598 L560 660 L240 660 Z" fill="${p.trim}"/><path d="M240 606 L560 606" stroke="${p.deep}" stroke-width="2" stroke-dasharray="3 7"/>`) +
    line('M350 230 Q400 265 450 230', p.trim, 6) +
    line('M400 258 L400 320', p.deep, 3) +
    `<path d="M590 430 L545 442 L539 416 L584 404 Z M210 430 L255 442 L261 416 L216 404 Z" fill="${p.trim}"/>`
  )
}

export function lehenga(p: Palette): string {
  const choli = 'M330 196 Q400 250 470 196 L520 210 C540 225 545 260 540 290 L500 300 L495 336 Q400 350 305 336 L300 300 L260 290 C255 260 260 225 280 210 Z'
  const skirt = 'M312 384 L488 384 C560 520 640 700 672 862 Q400 894 128 862 C160 700 240 520 312 384 Z'
  const gathers = [170, 250, 330, 400, 470, 550, 630].map((x) => line(`M${400 + (x - 400) * 0.3} 396 L${x} 880`, p.shadow, 3, ' opacity="0.35"')).join('')
  const border = `<path d="M100 790 Q400 836 700 790 L700 900 L100 900 Z" fill="${p.trim}"/><path d="M100 804 Q400 850 700 804" fill="none" stroke="${p.deep}" stroke-width="3" stroke-dasharray="4 10"/><path d="M100 770 Q400 816 700 770" fill="none" stroke="${p.trim}" stroke-width="5"/>`
  return (
    dressFormNeck() +
    `<path d="M305 330 Q400 346 495 330 L490 392 L310 392 Z" fill="${FORM}"/>` +
    fabric(p, skirt) +
    clipped(p, 'skirt', skirt, gathers + border) +
    fabric(p, choli, { tone: p.shadow }) +
    line('M330 196 Q400 250 470 196', p.trim, 6) +
    line('M305 336 Q400 350 495 336', p.trim, 5) +
    `<path d="M470 200 C530 280 560 450 600 600 L650 585 C610 430 580 270 520 205 Z" fill="${p.light}" opacity="0.55"/>` +
    line('M470 200 C530 280 560 450 600 600 M520 205 C580 270 610 430 650 585', p.trim, 3, ' opacity="0.9"')
  )
}

export function saree(p: Palette): string {
  const blouse = 'M335 188 Q400 236 465 188 L505 200 C520 216 522 246 518 272 L490 276 L488 300 Q400 312 312 300 L310 276 L282 272 C278 246 280 216 295 200 Z'
  const skirt = 'M318 352 L482 352 C510 520 540 700 562 862 Q400 882 238 862 C260 700 290 520 318 352 Z'
  const hanging = 'M470 190 L540 204 C566 360 586 520 602 716 L536 726 C526 560 510 400 486 260 Z'
  const pallu = 'M298 332 L316 428 L540 212 L472 186 Z'
  const pleats = [0, 1, 2, 3, 4, 5].map((i) => line(`M${352 + i * 10} 470 L${318 + i * 24} 868`, p.shadow, 3, ' opacity="0.55"')).join('')
  const hemBorder = `<path d="M200 820 Q400 846 600 820 L600 900 L200 900 Z" fill="${p.trim}"/><path d="M200 832 Q400 858 600 832" fill="none" stroke="${p.deep}" stroke-width="3" stroke-dasharray="3 9"/>`
  return (
    dressFormNeck() +
    fabric(p, hanging, { tone: p.shadow }) +
    clipped(p, 'hang', hanging, `<path d="M520 650 L640 640 L640 760 L520 760 Z" fill="${p.trim}"/>`) +
    `<path d="M312 296 Q400 310 488 296 L484 360 L316 360 Z" fill="${FORM}"/>` +
    fabric(p, skirt) +
    clipped(p, 'skirt', skirt, pleats + hemBorder) +
    fabric(p, blouse, { tone: p.deep, pattern: false }) +
    fabric(p, pallu) +
    line('M298 332 L472 186', p.trim, 9) +
    line('M316 428 L540 212', p.trim, 9) +
    line('M309 372 L505 190', p.trim, 2, ' stroke-dasharray="2 8"')
  )
}
