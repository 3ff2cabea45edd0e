/**
 * What may be shown and bought. A product appears anywhere only if at least one of its variants is Active with
 * stock above 0 (spec 000 §5). A simple product has no variants: its own price, stock and status stand in for
 * one, so every rule here and in sorting and pricing works on `productOptions` and never special-cases it.
 */
import type { Product, ProductVariant } from '../contract/schemas'
import { SIMPLE_PRODUCT } from '../contract/calls'

export function isSimpleProduct(product: Pick<Product, 'product_type'>): boolean {
  return product.product_type === SIMPLE_PRODUCT
}

/** The purchasable options of a product: its variants, or for a simple product one option made of itself. */
export function productOptions(product: Product): ProductVariant[] {
  if (!isSimpleProduct(product)) return product.product_variants
  const images = [product.main_image, product.image].filter((src): src is string => Boolean(src))
  return [
    {
      _id: product._id,
      sku: '',
      price: product.price ?? 0,
      compare_price: product.compare_price ?? null,
      image: images[0] ?? null,
      gallery_image: [...new Set(images)],
      created_at: product.created_at,
      variant_status: product.status === 'Inactive' ? 'Inactive' : 'Active',
      variant_stock_availability: product.stock_availability ?? 0,
      attributes: [],
    },
  ]
}

/** An option can be added to the bag: it exists, is Active and has stock. */
export function isPurchasable(option: Pick<ProductVariant, 'variant_status' | 'variant_stock_availability'> | undefined | null): boolean {
  return Boolean(option && option.variant_status === 'Active' && option.variant_stock_availability > 0)
}

export function isVisible(product: Product): boolean {
  return productOptions(product).some(isPurchasable)
}

export function visibleProducts(products: Product[]): Product[] {
  return products.filter(isVisible)
}

/** The option cards and rows show: the first purchasable one, else the first (spec 001 §4, wishlist). */
export function displayOption(product: Product): ProductVariant | undefined {
  const options = productOptions(product)
  return options.find(isPurchasable) ?? options[0]
}

/** 'New In' when the first variant was created within 15 days (spec 000 §9). */
export const NEW_IN_DAYS = 15
export function isNewIn(product: Product, now: Date): boolean {
  return isNewInSince(newInSince(product), now)
}

/** When a product's 'New In' days start: its first option's created_at, else its own; null without a readable date. */
export function newInSince(product: Product): number | null {
  const created = productOptions(product)[0]?.created_at ?? product.created_at
  const time = created ? Date.parse(created) : Number.NaN
  return Number.isNaN(time) ? null : time
}

export function isNewInSince(since: number | null, now: Date): boolean {
  return since !== null && now.getTime() - since <= NEW_IN_DAYS * 24 * 3600 * 1000
}
