/**
 * A product's facets: the Size and Color values of its purchasable variants (Active with stock: the options that make
 * it visible at all), attribute names matched case-insensitively (spec 000 §5). The build puts them in the card index;
 * the filter rules in filters.ts read them there.
 */
import type { Product } from '../contract/schemas'
import type { CardFacets } from './filters'
import { facetAttribute } from './filterState'
import { isPurchasable, productOptions } from './visibility'

export function productFacets(product: Product): CardFacets {
  const facets: CardFacets = {}
  for (const option of productOptions(product)) {
    if (!isPurchasable(option)) continue
    for (const { attribute_name, attribute_value } of option.attributes) {
      const attribute = facetAttribute(attribute_name)
      const value = String(attribute_value ?? '').trim()
      if (!attribute || !value) continue
      const values = (facets[attribute] ??= [])
      if (!values.includes(value)) values.push(value)
    }
  }
  return facets
}

/** Colour name → its swatch image (the variants' attribute_image), first seen wins; for the filters' colour dots. */
export function colourSwatches(products: readonly Product[]): Record<string, string> {
  return mergeSwatches(products.map(productSwatches))
}

/** One product's colour swatches, in the order its purchasable variants name them (first seen wins). */
export function productSwatches(product: Product): Array<[colour: string, image: string]> {
  const swatches: Array<[string, string]> = []
  for (const option of productOptions(product)) {
    if (!isPurchasable(option)) continue
    for (const attr of option.attributes) {
      const value = String(attr.attribute_value ?? '').trim()
      if (attr.attribute_image && value && !swatches.some(([known]) => known === value) && facetAttribute(attr.attribute_name) === 'Color') swatches.push([value, attr.attribute_image])
    }
  }
  return swatches
}

/** Products' swatches merged in product order, first seen wins. */
export function mergeSwatches(lists: Iterable<ReadonlyArray<readonly [string, string]>>): Record<string, string> {
  const swatches: Record<string, string> = {}
  for (const list of lists) for (const [value, image] of list) if (!(value in swatches)) swatches[value] = image
  return swatches
}
