/**
 * satori and resvg, loaded with `require`. satori's ES module imports CommonJS packages (opentype.js among them), and
 * Node reads the whole source of each such package once more to find its exports (cjs-module-lexer, run as
 * JavaScript): about 80 ms of the ~150 ms it took every share image thread to import satori, paid even by a rebuild
 * that draws one card. Required, satori's CommonJS build loads the same packages as they are.
 *
 * Apart from drawCards.ts because the drawing hash (shareImages.ts `drawingHash`) is made of what draws a card, not of
 * how its libraries are loaded.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export const satori = (require('satori') as typeof import('satori')).default
export const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')
