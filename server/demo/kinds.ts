/**
 * What the shop sells, as the artwork sees it: each kind has one illustrated silhouette, the colours it comes in and
 * the sizes it is cut in. Images are shared by kind × colour × view, so the media library stays a few hundred files
 * however large the catalogue grows.
 */
import { COLOURS, type ColourKey, type ShopColour } from './colours'

export const ART_KINDS = [
  'kurta', 'mens-kurta', 'saree', 'lehenga', 'dress', 'top', 'shirt', 'tshirt', 'jeans', 'frock', 'ethnic-set',
  'cushion', 'bedsheet', 'lamp', 'lipstick', 'serum', 'perfume', 'handbag', 'watch', 'necklace',
] as const
export type ArtKind = (typeof ART_KINDS)[number]

export const PRODUCT_VIEWS = ['front', 'detail', 'alt'] as const
export type ProductView = (typeof PRODUCT_VIEWS)[number]

export type SizeChart = 'women' | 'men' | 'kids' | 'jeans'

export interface KindSpec {
  colours: readonly ColourKey[]
  /** Sizes a variant product is cut in; null when it comes in one size (variants differ by colour only). */
  sizes: readonly string[] | null
  /** Sold as a 'Simple Product' (no variants; one colour picked per product). */
  simple: boolean
  /** Price band in whole rupees. */
  price: readonly [number, number]
  sizeChart?: SizeChart
  /** Apparel gets a fit note and a fabric-and-care list in its description. */
  apparel: boolean
  /** A return period of the kind's own, in days (else the shop's, RETURN_WINDOW_DAYS). */
  returnDays?: number
}

const APPAREL: readonly ColourKey[] = ['indigo', 'maroon', 'mustard', 'teal', 'rosePink', 'ivory', 'black', 'emerald', 'coral', 'navy', 'lavender', 'olive']
const WOMEN_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const
const MEN_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const
const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'] as const

export const KINDS: Record<ArtKind, KindSpec> = {
  kurta: { colours: APPAREL, sizes: WOMEN_SIZES, simple: false, price: [799, 3499], sizeChart: 'women', apparel: true },
  'mens-kurta': { colours: ['ivory', 'navy', 'maroon', 'olive', 'black', 'mustard', 'skyBlue', 'white'], sizes: MEN_SIZES, simple: false, price: [899, 3999], sizeChart: 'men', apparel: true },
  saree: { colours: ['maroon', 'mustard', 'teal', 'rosePink', 'emerald', 'indigo', 'ivory', 'coral', 'plum', 'navy'], sizes: null, simple: false, price: [1499, 7999], apparel: true, returnDays: 14 },
  lehenga: { colours: ['maroon', 'rosePink', 'emerald', 'mustard', 'lavender', 'red', 'navy', 'ivory'], sizes: ['S', 'M', 'L', 'XL'], simple: false, price: [2999, 7999], sizeChart: 'women', apparel: true, returnDays: 14 },
  dress: { colours: ['coral', 'black', 'skyBlue', 'olive', 'lavender', 'rosePink', 'mustard', 'navy', 'ivory'], sizes: WOMEN_SIZES, simple: false, price: [999, 2999], sizeChart: 'women', apparel: true },
  top: { colours: ['white', 'coral', 'lavender', 'mustard', 'skyBlue', 'rosePink', 'black', 'teal'], sizes: WOMEN_SIZES, simple: false, price: [499, 1499], sizeChart: 'women', apparel: true },
  shirt: { colours: ['white', 'skyBlue', 'navy', 'olive', 'black', 'maroon', 'ivory', 'rust'], sizes: MEN_SIZES, simple: false, price: [799, 2499], sizeChart: 'men', apparel: true },
  tshirt: { colours: ['black', 'white', 'navy', 'olive', 'maroon', 'mustard', 'teal', 'rust', 'skyBlue'], sizes: MEN_SIZES, simple: false, price: [499, 999], sizeChart: 'men', apparel: true },
  jeans: { colours: ['indigo', 'navy', 'black', 'skyBlue'], sizes: ['28', '30', '32', '34', '36'], simple: false, price: [999, 2499], sizeChart: 'jeans', apparel: true },
  frock: { colours: ['rosePink', 'lavender', 'coral', 'mustard', 'skyBlue', 'white', 'red', 'teal'], sizes: KIDS_SIZES, simple: false, price: [599, 1799], sizeChart: 'kids', apparel: true },
  'ethnic-set': { colours: ['mustard', 'rosePink', 'maroon', 'teal', 'lavender', 'emerald', 'ivory'], sizes: KIDS_SIZES, simple: false, price: [899, 2499], sizeChart: 'kids', apparel: true },
  cushion: { colours: ['mustard', 'teal', 'rust', 'indigo', 'emerald', 'rosePink', 'ivory', 'olive'], sizes: ['16 x 16 in', '18 x 18 in'], simple: false, price: [399, 999], apparel: false },
  bedsheet: { colours: ['indigo', 'rosePink', 'mustard', 'teal', 'ivory', 'lavender', 'emerald'], sizes: null, simple: true, price: [999, 2999], apparel: false },
  lamp: { colours: ['ivory', 'mustard', 'teal', 'rust', 'emerald', 'indigo'], sizes: null, simple: true, price: [1299, 3999], apparel: false },
  lipstick: { colours: ['red', 'nude', 'berry', 'coral', 'rosePink', 'plum', 'maroon'], sizes: null, simple: false, price: [499, 999], apparel: false },
  serum: { colours: ['amber', 'rosePink', 'teal', 'lavender', 'ivory', 'emerald'], sizes: null, simple: true, price: [599, 1499], apparel: false },
  perfume: { colours: ['amber', 'rosePink', 'lavender', 'skyBlue', 'emerald', 'plum', 'gold'], sizes: null, simple: true, price: [999, 2999], apparel: false },
  handbag: { colours: ['tan', 'black', 'maroon', 'olive', 'mustard', 'ivory', 'teal'], sizes: null, simple: false, price: [1299, 4999], apparel: false },
  watch: { colours: ['black', 'tan', 'navy', 'maroon', 'silver', 'gold', 'roseGold'], sizes: null, simple: false, price: [1999, 7999], apparel: false },
  necklace: { colours: ['ruby', 'emerald', 'pearl', 'sapphire', 'gold', 'silver'], sizes: null, simple: false, price: [799, 4999], apparel: false },
}

export function kindColours(kind: ArtKind): ShopColour[] {
  return KINDS[kind].colours.map((key) => COLOURS[key])
}
