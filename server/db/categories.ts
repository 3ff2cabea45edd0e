/** Product categories with their subcategories, in menu order. */
import type { ProductCategory } from '../../data/contract/schemas'
import type { ShopDatabase } from './database'

interface CategoryRow {
  id: string
  name: string
}
interface SubRow {
  id: string
  category_id: string
  name: string
  image: string | null
}

export function createCategoryQueries(db: ShopDatabase) {
  const categories = db.prepare<[], CategoryRow>('SELECT id, name FROM categories ORDER BY position')
  const subs = db.prepare<[], SubRow>('SELECT id, category_id, name, image FROM sub_categories ORDER BY category_id, position')
  return {
    list(): ProductCategory[] {
      const subRows = subs.all()
      return categories.all().map((c) => ({
        _id: c.id,
        category_name: c.name,
        sub_categories: subRows
          .filter((s) => s.category_id === c.id)
          .map((s) => ({ _id: s.id, sub_category_name: s.name, sub_category_image: s.image })),
      }))
    },
  }
}
export type CategoryQueries = ReturnType<typeof createCategoryQueries>
