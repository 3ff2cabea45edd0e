/**
 * The product page's static HTML carries build-time prices and stock; on hydration it refreshes them from
 * GET /api/products/{id}. Only price, compare price, status and stock are taken from the live record: names,
 * images and HTML stay as built (and sanitised). A variant the API no longer lists can no longer be bought.
 *
 * This runs in the browser, so the live record is checked field by field rather than with the contract's zod
 * schema (which would ship a validation library with every product page); a field that is not what it should be
 * keeps its built value, and a variant that is not well formed counts as gone.
 */
import type { Product, ProductVariant, VariantStatus } from '../contract/schemas'

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const money = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined)
const stock = (value: unknown): number | undefined => (Number.isInteger(value) ? (value as number) : undefined)
const variantStatus = (value: unknown): VariantStatus | undefined => (value === 'Active' || value === 'Inactive' ? value : undefined)

function liveVariantsOf(live: Loose): Map<string, Loose> {
  const list = Array.isArray(live.product_variants) ? live.product_variants : []
  return new Map(list.filter(isObject).flatMap((v) => (typeof v._id === 'string' ? [[v._id, v] as const] : [])))
}

function refreshVariant(built: ProductVariant, fresh: Loose | undefined): ProductVariant {
  const live = fresh && readVariant(fresh)[0]
  if (!live) return { ...built, variant_status: 'Inactive', variant_stock_availability: 0 }
  return { ...built, price: live.price, compare_price: live.compare_price, variant_status: live.variant_status, variant_stock_availability: live.variant_stock_availability }
}

export function mergeLiveProduct(built: Product, liveBody: unknown): Product {
  if (!isObject(liveBody) || liveBody._id !== built._id) return built
  const liveVariants = liveVariantsOf(liveBody)
  return {
    ...built,
    price: money(liveBody.price) ?? built.price,
    compare_price: money(liveBody.compare_price) ?? null,
    stock_availability: stock(liveBody.stock_availability) ?? 0,
    status: typeof liveBody.status === 'string' ? liveBody.status : built.status,
    product_variants: built.product_variants.map((v) => refreshVariant(v, liveVariants.get(v._id))),
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function readAttributes(value: unknown): ProductVariant['attributes'] {
  const list = Array.isArray(value) ? value.filter(isObject) : []
  return list.flatMap((a) => {
    const name = text(a.attribute_name)
    const attributeValue = text(a.attribute_value)
    return name && attributeValue ? [{ attribute_name: name, attribute_value: attributeValue }] : []
  })
}

function readVariant(value: Loose): ProductVariant[] {
  const price = money(value.price)
  const status = variantStatus(value.variant_status)
  const onHand = stock(value.variant_stock_availability)
  if (typeof value._id !== 'string' || price === undefined || status === undefined || onHand === undefined) return []
  const image = text(value.image) ?? null
  return [{ _id: value._id, sku: text(value.sku) ?? '', price, compare_price: money(value.compare_price) ?? null, image, gallery_image: [], variant_status: status, variant_stock_availability: onHand, attributes: readAttributes(value.attributes) }]
}

/**
 * A live product read on its own, for a screen that has no built record of it (a card's QUICK ADD, its wishlist
 * heart): only what the purchase rules need, each field checked as above; null when the answer is not a product.
 */
export function readLiveProduct(liveBody: unknown): Product | null {
  if (!isObject(liveBody) || typeof liveBody._id !== 'string' || typeof liveBody.product_name !== 'string' || typeof liveBody.product_type !== 'string') return null
  return {
    _id: liveBody._id,
    product_name: liveBody.product_name,
    product_type: liveBody.product_type,
    description: '',
    sort_description: '',
    tagline: '',
    price: money(liveBody.price) ?? null,
    compare_price: money(liveBody.compare_price) ?? null,
    stock_availability: stock(liveBody.stock_availability) ?? 0,
    status: text(liveBody.status) ?? null,
    categories: [],
    sub_categories: [],
    product_variants: (Array.isArray(liveBody.product_variants) ? liveBody.product_variants : []).filter(isObject).flatMap(readVariant),
  }
}
