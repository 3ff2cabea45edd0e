/**
 * The demo shop's categories and subcategories, in menu order, with the kind of product each subcategory sells and
 * how much of the catalogue it takes. Sale has its own subcategories: a sale product keeps its home category and
 * subcategory and is also filed under Sale.
 */
import type { ColourKey } from './colours'
import type { ArtKind } from './kinds'

export interface SubcategoryPlan {
  name: string
  /** What its products are; Sale subcategories have no kind of their own. */
  kind?: ArtKind
  /** Share of the catalogue (relative). */
  weight: number
  /** The listing shows only subcategories with an image; a couple are left without on purpose. */
  image: ArtKind | null
}

export interface CategoryPlan {
  name: string
  subcategories: SubcategoryPlan[]
}

export const CATEGORY_PLANS: CategoryPlan[] = [
  {
    name: 'Men',
    subcategories: [
      { name: 'Shirts', kind: 'shirt', weight: 6, image: 'shirt' },
      { name: 'Kurtas', kind: 'mens-kurta', weight: 6, image: 'mens-kurta' },
      { name: 'T-Shirts', kind: 'tshirt', weight: 5, image: 'tshirt' },
      { name: 'Jeans', kind: 'jeans', weight: 4, image: 'jeans' },
    ],
  },
  {
    name: 'Women',
    subcategories: [
      { name: 'Kurtas & Suits', kind: 'kurta', weight: 12, image: 'kurta' },
      { name: 'Sarees', kind: 'saree', weight: 9, image: 'saree' },
      { name: 'Lehengas', kind: 'lehenga', weight: 5, image: 'lehenga' },
      { name: 'Dresses', kind: 'dress', weight: 7, image: 'dress' },
      { name: 'Tops', kind: 'top', weight: 6, image: 'top' },
    ],
  },
  {
    name: 'Girls',
    subcategories: [
      { name: 'Frocks', kind: 'frock', weight: 5, image: 'frock' },
      { name: 'Ethnic Sets', kind: 'ethnic-set', weight: 4, image: 'ethnic-set' },
      { name: 'Tops', kind: 'top', weight: 3, image: null },
    ],
  },
  {
    name: 'Home & Living',
    subcategories: [
      { name: 'Cushion Covers', kind: 'cushion', weight: 4, image: 'cushion' },
      { name: 'Bedsheets', kind: 'bedsheet', weight: 3, image: 'bedsheet' },
      { name: 'Lamps', kind: 'lamp', weight: 2, image: 'lamp' },
    ],
  },
  {
    name: 'Beauty',
    subcategories: [
      { name: 'Lipsticks', kind: 'lipstick', weight: 3, image: 'lipstick' },
      { name: 'Skincare', kind: 'serum', weight: 3, image: 'serum' },
      { name: 'Fragrances', kind: 'perfume', weight: 2, image: 'perfume' },
    ],
  },
  {
    name: 'Accessories',
    subcategories: [
      { name: 'Bags', kind: 'handbag', weight: 3, image: 'handbag' },
      { name: 'Watches', kind: 'watch', weight: 2, image: 'watch' },
      { name: 'Jewellery', kind: 'necklace', weight: 3, image: 'necklace' },
    ],
  },
  {
    name: 'Sale',
    subcategories: [
      { name: 'Ethnic Wear', weight: 0, image: 'saree' },
      { name: 'Western Wear', weight: 0, image: 'dress' },
      { name: 'Kids Wear', weight: 0, image: 'frock' },
      { name: 'Home & Beauty', weight: 0, image: 'lamp' },
      { name: 'Bags & Jewellery', weight: 0, image: null },
    ],
  },
]

/** Which Sale subcategory a product of each kind is filed under when it goes on sale. */
export const SALE_SHELF: Record<ArtKind, string> = {
  kurta: 'Ethnic Wear', 'mens-kurta': 'Ethnic Wear', saree: 'Ethnic Wear', lehenga: 'Ethnic Wear',
  dress: 'Western Wear', top: 'Western Wear', shirt: 'Western Wear', tshirt: 'Western Wear', jeans: 'Western Wear',
  frock: 'Kids Wear', 'ethnic-set': 'Kids Wear',
  cushion: 'Home & Beauty', bedsheet: 'Home & Beauty', lamp: 'Home & Beauty', lipstick: 'Home & Beauty', serum: 'Home & Beauty', perfume: 'Home & Beauty',
  handbag: 'Bags & Jewellery', watch: 'Bags & Jewellery', necklace: 'Bags & Jewellery',
}

/** The colour a tile of each kind is painted in (tiles are the same whatever the seed). */
export const TILE_COLOUR: Record<ArtKind, ColourKey> = {
  kurta: 'indigo', 'mens-kurta': 'ivory', saree: 'maroon', lehenga: 'rosePink', dress: 'coral', top: 'lavender',
  shirt: 'skyBlue', tshirt: 'olive', jeans: 'indigo', frock: 'rosePink', 'ethnic-set': 'mustard', cushion: 'teal',
  bedsheet: 'indigo', lamp: 'mustard', lipstick: 'red', serum: 'amber', perfume: 'rosePink', handbag: 'tan',
  watch: 'black', necklace: 'emerald',
}
