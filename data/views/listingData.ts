/**
 * The listing pages' view model (spec 000 §2 Product listing): heading, breadcrumb, subcategory strip, the first
 * page of cards, newest first, and the filters' options with their unfiltered counts. Later pages, other sorts and
 * filtered results come from the static card index in the browser.
 */
import type { Crumb } from './layoutData'
import { cardFace, type CardFace, type CardScope } from '../catalogue/cards'
import { hasFirstCards } from '../catalogue/cardParts'
import { filterOptions, type FilterOptions } from '../catalogue/filters'
import { EMPTY_FILTERS } from '../catalogue/filterState'
import { PAGE_SIZE } from '../catalogue/paging'
import { ALL_PRODUCTS_PATH, categoryPath, idFromSlug } from '../catalogue/paths'
import { titleCase } from '../catalogue/listing'
import type { CategoryNames } from '../catalogue/listingQuery'
import type { ProductSummary } from '../build/productSummary'
import { cardsOf, indexedCardsOf, subCategoryOf, type CatalogueIndex } from '../build/catalogueIndex'

export interface SubCategoryTile {
  id: string
  name: string
  image: string
  href: string
}
export interface ListingData {
  heading: string
  /** On a subcategory listing, its category, shown above the heading. */
  category: { label: string; href: string } | null
  crumbs: Crumb[]
  scope: CardScope
  /** The listing's own path; `?page=N` is added to it. */
  path: string
  subCategories: SubCategoryTile[]
  total: number
  /** Faces only: a listing re-sorts and filters from the card index, never from these. */
  firstPage: CardFace[]
  /** Size and Color options and price band counts of the whole listing, unfiltered. */
  filterOptions: FilterOptions
  /** Whether the build wrote the listing's first pages in each order (cardParts.ts hasFirstCards). */
  firstCards: boolean
  /** On /product/all only: every category, to open `?categoryId=` links at their own path. */
  categories?: CategoryNames[]
}

/** Every listing URL to pre-render: all products, each category and each of its subcategories. */
export function listingPaths(index: CatalogueIndex): string[] {
  return [ALL_PRODUCTS_PATH, ...index.snapshot.categories.flatMap((c) => [categoryPath(c), ...c.sub_categories.map((s) => categoryPath(c, s))])]
}

/** null when the slugs name no known category (the page then renders the 404). */
export function listingData(index: CatalogueIndex, categorySlug?: string, subCategorySlug?: string): ListingData | null {
  if (!categorySlug) {
    return {
      heading: 'All Products',
      category: null,
      crumbs: [{ label: 'All Products' }],
      scope: {},
      path: ALL_PRODUCTS_PATH,
      subCategories: [],
      total: index.newest.length,
      firstPage: cardsOf(index, index.newest.slice(0, PAGE_SIZE)).map(cardFace),
      filterOptions: unfilteredOptions(index, index.newest),
      firstCards: hasFirstCards({}, index.newest.length),
      categories: index.snapshot.categories.map((c) => ({ _id: c._id, category_name: c.category_name, sub_categories: c.sub_categories.map((s) => ({ _id: s._id, sub_category_name: s.sub_category_name })) })),
    }
  }
  const category = index.categoryById.get(idFromSlug(categorySlug))
  if (!category) return null
  const sub = subCategorySlug ? subCategoryOf(category, idFromSlug(subCategorySlug)) : undefined
  if (subCategorySlug && !sub) return null
  const part = index.newestByCategory.get(category._id) ?? []
  const products = (sub ? index.newestBySubCategory.get(`${category._id}/${sub._id}`) : part) ?? []
  const crumbs: Crumb[] = sub
    ? [{ label: category.category_name, href: categoryPath(category) }, { label: sub.sub_category_name }]
    : [{ label: category.category_name }]
  return {
    heading: titleCase(sub ? sub.sub_category_name : category.category_name),
    category: sub ? { label: titleCase(category.category_name), href: categoryPath(category) } : null,
    crumbs,
    scope: sub ? { categoryId: category._id, subCategoryId: sub._id } : { categoryId: category._id },
    path: categoryPath(category, sub),
    subCategories: category.sub_categories.flatMap((s) => (s.sub_category_image ? [{ id: s._id, name: s.sub_category_name, image: s.sub_category_image, href: categoryPath(category, s) }] : [])),
    total: products.length,
    firstPage: cardsOf(index, products.slice(0, PAGE_SIZE)).map(cardFace),
    filterOptions: unfilteredOptions(index, products),
    firstCards: hasFirstCards({ categoryId: category._id }, part.length),
  }
}

function unfilteredOptions(index: CatalogueIndex, products: readonly ProductSummary[]): FilterOptions {
  return filterOptions(indexedCardsOf(index, products), EMPTY_FILTERS, index.swatches)
}
