import { readFileSync } from 'node:fs'
import type { Product } from '../../data/contract/schemas'
import { isPurchasable, isSimpleProduct, isVisible } from '../../data/catalogue/visibility'
import type { CatalogueSnapshot } from '../../data/build/snapshot'

/** The snapshot the e2e shop was built from (playwright.config.ts builds it into .cache/e2e). */
export function e2eSnapshot(): CatalogueSnapshot {
  return JSON.parse(readFileSync('.cache/e2e/snapshot/catalogue.json', 'utf8')) as CatalogueSnapshot
}

const attribute = (v: Product['product_variants'][number], name: string) => v.attributes.find((a) => a.attribute_name === name)?.attribute_value

/**
 * A visible variant product whose first colour comes in at least two sizes in stock, and a size to pick that is
 * not the preselected one: picking it must really change the choice.
 */
export function productWithSizeChoice(snapshot: CatalogueSnapshot): { product: Product; size: string; colour: string } {
  for (const product of snapshot.products) {
    if (!isVisible(product) || isSimpleProduct(product)) continue
    const [first, ...rest] = product.product_variants
    if (!first || !isPurchasable(first)) continue
    const colour = attribute(first, 'Color')
    const firstSize = attribute(first, 'Size')
    if (!colour || !firstSize) continue
    const other = rest.find((v) => attribute(v, 'Color') === colour && isPurchasable(v) && attribute(v, 'Size') !== firstSize)
    if (other) return { product, size: attribute(other, 'Size')!, colour }
  }
  throw new Error('the e2e catalogue has no product with two sizes in stock')
}

/** Visible products in catalogue order. */
const visibleProducts = (snapshot: CatalogueSnapshot) => snapshot.products.filter(isVisible)

/** The visible product with the most approved reviews (several pages of them in the demo catalogue). */
export function productWithMostReviews(snapshot: CatalogueSnapshot): { product: Product; count: number } {
  const [id, rating] = Object.entries(snapshot.ratings ?? {}).sort((a, b) => b[1].count - a[1].count)[0] ?? []
  const product = visibleProducts(snapshot).find((p) => p._id === id)
  if (!product || !rating) throw new Error('the e2e catalogue has no reviewed product')
  return { product, count: rating.count }
}

/** A visible product whose first option's gallery carries a clip, and that colour. */
export function productWithClip(snapshot: CatalogueSnapshot): { product: Product; colour: string | undefined } {
  for (const product of visibleProducts(snapshot)) {
    const variant = product.product_variants.find((v) => isPurchasable(v) && v.gallery_image.some((src) => src.endsWith('.webm')))
    if (variant) return { product, colour: attribute(variant, 'Color') }
  }
  throw new Error('the e2e catalogue has no product with a clip')
}

/** A visible product with a complete-look record naming at least one visible product. */
export function productWithCompleteLook(snapshot: CatalogueSnapshot): { product: Product; look: Product[] } {
  const visible = new Map(visibleProducts(snapshot).map((p) => [p._id, p]))
  for (const look of snapshot.completeLooks) {
    const product = visible.get(look.product)
    const items = look.complete_look_products.flatMap((id) => visible.get(id) ?? [])
    if (product && items.length > 0) return { product, look: items }
  }
  throw new Error('the e2e catalogue has no complete look')
}

/** A visible product with a size chart. */
export function productWithSizeChart(snapshot: CatalogueSnapshot): Product {
  const product = visibleProducts(snapshot).find((p) => p.size_chart_image)
  if (!product) throw new Error('the e2e catalogue has no size chart')
  return product
}

/** A visible variant product whose first option cannot be bought (sold out or inactive), and its first option that can. */
export function productWithSoldOutFirstOption(snapshot: CatalogueSnapshot): { product: Product; firstInStock: Product['product_variants'][number] } {
  for (const product of visibleProducts(snapshot)) {
    if (isSimpleProduct(product) || isPurchasable(product.product_variants[0])) continue
    const firstInStock = product.product_variants.find(isPurchasable)
    if (firstInStock && firstInStock.attributes.length > 0) return { product, firstInStock }
  }
  throw new Error('the e2e catalogue has no product whose first option is sold out')
}
