/** Everything a route needs: the database and the prepared queries of each domain, made once per app. */
import { createCartQueries } from './db/cart'
import { createCategoryQueries } from './db/categories'
import { createContentQueries } from './db/content'
import type { ShopDatabase } from './db/database'
import { createProductQueries } from './db/products'
import { createUserQueries } from './db/users'

export function createShop(db: ShopDatabase, mediaDir: string) {
  return {
    db,
    mediaDir,
    products: createProductQueries(db),
    categories: createCategoryQueries(db),
    content: createContentQueries(db),
    users: createUserQueries(db),
    cart: createCartQueries(db),
  }
}
export type Shop = ReturnType<typeof createShop>
