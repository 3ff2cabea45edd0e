/**
 * What each pre-rendered page is made of, as a hash per route, computed from the snapshot without rendering.
 * An incremental build re-renders a route only when its hash changes (or the code, site URL or layout do), so
 * this must cover everything a page shows: when in doubt a route hashes the very view model its `+data.ts` returns.
 * Server-side only (node:crypto).
 */
import { createHash } from 'node:crypto'
import { ALL_PRODUCTS_PATH, blogPath, categoryPath, CONTENT_PATHS } from '../catalogue/paths'
import { indexRoutes, type CatalogueIndex } from './catalogueIndex'
import type { ProductSummary } from './productSummary'
import { relatedPicker, type RelatedPicker } from './relatedPicks'
import { articleData } from '../content/blogData'
import { blogLandingData } from '../content/blogLanding'
import { sitemapData } from '../content/sitemapData'
import { homeData } from '../views/homeData'
import { layoutData } from '../views/layoutData'
import { listingData } from '../views/listingData'
import { productExtras } from '../views/productData'

export function hashOf(value: unknown): string {
  return createHash('sha256').update(typeof value === 'string' ? value : JSON.stringify(value)).digest('base64url').slice(0, 22)
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
 */
export function routeInputs(index: CatalogueIndex, rawKeys?: WeakMap<ProductSummary, string>, picker: RelatedPicker = relatedPicker(index)): RouteInputs {
  const { snapshot } = index
  const routes = new Map<string, string>()
  const listings = new Map<string, unknown>([[ALL_PRODUCTS_PATH, listingData(index)]])
  for (const category of snapshot.categories) {
    const slug = categoryPath(category).split('/').pop()!
    listings.set(categoryPath(category), listingData(index, slug))
    for (const sub of category.sub_categories) listings.set(categoryPath(category, sub), listingData(index, slug, categoryPath(category, sub).split('/').pop()!))
  }
  const products = new Map(index.visible.map((p) => [p.card.path, p]))
  // Each category record once: a product names one or two of 60-odd, so its hash names theirs.
  const categoryHashes = new Map(snapshot.categories.map((c) => [c._id, hashOf(c)]))
  // Blogs are few, so the blog pages and the sitemap page hash their very view models: an article shows its related
  // articles' and products' cards, the landing borrows product and category images, the sitemap lists articles.
  const articles = new Map((snapshot.blogs ?? []).map((blog) => [blogPath(blog), blog.slug]))
  for (const route of indexRoutes(index)) {
    switch (route.kind) {
      case 'home':
        routes.set(route.path, hashOf(homeData(index)))
        break
      case 'listing':
        routes.set(route.path, hashOf(listings.get(route.path) ?? null))
        break
      case 'product': {
        const product = products.get(route.path)!
        // The raw record (the page shows most of it), its card (price, New In against the fetch date), its rating,
        // the first page of its reviews, the category records its breadcrumb names, and the cards of its Complete
        // the Look and related products (their prices and pictures show on it).
        const categories = product.card.categoryIds.map((id) => categoryHashes.get(id) ?? null)
        const raw = rawKeys?.get(product)
        const { completeLook, related } = productExtras(index, product._id, product.card.categoryIds[0], picker.relatedIds)
        routes.set(
          route.path,
          hashOf([
            raw === undefined ? index.product(product._id) : { raw },
            index.cardById.get(product._id),
            snapshot.ratings?.[product._id] ?? null,
            snapshot.reviews?.[product._id] ?? [],
            categories,
            completeLook,
            related,
          ]),
        )
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
