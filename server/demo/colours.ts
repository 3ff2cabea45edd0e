/**
 * The named colours of the demo shop. A colour's name is what shoppers see as the Color attribute; its slug names
 * the shared image files (`/media/products/kurta-indigo-front.svg`, `/media/swatches/indigo.svg`).
 */
export interface ShopColour {
  name: string
  slug: string
  hex: string
}

const colour = (name: string, hex: string): ShopColour => ({
  name,
  hex,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
})

export const COLOURS = {
  indigo: colour('Indigo', '#34408c'),
  maroon: colour('Maroon', '#7b1e3a'),
  mustard: colour('Mustard', '#d9a22b'),
  teal: colour('Teal', '#1f7a7a'),
  rosePink: colour('Rose Pink', '#e07a98'),
  ivory: colour('Ivory', '#efe4cc'),
  black: colour('Black', '#2b2b2e'),
  emerald: colour('Emerald', '#1e7d53'),
  coral: colour('Coral', '#ef7a5a'),
  navy: colour('Navy', '#22345e'),
  lavender: colour('Lavender', '#a58bd0'),
  olive: colour('Olive', '#6b7a3a'),
  skyBlue: colour('Sky Blue', '#6fa8d6'),
  white: colour('White', '#f5f3ee'),
  rust: colour('Rust', '#b5522b'),
  tan: colour('Tan', '#a8703d'),
  red: colour('Red', '#c0263a'),
  nude: colour('Nude', '#c98f78'),
  berry: colour('Berry', '#8e2a55'),
  plum: colour('Plum', '#5e2750'),
  amber: colour('Amber', '#b86b1e'),
  gold: colour('Gold', '#c9a34a'),
  silver: colour('Silver', '#a9aeb8'),
  roseGold: colour('Rose Gold', '#c98b7a'),
  ruby: colour('Ruby', '#a3172f'),
  pearl: colour('Pearl', '#ece6da'),
  sapphire: colour('Sapphire', '#1f4e9c'),
} as const satisfies Record<string, ShopColour>

export type ColourKey = keyof typeof COLOURS
