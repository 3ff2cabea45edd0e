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
