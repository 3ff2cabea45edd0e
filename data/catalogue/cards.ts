/**
 * Card models: the few fields a product card shows plus the keys listings filter and sort by. Pages render cards
 * from these, and the build writes all of them to a static index (`/catalogue/cards.json` and its parts, cardParts.ts)
 * so the browser can page and re-sort a listing without the API and without shipping whole products.
 */
import type { Product } from '../contract/schemas'
import type { CardFacets } from './filters'
import { picturesOf } from './media'
import { discountPercent, priceTag, type Paise } from './money'
import { productPath } from './paths'
import { newestTime } from './sorting'
import { displayOption, isNewIn, productOptions } from './visibility'
import type { SortKey } from './sorting'
import type { CategoryAddress } from './forgivingUrls'

export interface CardModel {
  id: string
  name: string
  path: string
  image: string | null
  /** The second gallery image, shown on hover. */
  hoverImage: string | null
  price: Paise
  comparePrice: Paise | null
  discountPercent: number
  newIn: boolean
  categoryIds: string[]
  subCategoryIds: string[]
  /** Mean approved rating, one decimal, and how many reviews; absent without reviews (snapshot `ratings`). */
  rating?: number
  reviewCount?: number
  /** Sort keys exactly as `sortProducts` computes them (first option's price and discount, latest variant time). */
  sort: { newest: number; price: Paise; discount: number }
}

/**
 * What a card shows (ProductCard, its actions): a card model without the keys listings filter and sort by. Pages
 * carry these in their inline data (home rows, the product page's shelves, a listing's first page, whose other sorts
 * and filters come from the card index): every field there is one the browser needs to hydrate the card.
 */
export type CardFace = Omit<CardModel, 'categoryIds' | 'subCategoryIds' | 'sort'>

export function cardFace(card: CardModel): CardFace {
  const { categoryIds: _categories, subCategoryIds: _subCategories, sort: _sort, ...face } = card
  return face
}

export function toCard(product: Product, now: Date): CardModel {
  const shown = displayOption(product)
  const tag = priceTag(shown)
  const gallery = [...new Set(picturesOf([shown?.image, ...(shown?.gallery_image ?? []), product.main_image, product.image]))]
  const first = priceTag(productOptions(product)[0])
  return {
    id: product._id,
    name: product.product_name,
    path: productPath(product),
    image: gallery[0] ?? null,
    hoverImage: gallery[1] ?? null,
    price: tag.price,
    comparePrice: tag.comparePrice,
    discountPercent: tag.discountPercent,
    newIn: isNewIn(product, now),
    categoryIds: product.categories.map((c) => c._id),
    subCategoryIds: product.sub_categories.map((s) => s._id),
    sort: { newest: newestTime(product), price: first.price, discount: discountPercent(first.price, first.comparePrice) },
  }
}

/** Each order as the card's sort key it goes by, and which way: the listings' `sortCards` and the build's first pages. */
export const CARD_ORDERS: Readonly<Record<SortKey, { key: keyof CardModel['sort']; descending: boolean }>> = {
  Newest: { key: 'newest', descending: true },
  Discount: { key: 'discount', descending: true },
  PriceHigh: { key: 'price', descending: true },
  PriceLow: { key: 'price', descending: false },
}

const cardComparators = Object.fromEntries(
  Object.entries(CARD_ORDERS).map(([sort, { key, descending }]) => [sort, descending ? (a: CardModel, b: CardModel) => b.sort[key] - a.sort[key] : (a: CardModel, b: CardModel) => a.sort[key] - b.sort[key]]),
) as Record<SortKey, (a: CardModel, b: CardModel) => number>

/** The same orders as `sortProducts`, on card models (stable: ties keep catalogue order). */
export function sortCards(cards: readonly CardModel[], key: SortKey): CardModel[] {
  return [...cards].sort(cardComparators[key])
}

export interface CardScope {
  categoryId?: string
  subCategoryId?: string
  query?: string
}

/** Category, subcategory and name search on card models, with the same rules as `listingProducts`. */
export function cardsInScope(cards: readonly CardModel[], scope: CardScope): CardModel[] {
  const words = scope.query?.toLowerCase().split(/\s+/).filter(Boolean)
  return cards.filter(
    (c) =>
      (scope.categoryId === undefined || c.categoryIds.includes(scope.categoryId)) &&
      (scope.subCategoryId === undefined || c.subCategoryIds.includes(scope.subCategoryId)) &&
      (words === undefined || (words.length > 0 && words.every((w) => c.name.toLowerCase().includes(w)))),
  )
}

/** A card with the product's review summary, when it has one (one decimal, as the badge shows it). */
export function withRating(card: CardModel, rating: { average: number; count: number } | undefined): CardModel {
  if (!rating || rating.count <= 0 || !Number.isFinite(rating.average)) return card
  return { ...card, rating: Math.round(rating.average * 10) / 10, reviewCount: rating.count }
}

/**
 * The card index's head (cardParts.ts), which the build writes beside the pages, and the listing fetches with its
 * cards' part when it pages, re-sorts or filters.
 */
export const CARD_INDEX_PATH = '/catalogue/cards.json'

/** A card as the index file carries it: the card, plus what filters need (only in the index, never in a page's HTML). */
export interface IndexedCard extends CardModel {
  /** Size and Color values of the purchasable variants; absent when it has none (simple products). */
  facets?: CardFacets
}

/** The card index as a listing reads it: the head's swatches and addresses, and the cards of its parts (cardParts.ts). */
export interface CardIndex {
  builtAt: string
  cards: IndexedCard[]
  /** Colour name → swatch image, once for the whole index rather than on every card. */
  swatches?: Record<string, string>
  /** Every listing's canonical path by id, so the 404 page can send a stray category URL on (forgivingUrls.ts). */
  categories?: CategoryAddress[]
}
