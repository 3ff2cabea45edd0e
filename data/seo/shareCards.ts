/**
 * What each share image (Open Graph card) shows: one pure model per product, category and article. The build
 * draws the PNG from this model alone and names its cache entry by a hash of it, so a card is redrawn exactly
 * when something it shows changes. Pages name the image with `shareImagePath(kind, id)`.
 */
import type { ProductSummary } from '../build/productSummary'
import { formatPrice } from '../catalogue/money'
import { shareImagePath, type ShareImageKind } from '../catalogue/paths'
import type { CatalogueIndex } from '../build/catalogueIndex'
import { blogIndex, formatBlogDate } from '../content/blogData'

export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './shareImageSize'
/** Bump when the card's drawing changes, so every cached card is redrawn once. */
export const SHARE_CARD_VERSION = 1

export interface ShareCard {
  kind: ShareImageKind
  id: string
  /** Where the PNG is published: `/og/{kind}/{id}.png`. */
  file: string
  eyebrow: string
  title: string
  /** Price in rupees for products ("₹1,299"), a count for categories, a date for articles. */
  detail: string
  /** Struck-through compare price, products only. */
  strike: string | null
  /** Brand for products; the shop's name otherwise. */
  footer: string
  /** The photo shown on the left: a root-relative `/media/...` path or an absolute URL; null draws a plain panel. */
  photo: string | null
}

export const SHOP_NAME = 'Vitrine'

export function productShareCard(product: ProductSummary): ShareCard {
  const { card } = product
  return {
    kind: 'product',
    id: product._id,
    file: shareImagePath('product', product._id),
    eyebrow: product.categories[0]?.category_name ?? SHOP_NAME,
    title: product.product_name,
    detail: formatPrice(card.price),
    strike: card.comparePrice ? formatPrice(card.comparePrice) : null,
    footer: product.brand ?? SHOP_NAME,
    photo: card.image,
  }
}

/** The id of the all-products card, also every page's default share image (data/seo/head.ts). */
export const ALL_PRODUCTS_CARD_ID = 'all'

function listingCard(index: CatalogueIndex, id: string, title: string, products: readonly ProductSummary[]): ShareCard {
  const first = products[0] ? index.cardById.get(products[0]._id) : undefined
  return {
    kind: 'category',
    id,
    file: shareImagePath('category', id),
    eyebrow: 'Shop the edit',
    title,
    detail: `${products.length} ${products.length === 1 ? 'style' : 'styles'}`,
    strike: null,
    footer: SHOP_NAME,
    photo: first?.image ?? null,
  }
}

/**
 * Every card of the catalogue: visible products, the all-products listing, every category and subcategory listing
 * (a subcategory's card is named by its own id), every article.
 */
export function shareCards(index: CatalogueIndex): ShareCard[] {
  const cards = index.visible.map(productShareCard)
  cards.push(listingCard(index, ALL_PRODUCTS_CARD_ID, 'All Products', index.newest))
  const seen = new Set([ALL_PRODUCTS_CARD_ID])
  for (const category of index.snapshot.categories) {
    if (!seen.has(category._id)) cards.push(listingCard(index, category._id, category.category_name, index.newestByCategory.get(category._id) ?? []))
    seen.add(category._id)
    for (const sub of category.sub_categories) {
      if (seen.has(sub._id)) continue
      seen.add(sub._id)
      cards.push(listingCard(index, sub._id, sub.sub_category_name, index.newestBySubCategory.get(`${category._id}/${sub._id}`) ?? []))
    }
  }
  for (const blog of blogIndex(index).newest) {
    cards.push({
      kind: 'article',
      id: blog._id,
      file: shareImagePath('article', blog._id),
      eyebrow: 'The Vitrine Journal',
      title: blog.blog_title,
      detail: formatBlogDate(blog.createdAt),
      strike: null,
      footer: SHOP_NAME,
      photo: blog.image ?? null,
    })
  }
  return cards
}
