/**
 * The product page's view model: the product trimmed to what the page shows, its description sanitised here at
 * build time, its breadcrumb, the Complete the Look and related products as cards, and the approved reviews'
 * summary and first page (spec 000 §2 Product detail, Reviews section). Invisible products get no page.
 */
import type { CompleteLook, Product } from '../contract/schemas'
import { categoryPath, idFromSlug } from '../catalogue/paths'
import { isVisible } from '../catalogue/visibility'
import type { CatalogueIndex } from '../build/catalogueIndex'
import { cardFace, type CardFace, type CardModel } from '../catalogue/cards'
import { completeLookProducts, RELATED_COUNT, relatedProducts } from '../catalogue/related'
import type { ReviewModel } from '../reviews/rules'
import type { Crumb, PageMeta } from './layoutData'
import { plainText, sanitizeDescription } from '../content/sanitizeDescription'
import { shareImagePath } from '../catalogue/paths'
import type { ProductRating } from '../build/snapshot'

export interface ProductPageData {
  product: Product
  crumbs: Crumb[]
  /** Approved-review summary from the snapshot (near the title, the reviews section, the structured data). */
  rating: ProductRating | null
  /** The first page of approved reviews, most recent first; the page loads the live list after hydration. */
  reviews: ReviewModel[]
  completeLook: CardFace[]
  related: CardFace[]
  meta: PageMeta
}

export function productPaths(index: CatalogueIndex): string[] {
  return index.visible.map((p) => p.card.path)
}

/** Only the fields the page uses, so the page's JSON stays small (no passthrough extras). */
export function pageProduct(p: Product): Product {
  return {
    _id: p._id,
    product_name: p.product_name,
    product_type: p.product_type,
    description: sanitizeDescription(p.description),
    sort_description: p.sort_description,
    tagline: p.tagline,
    price: p.price ?? null,
    compare_price: p.compare_price ?? null,
    stock_availability: p.stock_availability ?? null,
    status: p.status ?? null,
    brand: p.brand ?? null,
    image: p.image ?? null,
    main_image: p.main_image ?? null,
    size_chart_image: p.size_chart_image ?? null,
    fit_product: p.fit_product ?? null,
    created_at: p.created_at,
    categories: p.categories.map(({ _id, category_name }) => ({ _id, category_name })),
    sub_categories: p.sub_categories.map(({ _id, sub_category_name }) => ({ _id, sub_category_name })),
    product_variants: p.product_variants.map((v) => ({
      _id: v._id,
      sku: v.sku,
      price: v.price,
      compare_price: v.compare_price ?? null,
      image: v.image ?? null,
      gallery_image: v.gallery_image,
      created_at: v.created_at,
      variant_status: v.variant_status,
      variant_stock_availability: v.variant_stock_availability,
      attributes: v.attributes.map((a) => ({ attribute_name: a.attribute_name, attribute_value: a.attribute_value, attribute_image: a.attribute_image ?? null })),
    })),
  }
}

export function productPageData(index: CatalogueIndex, slug: string): ProductPageData | null {
  const product = index.product(idFromSlug(slug))
  if (!product || !isVisible(product)) return null
  // The breadcrumb names the shop's own category records, not the product's copies of them: a product still naming a
  // category the shop has deleted (or by its old name) linked to a listing that is not there, and the build's link
  // check failed the whole site's publication over it.
  const category = product.categories.map((c) => index.categoryById.get(c._id)).find((known) => known !== undefined)
  const sub = category?.sub_categories.find((known) => product.sub_categories.some((s) => s._id === known._id))
  const crumbs: Crumb[] = [
    ...(category ? [{ label: category.category_name, href: categoryPath(category) }] : []),
    ...(category && sub ? [{ label: sub.sub_category_name, href: categoryPath(category, sub) }] : []),
    { label: product.product_name },
  ]
  return {
    product: pageProduct(product),
    crumbs,
    rating: index.snapshot.ratings?.[product._id] ?? null,
    reviews: index.snapshot.reviews?.[product._id] ?? [],
    ...shelvesOf(productExtras(index, product._id, product.categories[0]?._id)),
    meta: {
      title: product.product_name,
      description: plainText(product.sort_description || product.description || product.tagline),
      type: 'product',
      image: shareImagePath('product', product._id),
    },
  }
}

/** The shelves as the page shows them: cards' faces only, nothing there filters or sorts. */
const shelvesOf = ({ completeLook, related }: { completeLook: CardModel[]; related: CardModel[] }) => ({ completeLook: completeLook.map(cardFace), related: related.map(cardFace) })

/**
 * The Complete the Look and related products' cards of a product (by its id and first category): visible products
 * only, by the rules of data/catalogue/related. `relatedIds` may answer the related ids from an earlier pick.
 */
export function productExtras(
  index: CatalogueIndex,
  productId: string,
  categoryId: string | undefined,
  relatedIds = (id: string, category: string | undefined) => (category ? relatedProductIds(index, id, category) : []),
): { completeLook: CardModel[]; related: CardModel[] } {
  const completeLook = completeLookProducts(productId, looksOf(index.snapshot.completeLooks).get(productId) ?? [], (id) => index.card(id))
  return { completeLook, related: relatedIds(productId, categoryId).flatMap((id) => index.card(id) ?? []) }
}

/** The ids of a product's related products among its category's visible products. */
export function relatedProductIds(index: CatalogueIndex, productId: string, categoryId: string): string[] {
  return relatedProducts(productId, index.newestIn(categoryId), RELATED_COUNT).map((p) => p._id)
}

/** The complete-look records by their product, made once per list: a build asks for thousands of pages. */
const looksByProduct = new WeakMap<readonly CompleteLook[], Map<string, CompleteLook[]>>()
function looksOf(looks: readonly CompleteLook[]): Map<string, CompleteLook[]> {
  let byProduct = looksByProduct.get(looks)
  if (!byProduct) {
    byProduct = new Map()
    for (const look of looks) byProduct.set(look.product, [...(byProduct.get(look.product) ?? []), look])
    looksByProduct.set(looks, byProduct)
  }
  return byProduct
}
