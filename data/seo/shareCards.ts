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

/** A card of the catalogue: where it is published, and its model, made when it is asked for. */
export interface CatalogueCard {
  kind: ShareImageKind
  id: string
  /** As ShareCard.file. */
  file: string
  model: () => ShareCard
}

/**
 * Every card of the catalogue: visible products, the all-products listing, every category and subcategory listing
 * (a subcategory's card is named by its own id), every article. A product's model is made only when asked for: a
 * rebuild knows most products' card hashes from the last build (data/build/productMemo.ts) and draws a few cards, and
 * at 100,000 products making every model (their prices formatted, ~85 MB of heap) took ~0.2 s of a one-product edit.
 */
export function catalogueCards(index: CatalogueIndex): CatalogueCard[] {
  const cards = index.visible.map((product): CatalogueCard => ({ kind: 'product', id: product._id, file: shareImagePath('product', product._id), model: () => productShareCard(product) }))
  const made = (card: ShareCard) => cards.push({ kind: card.kind, id: card.id, file: card.file, model: () => card })
  made(listingCard(index, ALL_PRODUCTS_CARD_ID, 'All Products', index.newest))
  const seen = new Set([ALL_PRODUCTS_CARD_ID])
  for (const category of index.snapshot.categories) {
    if (!seen.has(category._id)) made(listingCard(index, category._id, category.category_name, index.newestByCategory.get(category._id) ?? []))
    seen.add(category._id)
    for (const sub of category.sub_categories) {
      if (seen.has(sub._id)) continue
      seen.add(sub._id)
      made(listingCard(index, sub._id, sub.sub_category_name, index.newestBySubCategory.get(`${category._id}/${sub._id}`) ?? []))
    }
  }
  for (const blog of blogIndex(index).newest) {
    made({
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
