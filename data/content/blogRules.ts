/**
 * The blog's constants (spec 001 §9) and the browser-side list rules (§4). No imports: the blog pages' client code
 * reads these without pulling the build-time view-model code (and its HTML sanitiser) into the bundle.
 */
export const BLOG_PAGE_SIZE = 4
export const BLOG_POPULAR_COUNT = 10
export const BLOG_LANDING_CARDS = 2
export const RELATED_ARTICLES = 4
export const BLOG_CAROUSEL_MS = 3000
export const RELATED_THUMBS_ON_CARD = 2
/** The category of a blog with no tags; the list's label when there is no category at all. */
export const BLOG_DEFAULT_CATEGORY = 'Other'
export const BLOG_FALLBACK_LABEL = 'BLOG'
export const BLOG_AUTHOR = 'Vitrine Journal'


/** Stories of one category, newest first as given; every story when no category is chosen. */
export function storiesInCategory<T extends { category: string }>(cards: readonly T[], category: string | null): T[] {
  return category ? cards.filter((c) => c.category === category) : [...cards]
}

/** Load More / Read More: four more each time. */
export function nextVisibleCount(visible: number, step = BLOG_PAGE_SIZE): number {
  return visible + step
}
