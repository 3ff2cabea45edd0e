/**
 * A per-process index of the snapshot, built once: pre-rendering thousands of pages must cost O(1) a page, not
 * a scan of the catalogue each. Server-side only (pages' `+data.ts`).
 */
import type { Product, ProductCategory, SubCategory } from '../contract/schemas'
import { readSnapshot, type CatalogueSnapshot } from './snapshot'
import { toCard, withRating, type CardModel, type IndexedCard } from '../catalogue/cards'
import { colourSwatches, productFacets } from '../catalogue/facets'
import type { CardFacets } from '../catalogue/filters'
import { isVisible } from '../catalogue/visibility'
import { newestTime } from '../catalogue/sorting'

export interface CatalogueIndex {
  snapshot: CatalogueSnapshot
  /** The instant 'New In' is judged against: when the catalogue was fetched, so a rebuild of it is identical. */
  now: Date
  visible: Product[]
  /** Visible products, newest first (the listings' default order). */
  newest: Product[]
  productById: Map<string, Product>
  cardById: Map<string, CardModel>
  categoryById: Map<string, ProductCategory>
  /** Visible products newest first per category id, and per `${categoryId}/${subCategoryId}`. */
  newestByCategory: Map<string, Product[]>
  newestBySubCategory: Map<string, Product[]>
  /** What filters need of each visible product (the card index carries it; pages' cards do not). */
  facetsById: Map<string, CardFacets>
  /** Colour name → swatch image, for the filters' colour dots. */
  swatches: Record<string, string>
}

/**
 * Per snapshot object, on globalThis: the build process holds two copies of this module (its own, and the one
 * bundled into the pages it renders in-process), and both are handed the same snapshot (see primeSnapshot), so the
 * pages reuse the index the build made for planning instead of building a second one.
 */
const SHARED = Symbol.for('vitrine.catalogueIndex')
const shared = globalThis as { [SHARED]?: WeakMap<CatalogueSnapshot, CatalogueIndex> }
const indexes = (shared[SHARED] ??= new WeakMap<CatalogueSnapshot, CatalogueIndex>())

export function catalogueIndex(snapshot: CatalogueSnapshot = readSnapshot()): CatalogueIndex {
  const known = indexes.get(snapshot)
  if (known) return known
  const fetched = Date.parse(snapshot.fetchedAt)
  const now = new Date(Number.isNaN(fetched) ? Date.now() : fetched)
  const visible = snapshot.products.filter(isVisible)
  const newest = newestFirst(visible)
  const newestByCategory = new Map<string, Product[]>()
  const newestBySubCategory = new Map<string, Product[]>()
  for (const product of newest) {
    for (const c of product.categories) {
      push(newestByCategory, c._id, product)
      for (const s of product.sub_categories) push(newestBySubCategory, `${c._id}/${s._id}`, product)
    }
  }
  const index: CatalogueIndex = {
    snapshot,
    now,
    visible,
    newest,
    productById: new Map(visible.map((p) => [p._id, p])),
    cardById: new Map(visible.map((p) => [p._id, withRating(toCard(p, now), snapshot.ratings?.[p._id])])),
    categoryById: new Map(snapshot.categories.map((c) => [c._id, c])),
    newestByCategory,
    newestBySubCategory,
    facetsById: new Map(visible.map((p) => [p._id, productFacets(p)])),
    swatches: colourSwatches(visible),
  }
  indexes.set(snapshot, index)
  return index
}

/**
 * `sortProducts(visible, 'Newest')` with each product's key computed once rather than in every comparison (the key
 * parses every variant's date): the same stable order, in a fraction of the time at 10,000 products.
 */
function newestFirst(products: Product[]): Product[] {
  const keyed = products.map((product) => ({ product, time: newestTime(product) }))
  keyed.sort((a, b) => b.time - a.time)
  return keyed.map((k) => k.product)
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

export function cardsOf(index: CatalogueIndex, products: readonly Product[]): CardModel[] {
  return products.map((p) => index.cardById.get(p._id)).filter((c): c is CardModel => Boolean(c))
}

/** Cards as the index file carries them: with their facets, when they have any. */
export function indexedCardsOf(index: CatalogueIndex, products: readonly Product[]): IndexedCard[] {
  return cardsOf(index, products).map((card) => {
    const facets = index.facetsById.get(card.id)
    return facets && Object.keys(facets).length > 0 ? { ...card, facets } : card
  })
}

export function subCategoryOf(category: ProductCategory | undefined, subId: string): SubCategory | undefined {
  return category?.sub_categories.find((s) => s._id === subId)
}
