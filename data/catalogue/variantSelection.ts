/**
 * Variant pickers on the product page (spec 000 §4, §5): the first variant is preselected, or rather the first a
 * shopper can buy (a sold-out first size would leave ADD TO BAG and BUY NOW disabled on arrival); choosing a value
 * finds the variant matching every chosen attribute; if none matches and the changed attribute is Color, the first
 * variant of that colour is taken (again the first in stock) and every selection resets to it. Values nobody can
 * buy are flagged OUT.
 */
import type { Product, ProductVariant } from '../contract/schemas'
import { displayOption, isPurchasable, isSimpleProduct, productOptions } from './visibility'

export type Selection = Record<string, string>

export interface AttributeValue {
  value: string
  /** The swatch of a colour (attribute_image). */
  image: string | null
}
export interface AttributeGroup {
  name: string
  values: AttributeValue[]
}

const isColor = (name: string) => name.toLowerCase() === 'color' || name.toLowerCase() === 'colour'

/** Attribute groups and their values in the order the variants first mention them. */
export function attributeGroups(product: Product): AttributeGroup[] {
  if (isSimpleProduct(product)) return []
  const groups = new Map<string, Map<string, AttributeValue>>()
  for (const variant of product.product_variants) {
    for (const a of variant.attributes) {
      const values = groups.get(a.attribute_name) ?? new Map<string, AttributeValue>()
      if (!values.has(a.attribute_value)) values.set(a.attribute_value, { value: a.attribute_value, image: a.attribute_image ?? null })
      groups.set(a.attribute_name, values)
    }
  }
  return [...groups].map(([name, values]) => ({ name, values: [...values.values()] }))
}

function selectionOf(variant: ProductVariant | undefined): Selection {
  return Object.fromEntries((variant?.attributes ?? []).map((a) => [a.attribute_name, a.attribute_value]))
}

function matches(variant: ProductVariant, selection: Selection): boolean {
  return Object.entries(selection).every(([name, value]) => variant.attributes.some((a) => a.attribute_name === name && a.attribute_value === value))
}

/** The variant whose attributes match every chosen value, when all groups are chosen. */
export function findVariant(product: Product, selection: Selection): ProductVariant | undefined {
  if (isSimpleProduct(product)) return productOptions(product)[0]
  const groups = attributeGroups(product)
  if (groups.some((g) => selection[g.name] === undefined)) return undefined
  return product.product_variants.find((v) => matches(v, selection))
}

export interface VariantChoice {
  selection: Selection
  variant: ProductVariant | undefined
}

/** The first option in stock, else the first: what the page shows chosen on arrival. */
export function initialChoice(product: Product): VariantChoice {
  const variant = displayOption(product)
  return { selection: isSimpleProduct(product) ? {} : selectionOf(variant), variant }
}

/**
 * After the live stock arrives: a selection nobody has touched that can no longer be bought moves to the first
 * option that can; anything else stays as it is.
 */
export function refreshedChoice(product: Product, current: Selection, untouched: boolean): Selection {
  if (!untouched || isPurchasable(findVariant(product, current))) return current
  return initialChoice(product).selection
}

export function chooseAttribute(product: Product, current: Selection, name: string, value: string): VariantChoice {
  const selection = { ...current, [name]: value }
  const variant = findVariant(product, selection)
  if (variant || !isColor(name)) return { selection, variant }
  const ofColour = product.product_variants.filter((v) => v.attributes.some((a) => a.attribute_name === name && a.attribute_value === value))
  const sameColour = ofColour.find(isPurchasable) ?? ofColour[0]
  return sameColour ? { selection: selectionOf(sameColour), variant: sameColour } : { selection, variant: undefined }
}

/**
 * A value is OUT when no purchasable variant carries it. Sizes are judged within the chosen colour (what the
 * shopper would get); colours on their own, since choosing a colour moves to a variant of it anyway.
 */
export function isValueOut(product: Product, selection: Selection, name: string, value: string): boolean {
  const colourName = Object.keys(selection).find(isColor)
  return !product.product_variants.some(
    (v) =>
      isPurchasable(v) &&
      v.attributes.some((a) => a.attribute_name === name && a.attribute_value === value) &&
      (isColor(name) || colourName === undefined || v.attributes.some((a) => a.attribute_name === colourName && a.attribute_value === selection[colourName])),
  )
}

export type AddToBagCheck =
  | { ok: true; variantId: string | true; variant: ProductVariant }
  | { ok: false; message: string; attribute?: string }

/** What ADD TO BAG may send (spec 000 §5): every group chosen, a valid purchasable variant; simple products send `true`. */
export function checkAddToBag(product: Product, selection: Selection): AddToBagCheck {
  if (isSimpleProduct(product)) {
    const option = productOptions(product)[0]
    return option && isPurchasable(option) ? { ok: true, variantId: true, variant: option } : { ok: false, message: 'Select a valid variant' }
  }
  const missing = attributeGroups(product).find((g) => selection[g.name] === undefined)
  if (missing) return { ok: false, message: `Please select ${missing.name}`, attribute: missing.name }
  const variant = findVariant(product, selection)
  if (!variant || !isPurchasable(variant)) return { ok: false, message: 'Select a valid variant' }
  return { ok: true, variantId: variant._id, variant }
}

/** The gallery of the chosen option: its image then its gallery, de-duplicated; falls back to the product images. */
export function optionGallery(product: Product, variant: ProductVariant | undefined): string[] {
  const images = [variant?.image, ...(variant?.gallery_image ?? []), product.main_image, product.image].filter((s): s is string => Boolean(s))
  return [...new Set(images)]
}
