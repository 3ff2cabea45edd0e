/**
 * What each pre-rendered page is made of, as a hash per route, computed from the snapshot without rendering.
 * An incremental build re-renders a route only when its hash changes (or the code, site URL or layout do), so
 * this must cover everything a page shows: when in doubt a route hashes the very view model its `+data.ts` returns.
 * Server-side only (node:crypto).
 */
import { hash } from 'node:crypto'
import { ALL_PRODUCTS_PATH, blogPath, categoryPath, CONTENT_PATHS } from '../catalogue/paths'
import { indexRoutes, type CatalogueIndex } from './catalogueIndex'
import type { ProductSummary } from './productSummary'
import { relatedPicker, type RelatedPicker } from './relatedPicks'
import { articleData } from '../content/blogData'
import { blogLandingData } from '../content/blogLanding'
import { sitemapData } from '../content/sitemapData'
import { homeData } from '../views/homeData'
import { layoutData } from '../views/layoutData'
import type { CardModel } from '../catalogue/cards'
import { hasFirstCards } from '../catalogue/cardParts'
import { inPriceRange } from '../catalogue/filters'
import { PRICE_BANDS } from '../catalogue/filterState'
import { PAGE_SIZE } from '../catalogue/paging'
import { productExtras } from '../views/productData'
import { ProductMemo } from './productMemo'

/** One-shot hashing: a plan makes some 30,000 of these, and a Hash object each cost more than the digest. */
export function hashOf(value: unknown): string {
  return hash('sha256', typeof value === 'string' ? value : JSON.stringify(value), 'base64url').slice(0, 22)
}

export interface RouteInputs {
  /** What every page shares: header menu, footer categories, the year. */
  layout: string
  /** Per route path: the hash of what that page shows (layout excluded). */
  routes: Map<string, string>
}

/**
 * `rawKeys`, when the fetch step has them: each product's hash of the raw JSON it was validated from, by summary. With
 * the code unchanged (a code change renders everything anyway) that hash stands for the validated record, and is
 * far cheaper than serialising and hashing 10,000 records again (or reading them at all); a product without one is
 * hashed itself. `picker`: the related products of every product page, with the last build's picks (relatedPicks.ts).
 * `memo`: each product's card, reviews and page hashes and facet key, with what an earlier build worked out (productMemo.ts).
 */
export function routeInputs(
  index: CatalogueIndex,
  rawKeys?: WeakMap<ProductSummary, string>,
  picker: RelatedPicker = relatedPicker(index),
  memo = new ProductMemo({ reviews: null, drawing: '' }),
): RouteInputs {
  const { snapshot } = index
  const routes = new Map<string, string>()
  // Each card once: a card shows on its product page, in every listing of its categories and beside other products
  // (Complete the Look, related), so pages name their cards by hash instead of serialising them again each time.
  // Kept by card object as well as in the memo: a product page asks for ten or so, and a lookup by object is far
  // cheaper than by id.
  const cardHashes = new WeakMap<CardModel, string>()
  const cardHash = (card: CardModel | undefined) => {
    if (!card) return null
    let hash = cardHashes.get(card)
    if (hash === undefined) cardHashes.set(card, (hash = memo.card(card.id, card.newIn, () => hashOf(card))))
    return hash
  }
  const listings = listingInputs(index, (p) => cardHash(index.cardById.get(p._id)), memo)
  const products = new Map(index.visible.map((p) => [p.card.path, p]))
  // Each category record once: a product names one or two of 60-odd, so its hash names theirs.
  const categoryHashes = new Map(snapshot.categories.map((c) => [c._id, hashOf(c)]))
  // A product page is made of its record, its reviews, the category records, the Complete the Look lists, which
  // products are shown at all (the related picks are made from them), and cards. With the first four the earlier
  // build's, a page whose record is the same and that shows none of the cards that changed is taken over: after one
  // edit that leaves the product's own page and the dozen or so showing its card.
  memo.usePageKey(hashOf([[...categoryHashes.values()], snapshot.completeLooks ?? [], index.visible.map((p) => p._id)]))
  for (const product of index.visible) cardHash(index.cardById.get(product._id))
  const changing = pagesShowing(
    index,
    index.visible.filter((p) => memo.cardChanged(p._id)),
    picker,
  )
  // Blogs are few, so the blog pages and the sitemap page hash their very view models: an article shows its related
  // articles' and products' cards, the landing borrows product and category images, the sitemap lists articles.
  const articles = new Map((snapshot.blogs ?? []).map((blog) => [blogPath(blog), blog.slug]))
  for (const route of indexRoutes(index)) {
    switch (route.kind) {
      case 'home':
        routes.set(route.path, hashOf(homeData(index)))
        break
      case 'listing':
        routes.set(route.path, listings.get(route.path) ?? hashOf(null))
        break
      case 'product': {
        const product = products.get(route.path)!
        // The raw record (the page shows most of it), its card (price, New In against the fetch date), its rating,
        // the first page of its reviews, the category records its breadcrumb names, and the cards of its Complete
        // the Look and related products (their prices and pictures show on it).
        const raw = rawKeys?.get(product)
        const shown = raw !== undefined && changing !== undefined && !changing.has(product._id) && picker.kept(product._id, product.card.categoryIds[0])
        const page = () => {
          const categories = product.card.categoryIds.map((id) => categoryHashes.get(id) ?? null)
          const { completeLook, related } = productExtras(index, product._id, product.card.categoryIds[0], picker.relatedIds)
          return hashOf([
            raw === undefined ? index.product(product._id) : { raw },
            cardHash(index.cardById.get(product._id)),
            snapshot.ratings?.[product._id] ?? null,
            memo.reviews(product._id, () => hashOf(snapshot.reviews?.[product._id] ?? [])),
            categories,
            completeLook.map(cardHash),
            related.map(cardHash),
          ])
        }
        routes.set(route.path, memo.page(product._id, shown, page))
        break
      }
      case 'article':
        routes.set(route.path, hashOf(articleData(index, articles.get(route.path) ?? '')))
        break
      case 'content':
        // The blog landing and the sitemap page are made from the catalogue; the other content pages are fixed text.
        routes.set(
          route.path,
          route.path === CONTENT_PATHS.blog ? hashOf(blogLandingData(index)) : route.path === CONTENT_PATHS.sitemap ? hashOf(sitemapData(index)) : 'static',
        )
        break
    }
  }
  return { layout: hashOf(layoutData(snapshot)), routes }
}

/** Past this many changed cards every product page is worked out: looking up who shows them would cost more. */
const CHANGED_CARDS_MAX = 200

/**
 * The products whose pages show one of these cards (their own, in a Complete the Look or among the related products
 * of a category whose picks are kept), or undefined when there are too many to look up.
 */
function pagesShowing(index: CatalogueIndex, changed: readonly ProductSummary[], picker: RelatedPicker): Set<string> | undefined {
  if (changed.length > CHANGED_CARDS_MAX) return undefined
  const ids = new Set(changed.map((p) => p._id))
  const showing = new Set(ids)
  if (ids.size === 0) return showing
  for (const look of index.snapshot.completeLooks ?? []) if (look.complete_look_products.some((id) => ids.has(id))) showing.add(look.product)
  for (const product of changed) {
    for (const categoryId of product.card.categoryIds) {
      for (const [productId, related] of Object.entries(picker.keptPicks(categoryId))) if (related.includes(product._id)) showing.add(productId)
    }
  }
  return showing
}

/**
 * Each listing's hash, from what its view model (views/listingData.ts) is made of rather than the model itself: the
 * category records (its heading, breadcrumb and subcategory strip; /product/all lists them all), the colour swatches,
 * the cards of its first page, its count, and what its filters' unfiltered counts are counted from: each product's
 * sizes and colours and which price bands its price falls in. Working out every listing's counts only to hash them
 * cost more than the rest of the plan; and a product repriced within its band, past the first page, leaves the
 * listing's page as it was, so it is not rendered again.
 */
function listingInputs(index: CatalogueIndex, cardHash: (product: ProductSummary) => string | null, memo: ProductMemo): Map<string, string> {
  const shared = hashOf([index.snapshot.categories, index.swatches])
  const facetKeys = new WeakMap<ProductSummary, string>()
  const facetKey = (product: ProductSummary) => {
    let key = facetKeys.get(product)
    if (key === undefined) {
      key = memo.facets(product._id, () => {
        const card = index.cardById.get(product._id)
        const bands = card ? PRICE_BANDS.map((band) => (inPriceRange(card.price, band) ? 1 : 0)).join('') : '-'
        return `${JSON.stringify(index.facetsById.get(product._id) ?? null)}${bands}`
      })
      facetKeys.set(product, key)
    }
    return key
  }
  const hashes = new Map<string, string>()
  // The facets keys are hashed as one string of their own: inside the array, JSON.stringify escaped every quote of the
  // keys (JSON themselves), megabytes at 100,000 products, before hashing them.
  // `firstCards`: whether the listing has first cards of its own, which a subcategory's page says by its category's count.
  const add = (path: string, firstCards: boolean, products: readonly ProductSummary[] = []) =>
    hashes.set(path, hashOf([path, shared, firstCards, products.length, products.slice(0, PAGE_SIZE).map(cardHash), hashOf(products.map(facetKey).join('\n'))]))
  add(ALL_PRODUCTS_PATH, hasFirstCards({}, index.newest.length), index.newest)
  for (const category of index.snapshot.categories) {
    const part = index.newestByCategory.get(category._id)
    const firstCards = hasFirstCards({ categoryId: category._id }, part?.length ?? 0)
    add(categoryPath(category), firstCards, part)
    for (const sub of category.sub_categories) add(categoryPath(category, sub), firstCards, index.newestBySubCategory.get(`${category._id}/${sub._id}`))
  }
  return hashes
}
