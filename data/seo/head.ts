/**
 * The head of every page, as pure functions: which tags a page carries (canonical, Open Graph, Twitter, robots)
 * and the structured data (JSON-LD) of products, breadcrumbs and articles. Pages pass their own data in and
 * render what comes out; URLs are absolute on the public site (`data/seo/site.ts`).
 */
import { mediaUrl } from '../contract/client'
import type { Product } from '../contract/schemas'
import { picturesOf } from '../catalogue/media'
import { priceTag } from '../catalogue/money'
import { shareImagePath, type ShareImageKind } from '../catalogue/paths'
import { displayOption, isPurchasable, productOptions } from '../catalogue/visibility'
import type { Crumb, PageMeta } from '../views/layoutData'
import { plainText } from '../content/sanitizeDescription'
import type { ProductRating } from '../build/snapshot'
import { authorName, type ReviewModel } from '../reviews/rules'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './shareImageSize'
import { absoluteUrl } from './site'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, pageDescription, pageTitle, SITE_NAME } from './text'

export { DEFAULT_DESCRIPTION, DEFAULT_TITLE, pageDescription, pageTitle, SITE_NAME }

/**
 * The share image of pages that have none of their own (home, search, account, FAQ, policies, blog landing):
 * the all-products card, which the build generates with the category cards.
 */
export const DEFAULT_SHARE_IMAGE_PATH = shareImagePath('category', 'all')

export type OgType = 'website' | 'product' | 'article'

/** What a page's data says about its head (`meta` in every page's data). */
export type HeadMeta = PageMeta


/** The share image of a product, a category or subcategory listing (its own id) or an article. */
export function shareImage(kind: ShareImageKind, id: string): string {
  return shareImagePath(kind, id)
}

/** The listing's share image: its subcategory's, its category's, or the all-products card. */
export function listingShareImage(scope: { categoryId?: string; subCategoryId?: string }): string {
  return shareImagePath('category', scope.subCategoryId ?? scope.categoryId ?? 'all')
}

/** The canonical path of a URL: no query string, no fragment, no trailing slash (except the root). */
export function canonicalPath(urlPathname: string): string {
  const path = urlPathname.split(/[?#]/)[0] || '/'
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

export interface HeadTags {
  /** Absent on pages that must not be indexed or that one file serves for many URLs (shells, 404). */
  canonical: string | null
  robots: string | null
  og: { property: string; content: string }[]
  twitter: { name: string; content: string }[]
}

/**
 * The tags `+Head` renders. Title and description (and og:title, og:description) are rendered by vike-react
 * from `+title` and `+description`; twitter:title/description repeat them for clients that do not fall back.
 */
export function headTags(input: { urlPathname: string; meta: HeadMeta | undefined; is404?: boolean; base?: string }): HeadTags {
  const { meta, is404 = false } = input
  const abs = (path: string) => absoluteUrl(path, input.base)
  const noindex = is404 || Boolean(meta?.noindex)
  const title = pageTitle(meta)
  const description = pageDescription(meta)
  const image = abs(meta?.image ?? DEFAULT_SHARE_IMAGE_PATH)
  const imageAlt = meta?.title || SITE_NAME
  const canonical = noindex ? null : abs(canonicalPath(input.urlPathname))
  const og = [
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:type', content: meta?.type ?? 'website' },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    // Every share image is one of the build's PNG cards, all of one size: saying so lets a client lay the card out
    // before it has fetched the picture (and some show none without).
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: imageAlt },
  ]
  const twitter = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
  return { canonical, robots: noindex ? 'noindex, follow' : null, og, twitter }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as \u escapes (still valid JSON), so
 * no text in the data can close the script element or open a comment; U+2028/2029 likewise.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const SCHEMA = 'https://schema.org'
const IN_STOCK = `${SCHEMA}/InStock`
const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`

/** Rupees with two decimals, as schema.org prices are written ("1499.00"); prices are paise inside. */
export function rupeesText(paise: number): string {
  return (paise / 100).toFixed(2)
}

/** An absolute image URL: API media paths get the API base, then the site's origin if still root-relative. */
export function absoluteImage(src: string | null | undefined, base?: string): string | null {
  if (!src) return null
  return absoluteUrl(mediaUrl(src), base)
}

export function productJsonLd(
  product: Product,
  options: { path: string; rating?: ProductRating | null; reviews?: readonly ReviewModel[]; base?: string },
): Record<string, unknown> {
  const url = absoluteUrl(options.path, options.base)
  const options_ = productOptions(product)
  const purchasable = options_.filter(isPurchasable)
  const shown = displayOption(product)
  const images = [...new Set(picturesOf([shown?.image, ...(shown?.gallery_image ?? []), product.main_image, product.image]))]
    .map((src) => absoluteImage(src, options.base))
    .filter((s): s is string => Boolean(s))
  const prices = (purchasable.length > 0 ? purchasable : options_).map((o) => priceTag(o).price)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const availability = purchasable.length > 0 ? IN_STOCK : OUT_OF_STOCK
  const offers =
    prices.length > 1 && low !== high
      ? { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: rupeesText(low), highPrice: rupeesText(high), offerCount: prices.length, availability, url }
      : { '@type': 'Offer', priceCurrency: 'INR', price: rupeesText(priceTag(shown).price), availability, url, itemCondition: `${SCHEMA}/NewCondition` }
  const description = plainText(product.description || product.sort_description || product.tagline, 5000)
  const rating = options.rating
  // Pending reviews are never in the snapshot; the filter keeps a caller's list honest anyway.
  const reviews = (options.reviews ?? []).filter((r) => r.approved)
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.product_name,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    sku: shown?.sku || product._id,
    brand: { '@type': 'Brand', name: product.brand || SITE_NAME },
    offers,
    ...(rating && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(rating.average.toFixed(1)), reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  }
}

/** One approved review of the page's first page, as schema.org has it. */
function reviewJsonLd(review: ReviewModel): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: authorName(review) },
    datePublished: review.createdAt.slice(0, 10),
    ...(review.text ? { reviewBody: review.text } : {}),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }
}

/** Home, then the page's crumbs; the current page (no href) is the URL being rendered. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], options: { path: string; base?: string }): Record<string, unknown> {
  const all: Crumb[] = [{ label: 'Home', href: '/' }, ...crumbs]
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href ?? canonicalPath(options.path), options.base),
    })),
  }
}

export interface ArticleInput {
  title: string
  summary: string
  image: string | null
  date: string
  author: string
  path: string
}

export function articleJsonLd(article: ArticleInput, options: { base?: string } = {}): Record<string, unknown> {
  const url = absoluteUrl(article.path, options.base)
  const image = absoluteImage(article.image, options.base)
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    // Search engines cut headlines past 110 characters.
    headline: article.title.length > 110 ? `${article.title.slice(0, 109).trimEnd()}…` : article.title,
    ...(article.summary ? { description: article.summary } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: article.date,
    dateModified: article.date,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg', options.base) } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}

/** The home page's WebSite entry, with the search box search engines may offer (search URLs are /products/search/{q}). */
export function websiteJsonLd(options: { base?: string } = {}): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl('/', options.base),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/products/search/{search_term_string}', options.base) },
      'query-input': 'required name=search_term_string',
    },
  }
}
