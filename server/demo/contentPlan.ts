/**
 * The editorial content of the demo shop: names, links and the art of each image. Both the data generator (names
 * and links) and the media library (pictures) read this plan, so a banner's URL always has a file behind it.
 * A link is written as [category] or [category, subcategory] and becomes a real category path once ids exist.
 */
import type { ColourKey } from './colours'
import type { ArtKind } from './kinds'

export type LinkPlan = readonly [string] | readonly [string, string] | null
export interface Art {
  kind: ArtKind
  colour: ColourKey
}

export interface TilePlan {
  name: string
  file: string
  art: Art
  link: LinkPlan
  /** Short text printed on the tile (offer tiles only; the storefront prints names itself). */
  label?: string
}

export const COLLECTION_PLANS: TilePlan[] = [
  { name: 'Festive Kurtas', file: 'collection-festive-kurtas', art: { kind: 'kurta', colour: 'maroon' }, link: ['Women', 'Kurtas & Suits'] },
  { name: 'Wedding Sarees', file: 'collection-wedding-sarees', art: { kind: 'saree', colour: 'emerald' }, link: ['Women', 'Sarees'] },
  { name: "Men's Ethnic", file: 'collection-mens-ethnic', art: { kind: 'mens-kurta', colour: 'mustard' }, link: ['Men', 'Kurtas'] },
  { name: 'Little Festive', file: 'collection-little-festive', art: { kind: 'ethnic-set', colour: 'rosePink' }, link: ['Girls', 'Ethnic Sets'] },
  { name: 'Sundress Season', file: 'collection-sundress-season', art: { kind: 'dress', colour: 'skyBlue' }, link: ['Women', 'Dresses'] },
  { name: 'Cosy Corners', file: 'collection-cosy-corners', art: { kind: 'cushion', colour: 'rust' }, link: ['Home & Living'] },
  { name: 'Glow Ritual', file: 'collection-glow-ritual', art: { kind: 'serum', colour: 'amber' }, link: ['Beauty', 'Skincare'] },
  { name: 'Statement Jewellery', file: 'collection-statement-jewellery', art: { kind: 'necklace', colour: 'ruby' }, link: ['Accessories', 'Jewellery'] },
]

export const OFFER_PLANS: TilePlan[] = [
  { name: 'Under ₹999', file: 'offer-under-999', label: 'Under ₹999', art: { kind: 'top', colour: 'coral' }, link: ['Sale', 'Western Wear'] },
  { name: 'Min. 40% Off', file: 'offer-min-40-off', label: 'Min. 40% Off', art: { kind: 'kurta', colour: 'teal' }, link: ['Sale'] },
  { name: 'Silk Sarees', file: 'offer-silk-sarees', label: 'Silk Sarees', art: { kind: 'saree', colour: 'maroon' }, link: ['Women', 'Sarees'] },
  { name: 'Kidswear', file: 'offer-kidswear', label: 'Kidswear', art: { kind: 'frock', colour: 'lavender' }, link: ['Girls'] },
  { name: 'Beauty Steals', file: 'offer-beauty-steals', label: 'Beauty Steals', art: { kind: 'lipstick', colour: 'red' }, link: ['Beauty'] },
  { name: 'New Arrivals', file: 'offer-new-arrivals', label: 'New In', art: { kind: 'dress', colour: 'olive' }, link: null },
]

export const RECENT_PLANS: TilePlan[] = [
  { name: 'Block Prints', file: 'recent-block-prints', art: { kind: 'kurta', colour: 'indigo' }, link: ['Women', 'Kurtas & Suits'] },
  { name: 'Linen Summer', file: 'recent-linen-summer', art: { kind: 'shirt', colour: 'white' }, link: ['Men', 'Shirts'] },
  { name: 'Party Edit', file: 'recent-party-edit', art: { kind: 'lehenga', colour: 'lavender' }, link: ['Women', 'Lehengas'] },
  { name: 'Everyday Denim', file: 'recent-everyday-denim', art: { kind: 'jeans', colour: 'indigo' }, link: ['Men', 'Jeans'] },
  { name: 'Gifting', file: 'recent-gifting', art: { kind: 'perfume', colour: 'gold' }, link: ['Beauty', 'Fragrances'] },
]

export interface HeroPlan {
  file: string
  headline: string
  subline: string
  cta: string
  /** Two to three items arranged on the right of the banner. */
  art: Art[]
  /** Background gradient, light to deep. */
  tint: readonly [string, string]
  link: LinkPlan
}

export const HERO_PLANS: HeroPlan[] = [
  { file: 'hero-festive-edit', headline: 'Festive Edit — Up to 40% off', subline: 'Kurtas, sarees and lehengas in jewel tones', cta: 'Shop the edit', art: [{ kind: 'saree', colour: 'maroon' }, { kind: 'kurta', colour: 'mustard' }, { kind: 'lehenga', colour: 'emerald' }], tint: ['#fbe9d7', '#f3c9a0'], link: ['Women'] },
  { file: 'hero-new-season', headline: 'New Season, New You', subline: 'Easy dresses and breezy tops, just in', cta: 'Explore new arrivals', art: [{ kind: 'dress', colour: 'coral' }, { kind: 'top', colour: 'lavender' }, { kind: 'handbag', colour: 'tan' }], tint: ['#e8f1f7', '#bcd6ea'], link: ['Women', 'Dresses'] },
  { file: 'hero-little-ones', headline: 'Little Ones, Big Smiles', subline: 'Frocks and festive sets for girls, 2 to 11 years', cta: 'Shop kidswear', art: [{ kind: 'frock', colour: 'rosePink' }, { kind: 'ethnic-set', colour: 'mustard' }], tint: ['#fdecef', '#f6c4cf'], link: ['Girls'] },
  { file: 'hero-monsoon-sale', headline: 'Monsoon Sale', subline: 'An old campaign kept for the record', cta: 'Shop sale', art: [{ kind: 'shirt', colour: 'skyBlue' }, { kind: 'tshirt', colour: 'olive' }], tint: ['#e6efe9', '#b9d3c3'], link: ['Sale'] },
]

export interface PanelPlan {
  file: string
  headline: string
  subline: string
  art: Art
  tint: string
}

export const OFFER_PANEL_PLANS: { left: PanelPlan; center: PanelPlan; right: PanelPlan } = {
  left: { file: 'offer-left-kurtas', headline: 'Kurtas', subline: 'Flat 30% off', art: { kind: 'kurta', colour: 'rosePink' }, tint: '#fbeee6' },
  center: { file: 'offer-center-sarees', headline: 'Handloom Sarees', subline: 'From ₹1,499', art: { kind: 'saree', colour: 'teal' }, tint: '#e7f2ef' },
  right: { file: 'offer-right-accessories', headline: 'Accessories', subline: 'Buy 2, get 10% off', art: { kind: 'handbag', colour: 'maroon' }, tint: '#f3ecf7' },
}

export const RUNNER_PLANS = [
  { file: 'runner-free-shipping', text: 'Free shipping on orders above ₹999  •  Easy 7-day returns  •  Secure payments' },
  { file: 'runner-handcrafted', text: 'Handcrafted in India  •  Sustainably sourced  •  New drops every Friday' },
] as const

/** A code a banner names must be one the demo's coupon list has (coupons.ts): a shopper will type it at checkout. */
export const DISCOUNT_PLAN = { file: 'discount-extra-15', headline: 'Extra 15% off every piece', subline: 'Use code STYLE15 at checkout' } as const

export const MENU_IMAGE_PLANS: Record<string, { file: string; art: Art; link: LinkPlan }> = {
  Women: { file: 'menu-women', art: { kind: 'kurta', colour: 'teal' }, link: ['Women', 'Kurtas & Suits'] },
  Men: { file: 'menu-men', art: { kind: 'shirt', colour: 'navy' }, link: ['Men', 'Shirts'] },
  'Home & Living': { file: 'menu-home', art: { kind: 'lamp', colour: 'mustard' }, link: ['Home & Living', 'Lamps'] },
}

/** Finer menu entries under some subcategories; they open a search, which the listing supports. */
export const MENU_SEARCHES: Record<string, readonly string[]> = {
  'Women/Kurtas & Suits': ['Anarkali', 'Straight Kurta', 'Kurta Set'],
  'Women/Sarees': ['Banarasi', 'Kanjeevaram', 'Chanderi'],
  'Men/Kurtas': ['Pathani', 'Kurta Pyjama'],
  'Accessories/Jewellery': ['Kundan', 'Temple', 'Oxidised'],
}
