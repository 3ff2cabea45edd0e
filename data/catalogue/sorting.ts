/**
 * Listing sort orders exactly as spec 000 §4 and §9 define them: price and discount use the first variant;
 * Newest uses the latest variant created_at, else the product's own. Home rows are a different order: newest
 * first by the *first* variant's created_at (spec 000 §9).
 */
import type { Product } from '../contract/schemas'
import { discountPercent, priceTag } from './money'
import { productOptions } from './visibility'

export const SORT_KEYS = ['Newest', 'Discount', 'PriceHigh', 'PriceLow'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const DEFAULT_SORT: SortKey = 'Newest'

export const SORT_LABELS: Record<SortKey, string> = {
  Newest: 'Latest',
  Discount: 'Discount',
  PriceHigh: 'Price: High to Low',
  PriceLow: 'Price: Low to High',
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value)
}

function time(iso: string | undefined): number {
  const t = iso ? Date.parse(iso) : NaN
  return Number.isNaN(t) ? 0 : t
}

/** Newest key: the latest variant created_at, else the product's created_at. */
export function newestTime(product: Product): number {
  const times = productOptions(product).map((o) => time(o.created_at)).filter((t) => t > 0)
  return times.length > 0 ? Math.max(...times) : time(product.created_at)
}

/** Home-row key: the first variant's created_at, else the product's. */
export function firstVariantTime(product: Product): number {
  return time(productOptions(product)[0]?.created_at) || time(product.created_at)
}

function firstOptionPrice(product: Product): number {
  return priceTag(productOptions(product)[0]).price
}

function firstOptionDiscount(product: Product): number {
  const tag = priceTag(productOptions(product)[0])
  return discountPercent(tag.price, tag.comparePrice)
}

const comparators: Record<SortKey, (a: Product, b: Product) => number> = {
  Newest: (a, b) => newestTime(b) - newestTime(a),
  Discount: (a, b) => firstOptionDiscount(b) - firstOptionDiscount(a),
  PriceHigh: (a, b) => firstOptionPrice(b) - firstOptionPrice(a),
  PriceLow: (a, b) => firstOptionPrice(a) - firstOptionPrice(b),
}

/** A sorted copy; ties keep their incoming order (Array.prototype.sort is stable). */
export function sortProducts<T extends Product>(products: readonly T[], key: SortKey): T[] {
  return [...products].sort(comparators[key])
}

/** `time`: each item's first-variant time, when the items are not products (the build's product summaries). */
export function newestFirstByFirstVariant<T extends Product>(products: readonly T[]): T[]
export function newestFirstByFirstVariant<T>(items: readonly T[], time: (item: T) => number): T[]
export function newestFirstByFirstVariant(items: readonly unknown[], time: (item: unknown) => number = (p) => firstVariantTime(p as Product)): unknown[] {
  return [...items].sort((a, b) => time(b) - time(a))
}
