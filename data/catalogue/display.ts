/** Small display rules with numbers from spec 000 §4 and §9, kept pure so they are tested. */

/** Home rows scroll by 230 px per card times 6, 5, 3 or 2 cards for widths ≥1280, ≥1024, ≥768, else. */
export const ROW_CARD_WIDTH = 230
export function rowScrollStep(viewportWidth: number): number {
  const cards = viewportWidth >= 1280 ? 6 : viewportWidth >= 1024 ? 5 : viewportWidth >= 768 ? 3 : 2
  return ROW_CARD_WIDTH * cards
}

/** The subcategory strip on listings scrolls 200 px per click. */
export const STRIP_SCROLL_STEP = 200

/** Hero banners advance every 6 s and wrap in both directions. */
export const HERO_INTERVAL_MS = 6000
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** Rows show this many skeletons while they have no products. */
export const ROW_SKELETONS = 5

/** Quantity choices on the product page. */
export const QUANTITY_CHOICES = [1, 2, 3, 4, 5] as const

/** After a successful add to bag, the shopper is taken to the bag after this delay. */
export const REDIRECT_AFTER_ADD_MS = 1000
