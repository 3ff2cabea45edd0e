/**
 * Forgiving catalogue URLs (spec 000 §2: "the id is the last underscore segment"): `/product/{anything}_{id}`,
 * `/product/{id}` and the spec's literal slugs (`/product/frilled-poplin-fit-&-flare-frock_{id}`) name the same
 * product as its canonical URL, and so do category and subcategory paths and the listing's query-string form
 * (`/product/all?categoryId=…&subcategory=…`). Hosts answer them with a 301 to the canonical URL: `vitrine serve`
 * and the 404 page through `movedTo`, nginx through the id map and `_redirects` through explicit lines that the
 * build derives from the same address book. Browser-safe: the 404 page uses it with the card index.
 */
import type { Product, ProductCategory } from '../contract/schemas'
import { ALL_PRODUCTS_PATH, categoryPath, productPath, specSlug } from './paths'

/** A listing's address in the card index: the category, and each of its subcategories. */
export interface CategoryAddress {
  id: string
  path: string
  subCategories: Array<{ id: string; path: string }>
}

/** Every catalogue id the site has a page for, and that page's canonical path. */
export interface AddressBook {
  products: ReadonlyMap<string, string>
  categories: ReadonlyMap<string, string>
  /** `${categoryId}/${subCategoryId}` → path. */
  subCategories: ReadonlyMap<string, string>
  /** A subcategory id alone → the path under the first category that has it. */
  subCategoryHome: ReadonlyMap<string, string>
}

/** The query-string fallbacks of the listing (spec 000 §2). */
export const LISTING_QUERY_KEYS = ['categoryId', 'subcategory'] as const

export function categoryAddresses(categories: readonly ProductCategory[]): CategoryAddress[] {
  return categories.map((category) => ({
    id: category._id,
    path: categoryPath(category),
    subCategories: category.sub_categories.map((sub) => ({ id: sub._id, path: categoryPath(category, sub) })),
  }))
}

export function addressBook(products: Iterable<{ id: string; path: string }>, categories: readonly CategoryAddress[]): AddressBook {
  const subCategories = new Map<string, string>()
  const subCategoryHome = new Map<string, string>()
  for (const category of categories) {
    for (const sub of category.subCategories) {
      subCategories.set(`${category.id}/${sub.id}`, sub.path)
      if (!subCategoryHome.has(sub.id)) subCategoryHome.set(sub.id, sub.path)
    }
  }
  return {
    products: new Map(Array.from(products, (p) => [p.id, p.path])),
    categories: new Map(categories.map((c) => [c.id, c.path])),
    subCategories,
    subCategoryHome,
  }
}

/** `/product/all?categoryId=…` or `?subcategory=…`: the listing's query-string form, which names a listing. */
export function isListingQuery(pathname: string, search: string): boolean {
  if (pathname.replace(/\/+$/, '') !== ALL_PRODUCTS_PATH) return false
  const params = new URLSearchParams(search)
  return LISTING_QUERY_KEYS.some((key) => params.get(key))
}

/**
 * Where a catalogue URL that is not canonical has moved: the canonical path (URL-encoded, the request's query kept,
 * except for the listing's query form, which opens that listing's first page), or undefined when the URL names no
 * page of the catalogue (or already is the canonical one). `pathname` is decoded once.
 */
export function movedTo(pathname: string, search: string, book: AddressBook): string | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1)
  if (segments[0] !== 'product' || segments.length < 2) return undefined
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  let target: string | undefined
  if (segments.length === 2 && segments[1] === 'all') {
    if (!isListingQuery(pathname, search)) return undefined
    const params = new URLSearchParams(search)
    const category = params.get('categoryId') || undefined
    const sub = params.get('subcategory') ? idOf(params.get('subcategory')!) : undefined
    target = category ? (sub ? book.subCategories.get(`${category}/${sub}`) : book.categories.get(category)) : book.subCategoryHome.get(sub!)
    return target && encodeURI(target)
  }
  if (segments.length === 2) target = book.products.get(idOf(segments[1]!))
  else if (segments[1] === 'category' && segments.length === 3) target = book.categories.get(idOf(segments[2]!))
  else if (segments[1] === 'category' && segments.length === 4) {
    target = book.subCategories.get(`${idOf(segments[2]!)}/${idOf(segments[3]!)}`)
  }
  if (!target || target === pathname.replace(/\/+$/, '')) return undefined
  return encodeURI(target) + query
}

/**
 * The moved URLs a host that cannot read ids must be told one by one (`_redirects`): every listing by its bare id,
 * and the spec's literal slugs wherever they differ from the canonical ones, listings first. The rest (a product by
 * bare id, a made-up name) is left to the 404 page, which finds the id in the card index.
 */
export function explicitMoves(categories: readonly ProductCategory[], products: ReadonlyArray<Pick<Product, '_id' | 'product_name'>>): Array<[from: string, to: string]> {
  const moves: Array<[string, string]> = []
  // A literal slug with a character the browser reads as a path or query separator cannot be matched as a path.
  const literal = (name: string, id: string) => (/[/?#%\\]/.test(specSlug(name)) ? undefined : `${specSlug(name)}_${id}`)
  const add = (from: string | undefined, to: string) => {
    if (from !== undefined && from !== to) moves.push([encodeURI(from), encodeURI(to)])
  }
  for (const category of categories) {
    const base = literal(category.category_name, category._id)
    add(base && `/product/category/${base}`, categoryPath(category))
    add(`/product/category/${category._id}`, categoryPath(category))
    for (const sub of category.sub_categories) {
      const subLiteral = literal(sub.sub_category_name, sub._id)
      add(base && subLiteral && `/product/category/${base}/${subLiteral}`, categoryPath(category, sub))
      add(`/product/category/${category._id}/${sub._id}`, categoryPath(category, sub))
    }
  }
  for (const product of products) {
    const slug = literal(product.product_name, product._id)
    add(slug && `/product/${slug}`, productPath(product))
  }
  return moves
}

/** The id in a route parameter. The pathname given to `movedTo` is already decoded, so this never decodes again. */
function idOf(param: string): string {
  const at = param.lastIndexOf('_')
  return at === -1 ? param : param.slice(at + 1)
}
