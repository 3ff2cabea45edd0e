/** The demo categories with ids and tile images, built from the taxonomy plan. */
import type { ProductCategory } from '../../data/contract/schemas'
import { slugify } from '../../data/catalogue/paths'
import { mediaPaths } from '../media/paths'
import { CATEGORY_PLANS } from './taxonomy'

const DAY_MS = 86_400_000

/** Categories were set up long before the products: about a year before the epoch. */
export function generateCategories(epoch: Date, newId: (createdAt: Date) => string): ProductCategory[] {
  let minute = 0
  const setupTime = () => new Date(epoch.getTime() - 400 * DAY_MS + minute++ * 60_000)
  return CATEGORY_PLANS.map((plan) => ({
    _id: newId(setupTime()),
    category_name: plan.name,
    sub_categories: plan.subcategories.map((sub) => ({
      _id: newId(setupTime()),
      sub_category_name: sub.name,
      sub_category_image: sub.image ? mediaPaths.tile(subcategoryTileName(plan.name, sub.name)) : null,
    })),
  }))
}

/** Tile file name of a subcategory: unique across categories (Women's Tops and Girls' Tops differ). */
export function subcategoryTileName(categoryName: string, subcategoryName: string): string {
  return `${slugify(categoryName)}-${slugify(subcategoryName)}`
}
