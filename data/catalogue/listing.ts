/**
 * Which products a listing shows. Category, subcategory and search filtering happen on the catalogue the
 * storefront already has (spec 000 §7: "category, subcategory, search filtering is client-side").
 */
import type { Product, ProductCategory } from '../contract/schemas'
import { queryWords } from './searchIndex'
import { isVisible } from './visibility'

export function inCategory(product: Product, categoryId: string, subCategoryId?: string): boolean {
  if (!product.categories.some((c) => c._id === categoryId)) return false
  return subCategoryId === undefined || product.sub_categories.some((s) => s._id === subCategoryId)
}

/** Case-insensitive match of every word of the query against the product name. */
export function matchesSearch(product: Product, query: string): boolean {
  const words = queryWords(query)
  if (words.length === 0) return false
  const name = product.product_name.toLowerCase()
  return words.every((w) => name.includes(w))
}

export interface ListingScope {
  categoryId?: string
  subCategoryId?: string
  query?: string
}

/** The visible products of a listing, in catalogue order. */
export function listingProducts(products: readonly Product[], scope: ListingScope): Product[] {
  return products.filter(
    (p) =>
      isVisible(p) &&
      (scope.categoryId === undefined || inCategory(p, scope.categoryId, scope.subCategoryId)) &&
      (scope.query === undefined || matchesSearch(p, scope.query)),
  )
}

/** A category by its exact name, case-insensitively: home rows are named by category (Girls, Women, Sale). */
export function findCategoryByName(categories: readonly ProductCategory[], name: string): ProductCategory | undefined {
  const wanted = name.toLowerCase()
  return categories.find((c) => c.category_name.toLowerCase() === wanted)
}

/** Title case for breadcrumb labels (spec 000 §2: labels title-cased). */
export function titleCase(label: string): string {
  return label
    .toLowerCase()
    .replace(/(^|[\s\-/&(])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
}
