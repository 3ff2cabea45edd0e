/**
 * Every catalogue URL the build pre-renders, from the snapshot. The pages' `+onBeforePrerenderStart`, the
 * build's verification and the sitemap all call this, so the three can never disagree about what exists.
 */
import type { Blog, Product, ProductCategory } from '../contract/schemas'
import { ALL_PRODUCTS_PATH, blogPath, categoryPath, CONTENT_PATHS, productPath } from './paths'
import { isVisible } from './visibility'

export type CatalogueRouteKind = 'home' | 'listing' | 'product' | 'content' | 'article'

export interface CatalogueRoute {
  kind: CatalogueRouteKind
  path: string
}

export function listingRoutes(categories: readonly ProductCategory[]): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [{ kind: 'listing', path: ALL_PRODUCTS_PATH }]
  for (const category of categories) {
    routes.push({ kind: 'listing', path: categoryPath(category) })
    for (const sub of category.sub_categories) routes.push({ kind: 'listing', path: categoryPath(category, sub) })
  }
  return routes
}

/** Only visible products get a page: an invisible one must not be reachable, even by a guessed URL. */
export function productRoutes(products: readonly Product[]): CatalogueRoute[] {
  return products.filter(isVisible).map((p) => ({ kind: 'product', path: productPath(p) }))
}

export function contentRoutes(blogs: readonly Blog[]): CatalogueRoute[] {
  return [
    ...Object.values(CONTENT_PATHS).map((path): CatalogueRoute => ({ kind: 'content', path })),
    ...blogs.map((blog): CatalogueRoute => ({ kind: 'article', path: blogPath(blog) })),
  ]
}

export function catalogueRoutes(snapshot: {
  categories: readonly ProductCategory[]
  /** The products, or (for the build's index) the paths of the visible ones in catalogue order. */
  products: readonly Product[] | { paths: readonly string[] }
  blogs?: readonly Blog[]
}): CatalogueRoute[] {
  const products = 'paths' in snapshot.products ? snapshot.products.paths.map((path): CatalogueRoute => ({ kind: 'product', path })) : productRoutes(snapshot.products)
  return [{ kind: 'home', path: '/' }, ...listingRoutes(snapshot.categories), ...products, ...contentRoutes(snapshot.blogs ?? [])]
}

/** The file a static host serves for a route: `/a/b` → `a/b/index.html`. */
export function htmlFileFor(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '')
  return clean ? `${decodeURIComponent(clean)}/index.html` : 'index.html'
}
