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
  const price = money(fresh?.price)
  const status = variantStatus(fresh?.variant_status)
  const onHand = stock(fresh?.variant_stock_availability)
  if (!fresh || price === undefined || status === undefined || onHand === undefined) {
    return { ...built, variant_status: 'Inactive', variant_stock_availability: 0 }
  }
  return { ...built, price, compare_price: money(fresh.compare_price) ?? null, variant_status: status, variant_stock_availability: onHand }
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

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [])
const objectList = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isObject) : [])

function toVariant(value: unknown): ProductVariant | null {
  if (!isObject(value) || !isText(value._id) || money(value.price) === undefined) return null
  if (variantStatus(value.variant_status) === undefined || stock(value.variant_stock_availability) === undefined) return null
  return {
    ...value,
    sku: typeof value.sku === 'string' ? value.sku : '',
    gallery_image: textList(value.gallery_image),
    attributes: objectList(value.attributes).filter((a) => isText(a.attribute_name) && isText(a.attribute_value)),
  } as ProductVariant
}

/**
 * A whole live product the storefront shows without a built copy (the wishlist's, from POST /api/products/by-ids):
 * its id, name and type, and its well-formed variants (a malformed variant is dropped, so it is never shown as
 * buyable). Lists default to empty.
 */
export function toProduct(value: unknown): Product | null {
  if (!isObject(value) || !isText(value._id) || !isText(value.product_name) || !isText(value.product_type)) return null
  return {
    ...value,
    categories: objectList(value.categories),
    sub_categories: objectList(value.sub_categories),
    product_variants: (Array.isArray(value.product_variants) ? value.product_variants : []).flatMap((v) => toVariant(v) ?? []),
  } as Product
}
