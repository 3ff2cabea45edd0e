/**
 * The product list cache re-serialises only the products changed since it was made (see server/db/products.ts):
 * after each kind of change, the list the API serves must equal one built from scratch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProductQueries } from '../../server/db/products'
import type { ShopDatabase } from '../../server/db/database'
import { createTestApi, withDatabase, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

const served = async (url = '/api/products') => (await api.app.inject({ method: 'GET', url })).body
const fresh = (categoryId?: string) => withDatabase(api, (db) => createProductQueries(db).listJson(categoryId).toString())

async function expectFreshAfter(change: (db: ShopDatabase) => unknown) {
  await served() // the cache exists before the change
  await withDatabase(api, change)
  expect(await served()).toBe(await fresh())
  const category = await withDatabase(api, (db) => (db.prepare('SELECT id FROM categories ORDER BY position LIMIT 1').get() as { id: string }).id)
  expect(await served(`/api/products?categoryId=${category}`)).toBe(await fresh(category))
}

const firstVariantProduct = (db: ShopDatabase) => (db.prepare('SELECT product_id AS id FROM product_variants ORDER BY product_id LIMIT 1').get() as { id: string }).id
const firstProduct = (db: ShopDatabase) => (db.prepare('SELECT id FROM products ORDER BY position LIMIT 1').get() as { id: string }).id

describe('product list cache after single changes', () => {
  it('follows one product name change', async () => {
    const before = await served()
    await expectFreshAfter((db) => db.prepare("UPDATE products SET name = name || ' Deluxe' WHERE id = ?").run(firstProduct(db)))
    expect(await served()).not.toBe(before)
    expect(await served()).toContain(' Deluxe"')
  })

  it('follows one variant price and stock change', async () => {
    await expectFreshAfter((db) => db.prepare('UPDATE product_variants SET price_paise = price_paise + 10000, stock = stock + 3 WHERE product_id = ?').run(firstVariantProduct(db)))
  })

  it('follows a product losing and gaining a category link', async () => {
    let link: { product_id: string; category_id: string; position: number }
    await expectFreshAfter((db) => {
      link = db.prepare('SELECT product_id, category_id, position FROM product_categories LIMIT 1').get() as typeof link
      db.prepare('DELETE FROM product_categories WHERE product_id = ? AND category_id = ?').run(link.product_id, link.category_id)
    })
    await expectFreshAfter((db) => db.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (?, ?, ?)').run(link.product_id, link.category_id, link.position))
  })

  it('follows a category rename, a product moving in the order and a product removed', async () => {
    await expectFreshAfter((db) => db.prepare("UPDATE categories SET name = name || ' & More' WHERE id = (SELECT id FROM categories ORDER BY position LIMIT 1)").run())
    await expectFreshAfter((db) => db.prepare('UPDATE products SET position = -1 WHERE id = (SELECT id FROM products ORDER BY position DESC LIMIT 1)').run())
    await expectFreshAfter((db) => db.prepare('DELETE FROM products WHERE id = (SELECT id FROM products ORDER BY position DESC LIMIT 1)').run())
  })

  it('follows several changes between two reads, in one transaction and apart', async () => {
    await expectFreshAfter((db) => {
      db.transaction(() => {
        db.prepare("UPDATE products SET tagline = 'New season' WHERE id IN (SELECT id FROM products ORDER BY position LIMIT 3)").run()
        db.prepare('UPDATE product_variants SET status = ? WHERE id = (SELECT id FROM product_variants ORDER BY id LIMIT 1)').run('Inactive')
      })()
      db.prepare('UPDATE products SET stock = coalesce(stock, 0) + 1 WHERE id = (SELECT id FROM products ORDER BY position DESC LIMIT 1)').run()
    })
  })
})
