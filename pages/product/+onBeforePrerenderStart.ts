import { catalogueIndex } from '../../data/build/catalogueIndex'
import { productPaths } from '../../data/views/productData'

/** A page for every visible product; none for products nobody can buy. */
export function onBeforePrerenderStart(): string[] {
  return productPaths(catalogueIndex())
}
