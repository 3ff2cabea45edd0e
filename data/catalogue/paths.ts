/**
 * The one URL builder: links, pre-render URLs, the sitemap and share images all take their paths from here,
 * so that a page is always linked at the address it is rendered to.
 */
import type { Blog, CategoryRef, Product, SubCategoryRef } from '../contract/schemas'

/**
 * The name part of a slug: the lower-cased name with whitespace turned into hyphens (spec 000 §2, 001 §2).
 * Characters that cannot live safely in one path segment (`/ ? # % & _` and the like) are dropped and hyphen runs
 * folded, so "Home & Living" gives "home-living". The id after the last underscore is what routing reads, so the
 * name part is cosmetic and this never changes which page a link opens.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
  return withinSlugBytes(slug) || 'item'
}

/**
 * Bytes (UTF-8) of a name a slug keeps. A page is published as `{slug}_{id}/index.html`, and a folder's name may have
 * 255 bytes (ext4 and most other file systems): with the underscore and an id of up to 64 characters (the contract's
 * limit) a slug of this many always fits. A longer name (a marketplace title of 200 characters, or 70 in Devanagari,
 * three bytes a letter) failed the whole build (ENAMETOOLONG).
 */
export const SLUG_MAX_BYTES = 190
const utf8 = new TextEncoder()

/** Whether a slug (ours, or an article's from the CMS) fits in SLUG_MAX_BYTES of UTF-8. */
export function fitsSlugBytes(slug: string): boolean {
  // A UTF-16 unit is at most three bytes of UTF-8: most names are known to fit without encoding them.
  return slug.length * 3 <= SLUG_MAX_BYTES || utf8.encode(slug).length <= SLUG_MAX_BYTES
}

/** The slug cut to SLUG_MAX_BYTES, after its last whole word that fits when there is one, else after a whole letter. */
function withinSlugBytes(slug: string): string {
  if (fitsSlugBytes(slug)) return slug
  let bytes = 0
  let cut = ''
  for (const char of slug) {
    bytes += utf8.encode(char).length
    if (bytes > SLUG_MAX_BYTES) break
    cut += char
  }
  const word = cut.lastIndexOf('-')
  return (word > 0 ? cut.slice(0, word) : cut).replace(/-+$/, '')
}

/**
 * The spec's own slug, literally: the lower-cased name with whitespace turned into hyphens, nothing dropped
 * ("Home & Living" gives "home-&-living"). Links never use it; hosts send it to the canonical URL (forgivingUrls.ts).
 */
export function specSlug(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-')
}

/** `{slug}_{id}`: the route parameter shape of products and categories. */
export function slugWithId(name: string, id: string): string {
  return `${slugify(name)}_${id}`
}

/** The id is the last underscore segment of a route parameter (spec 000 §2). */
export function idFromSlug(param: string): string {
  const decoded = safeDecode(param)
  const at = decoded.lastIndexOf('_')
  return at === -1 ? decoded : decoded.slice(at + 1)
}

/** The name part of a route parameter (its first underscore segment). */
export function nameFromSlug(param: string): string {
  return safeDecode(param).split('_')[0] ?? ''
}

export function productPath(product: Pick<Product, '_id' | 'product_name'>): string {
  return `/product/${slugWithId(product.product_name, product._id)}`
}

/** Whether a route is a product page's (`/product/<name>_<id>`; not a listing's under `/product/`). */
export function isProductPath(path: string): boolean {
  return path.startsWith('/product/') && path !== ALL_PRODUCTS_PATH && path.indexOf('/', '/product/'.length) < 0
}

export function categoryPath(category: Pick<CategoryRef, '_id' | 'category_name'>, sub?: Pick<SubCategoryRef, '_id' | 'sub_category_name'>): string {
  const base = `/product/category/${slugWithId(category.category_name, category._id)}`
  return sub ? `${base}/${slugWithId(sub.sub_category_name, sub._id)}` : base
}

export const ALL_PRODUCTS_PATH = '/product/all'

export function searchPath(query: string): string {
  return `/products/search/${encodeURIComponent(query.trim())}`
}

export function blogPath(blog: Pick<Blog, 'slug'>): string {
  return `/blog-detail/${encodeURIComponent(blog.slug)}`
}

/** The static content pages of spec 001's route table (FAQ, contact, about and the six policy pages, sitemap, blog). */
export const CONTENT_PATHS = {
  blog: '/blog',
  sitemap: '/sitemap',
  faq: '/faq',
  contact: '/contact',
  about: '/about-us',
  returns: '/returnandexchange',
  shipping: '/shippingpolicy',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  clickAndCollect: '/click-and-collect-policy',
} as const

export type ShareImageKind = 'product' | 'category' | 'article'

/**
 * The share image (Open Graph card) of a product, category or article: `/og/{kind}/{id}.png`. The name is stable
 * so a page's og:image never changes with the card's content; the build regenerates the file when its inputs do.
 */
export function shareImagePath(kind: ShareImageKind, id: string): string {
  return `/og/${kind}/${encodeURIComponent(id)}.png`
}

/** Listing pages past the first carry `?page=N`; the static page is the same, the client pages on. */
export function withPage(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
