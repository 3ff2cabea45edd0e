/**
 * Words for product names, brands and copy. A name is one of each list in order ("Indigo Block-Print" + "Cotton"
 * + "Straight Kurta"), which reads like a real listing and gives thousands of combinations per kind.
 */
import type { ArtKind } from './kinds'

export interface NamingSpec {
  styles: readonly string[]
  materials: readonly string[]
  nouns: readonly string[]
  brands: readonly string[]
  /** Fabric or material lines for the description's list. */
  fabric: readonly string[]
  care: readonly string[]
}

const ETHNIC_BRANDS = ['Jaipur Looms', 'Rangsutra Studio', 'Kesar & Co.', 'Neel Weaves', 'Mulmul Lane', 'Tanjore Threads'] as const
const WESTERN_BRANDS = ['Vitrine Basics', 'Monsoon Street', 'Urban Chai', 'Coastline Co.', 'Bandra Blue'] as const
const KIDS_BRANDS = ['Little Kesar', 'Tiny Tulip', 'Chhota Studio'] as const
const HOME_BRANDS = ['Ghar Story', 'Dhaaga Home', 'Jaipur Looms Home'] as const
const BEAUTY_BRANDS = ['Kumkum Beauty', 'Ayur Glow', 'Itr House', 'Mitti Naturals'] as const
const ACCESSORY_BRANDS = ['Potli & Co.', 'Samay Watches', 'Zari Jewels', 'Vitrine Studio'] as const

const COTTON_CARE = ['Hand wash cold, separately', 'Dry in shade', 'Warm iron on reverse'] as const
const SILK_CARE = ['Dry clean only', 'Store folded in a muslin cloth', 'Keep away from perfume'] as const
const EVERYDAY_CARE = ['Machine wash cold', 'Do not bleach', 'Tumble dry low'] as const

export const NAMING: Record<ArtKind, NamingSpec> = {
  kurta: {
    styles: ['Indigo Block-Print', 'Chikankari', 'Bandhani', 'Ajrakh Print', 'Floral Jaal', 'Kalamkari', 'Leheriya', 'Gota Patti', 'Mirror-Work', 'Dabu Print'],
    materials: ['Cotton', 'Mulmul', 'Rayon', 'Chanderi', 'Georgette', 'Linen Blend'],
    nouns: ['Straight Kurta', 'Anarkali Kurta', 'A-Line Kurta', 'Kurta Set', 'Angrakha Kurta', 'Kurta with Dupatta'],
    brands: ETHNIC_BRANDS,
    fabric: ['100% cotton, pre-washed for softness', 'Hand block-printed by artisans in Rajasthan', 'Straight hem with side slits', 'Three-quarter sleeves'],
    care: COTTON_CARE,
  },
  'mens-kurta': {
    styles: ['Classic', 'Pintuck', 'Chikankari', 'Self-Stripe', 'Mandarin-Collar', 'Jacquard', 'Block-Print', 'Festive'],
    materials: ['Cotton', 'Linen', 'Silk Blend', 'Khadi', 'Cotton Slub'],
    nouns: ['Kurta', 'Long Kurta', 'Kurta Pyjama Set', 'Short Kurta', 'Pathani Kurta'],
    brands: ETHNIC_BRANDS,
    fabric: ['Breathable handloom cotton', 'Mandarin collar with concealed placket', 'Full sleeves with button cuffs', 'Side pockets'],
    care: COTTON_CARE,
  },
  saree: {
    styles: ['Banarasi', 'Kanjeevaram', 'Chanderi', 'Jamdani', 'Bandhani', 'Paithani', 'Patola', 'Organza Floral', 'Tussar', 'Kota Doria'],
    materials: ['Silk', 'Cotton Silk', 'Cotton', 'Linen', 'Georgette', 'Organza'],
    nouns: ['Saree', 'Saree with Blouse Piece', 'Zari Border Saree', 'Handloom Saree'],
    brands: ETHNIC_BRANDS,
    fabric: ['5.5 m saree with 0.8 m unstitched blouse piece', 'Woven zari border and rich pallu', 'Handwoven by weavers in Varanasi'],
    care: SILK_CARE,
  },
  lehenga: {
    styles: ['Zardozi', 'Gota Patti', 'Mirror-Work', 'Sequinned', 'Floral Embroidered', 'Banarasi', 'Pastel Threadwork'],
    materials: ['Silk', 'Velvet', 'Georgette', 'Net', 'Art Silk'],
    nouns: ['Lehenga Choli', 'Lehenga Set', 'Flared Lehenga', 'Bridal Lehenga'],
    brands: ETHNIC_BRANDS,
    fabric: ['Flared skirt with can-can lining', 'Semi-stitched choli with padding', 'Net dupatta with scalloped border'],
    care: SILK_CARE,
  },
  dress: {
    styles: ['Tiered', 'Wrap', 'Smocked', 'Floral', 'Polka Dot', 'Shirred', 'Puff-Sleeve', 'Belted'],
    materials: ['Cotton', 'Linen', 'Crepe', 'Viscose', 'Poplin'],
    nouns: ['Midi Dress', 'Maxi Dress', 'Fit & Flare Dress', 'Shirt Dress', 'Sundress'],
    brands: WESTERN_BRANDS,
    fabric: ['Soft woven fabric with a fluid drape', 'Fitted waist with flared skirt', 'Concealed side zip'],
    care: EVERYDAY_CARE,
  },
  top: {
    styles: ['Embroidered', 'Ruffled', 'Floral Print', 'Peplum', 'Smocked', 'Striped', 'Block-Print', 'Tie-Up'],
    materials: ['Cotton', 'Georgette', 'Rayon', 'Linen Blend', 'Crepe'],
    nouns: ['Top', 'Blouse', 'Tunic Top', 'Peplum Top', 'Crop Top'],
    brands: WESTERN_BRANDS,
    fabric: ['Lightweight and breathable', 'Round neck with keyhole back', 'Short flutter sleeves'],
    care: EVERYDAY_CARE,
  },
  shirt: {
    styles: ['Oxford', 'Checked', 'Striped', 'Mandarin-Collar', 'Slim-Fit', 'Relaxed', 'Printed', 'Chambray'],
    materials: ['Cotton', 'Linen', 'Poplin', 'Denim', 'Cotton Twill'],
    nouns: ['Shirt', 'Casual Shirt', 'Formal Shirt', 'Resort Shirt'],
    brands: WESTERN_BRANDS,
    fabric: ['Premium long-staple cotton', 'Spread collar, full sleeves', 'Curved hem'],
    care: EVERYDAY_CARE,
  },
  tshirt: {
    styles: ['Essential', 'Graphic', 'Pocket', 'Oversized', 'Henley', 'Striped', 'Garment-Dyed'],
    materials: ['Cotton', 'Supima Cotton', 'Organic Cotton', 'Cotton Jersey'],
    nouns: ['T-Shirt', 'Crew-Neck T-Shirt', 'Polo T-Shirt', 'V-Neck T-Shirt'],
    brands: WESTERN_BRANDS,
    fabric: ['180 GSM combed cotton jersey', 'Ribbed crew neck', 'Bio-washed for a soft hand-feel'],
    care: EVERYDAY_CARE,
  },
  jeans: {
    styles: ['Slim-Fit', 'Straight-Fit', 'Tapered', 'Relaxed', 'Bootcut', 'Distressed'],
    materials: ['Stretch Denim', 'Rigid Denim', 'Selvedge Denim'],
    nouns: ['Jeans', 'Mid-Rise Jeans', 'Five-Pocket Jeans'],
    brands: WESTERN_BRANDS,
    fabric: ['98% cotton, 2% elastane', 'Five-pocket styling', 'Zip fly with button closure'],
    care: ['Wash inside out, cold', 'Do not tumble dry', 'Iron on reverse'],
  },
  frock: {
    styles: ['Tiered', 'Smocked', 'Party', 'Floral', 'Bow-Detail', 'Frilled', 'Printed'],
    materials: ['Cotton', 'Net', 'Poplin', 'Organza'],
    nouns: ['Frock', 'Party Frock', 'Fit & Flare Frock', 'Sleeveless Frock'],
    brands: KIDS_BRANDS,
    fabric: ['Soft cotton lining, gentle on skin', 'Back zip for easy dressing', 'Puff sleeves'],
    care: COTTON_CARE,
  },
  'ethnic-set': {
    styles: ['Festive', 'Gota Patti', 'Mirror-Work', 'Floral', 'Leheriya', 'Brocade'],
    materials: ['Cotton', 'Silk Blend', 'Chanderi', 'Rayon'],
    nouns: ['Kurta & Sharara Set', 'Lehenga Choli Set', 'Kurta Palazzo Set', 'Anarkali Set'],
    brands: KIDS_BRANDS,
    fabric: ['Kurta with elasticated sharara', 'Soft cotton lining', 'Comes with a matching dupatta'],
    care: COTTON_CARE,
  },
  cushion: {
    styles: ['Block-Print', 'Embroidered', 'Kantha', 'Woven', 'Mirror-Work', 'Ikat', 'Tufted'],
    materials: ['Cotton', 'Velvet', 'Jute Blend', 'Linen'],
    nouns: ['Cushion Cover', 'Cushion Covers (Set of 2)', 'Cushion Covers (Set of 5)'],
    brands: HOME_BRANDS,
    fabric: ['Concealed zip closure', 'Insert not included', 'Hand-finished by artisans'],
    care: ['Machine wash gentle, cold', 'Do not bleach', 'Dry flat in shade'],
  },
  bedsheet: {
    styles: ['Jaipuri Block-Print', 'Floral', 'Dabu Print', 'Paisley', 'Geometric', 'Sanganeri'],
    materials: ['Cotton', 'Percale Cotton', 'Sateen Cotton'],
    nouns: ['Double Bedsheet with 2 Pillow Covers', 'King Bedsheet Set', 'Single Bedsheet'],
    brands: HOME_BRANDS,
    fabric: ['210 thread count pure cotton', 'Includes 2 pillow covers', 'Colourfast natural dyes'],
    care: ['Machine wash cold', 'Wash dark colours separately', 'Dry in shade'],
  },
  lamp: {
    styles: ['Handpainted', 'Terracotta', 'Brass', 'Block-Print Shade', 'Ceramic', 'Cane'],
    materials: ['Table', 'Bedside', 'Accent'],
    nouns: ['Lamp', 'Lamp with Fabric Shade'],
    brands: HOME_BRANDS,
    fabric: ['Hand-thrown ceramic base', 'Cotton drum shade', 'E27 holder; bulb not included'],
    care: ['Wipe with a dry cloth', 'Keep away from water'],
  },
  lipstick: {
    styles: ['Matte', 'Creamy Matte', 'Satin', 'Velvet', 'Long-Wear', 'Hydrating'],
    materials: ['Bullet', 'Liquid'],
    nouns: ['Lipstick', 'Lip Colour'],
    brands: BEAUTY_BRANDS,
    fabric: ['Enriched with shea butter and vitamin E', 'Lasts up to 8 hours', 'Cruelty-free, 4.2 g'],
    care: ['Store below 30°C', 'Close the cap after use'],
  },
  serum: {
    styles: ['Vitamin C', 'Niacinamide', 'Kumkumadi', 'Hyaluronic', 'Saffron', 'Rose'],
    materials: ['Brightening', 'Hydrating', 'Overnight', 'Clarifying'],
    nouns: ['Face Serum', 'Face Oil', 'Glow Serum'],
    brands: BEAUTY_BRANDS,
    fabric: ['30 ml dropper bottle', 'Dermatologically tested', 'Free from parabens and sulphates'],
    care: ['Patch test before use', 'Store in a cool, dry place'],
  },
  perfume: {
    styles: ['Oud', 'Mogra', 'Rose', 'Sandalwood', 'Vetiver', 'Jasmine', 'Amber'],
    materials: ['Eau de Parfum', 'Attar', 'Eau de Toilette'],
    nouns: ['50 ml', '100 ml', '10 ml Roll-On'],
    brands: BEAUTY_BRANDS,
    fabric: ['Long-lasting, 6–8 hours', 'Alcohol-based eau de parfum', 'Made in Kannauj'],
    care: ['Keep away from flame', 'Store away from sunlight'],
  },
  handbag: {
    styles: ['Quilted', 'Embroidered', 'Woven', 'Structured', 'Potli', 'Mirror-Work'],
    materials: ['Vegan Leather', 'Jute', 'Canvas', 'Silk'],
    nouns: ['Tote Bag', 'Handbag', 'Sling Bag', 'Potli Bag', 'Shoulder Bag'],
    brands: ACCESSORY_BRANDS,
    fabric: ['Magnetic snap closure', 'Inner zip pocket', 'Detachable strap'],
    care: ['Wipe clean with a soft cloth', 'Stuff with paper to keep the shape'],
  },
  watch: {
    styles: ['Classic', 'Minimal', 'Chronograph', 'Slim', 'Heritage', 'Everyday'],
    materials: ['Analogue', 'Leather-Strap', 'Mesh-Strap'],
    nouns: ['Watch', 'Wrist Watch'],
    brands: ACCESSORY_BRANDS,
    fabric: ['Japanese quartz movement', 'Mineral glass, 3 ATM water resistant', '1-year warranty'],
    care: ['Avoid contact with perfume', 'Keep away from magnets'],
  },
  necklace: {
    styles: ['Kundan', 'Temple', 'Polki', 'Meenakari', 'Oxidised', 'Pearl'],
    materials: ['Choker', 'Layered', 'Pendant'],
    nouns: ['Necklace', 'Necklace Set', 'Necklace with Earrings'],
    brands: ACCESSORY_BRANDS,
    fabric: ['Gold-plated brass with stones', 'Adjustable dori closure', 'Nickel-free and skin-friendly'],
    care: ['Store in the pouch provided', 'Keep away from water and perfume'],
  },
}

export const TAGLINES = [
  'Crafted by hand, made to last',
  'Festive-ready, all-day comfortable',
  'Our bestseller, back in new colours',
  'Made in India, loved everywhere',
  'Everyday luxury at an honest price',
  'Limited edition: once it is gone, it is gone',
  'Sustainably made, ethically sourced',
] as const
