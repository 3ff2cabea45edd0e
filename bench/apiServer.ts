/**
 * The API under test for `npm run bench:api`, in its own process: a fresh temporary database with a 1,000-product
 * demo catalogue, one variant given effectively endless stock (so that adding to the bag under load measures the
 * call, not the stock running out), and a line on stdout saying where it listens.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startApi } from '../server/index'
import { openShopDatabase } from '../server/db/database'

const products = Number(process.env.BENCH_PRODUCTS ?? 1000)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'))
const dbFile = path.join(dir, 'shop.db')

const api = await startApi({ dbFile, products, port: 0, host: '127.0.0.1', logger: false })
const side = openShopDatabase(dbFile).db
const option = side
  .prepare<[], { product_id: string; id: string }>("SELECT product_id, id FROM product_variants WHERE status = 'Active' ORDER BY rowid LIMIT 1")
  .get()!
side.prepare('UPDATE product_variants SET stock = 1000000000 WHERE id = ?').run(option.id)
side.close()

console.log(JSON.stringify({ url: api.url, productId: option.product_id, variantId: option.id, products }))

const stop = async () => {
  await api.close()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
