import { catalogueIndex } from '../../data/catalogueIndex'
import { productPaths } from '../../data/productData'

/** A page for every visible product; none for products nobody can buy. */
export function onBeforePrerenderStart(): string[] {
  return productPaths(catalogueIndex())
}
