import { readdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCalls, ProductSchema, unwrap, type Product } from '../../data/contract/schemas'
import { isVisible } from '../../data/catalogue/visibility'
import { mediaDirFor } from '../../server/index'
import { createTestApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

async function getJson(url: string) {
  const response = await api.app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers }
}

describe('catalogue reads', () => {
  it.each(Object.entries(catalogueCalls))('%s answers { data: [...] } whose records parse with the contract', async (_name, call) => {
    const { status, body } = await getJson(call.path)
    expect(status).toBe(200)
    const records = unwrap.list(body)
    expect(records.length).toBeGreaterThan(0)
    for (const record of records) call.record.parse(record)
  })

  it('serves the blog list with and without the trailing slash', async () => {
    const withSlash = await getJson('/api/blogs/')
    const without = await getJson('/api/blogs')
    expect(without.body).toEqual(withSlash.body)
  })

  it('has the seven categories in menu order, each with subcategories', async () => {
    const { body } = await getJson('/api/product-categories')
    const names = (unwrap.list(body) as Array<{ category_name: string; sub_categories: unknown[] }>).map((c) => c.category_name)
    expect(names).toEqual(['Men', 'Women', 'Girls', 'Home & Living', 'Beauty', 'Accessories', 'Sale'])
  })

  it('filters products by category id', async () => {
    const categories = unwrap.list((await getJson('/api/product-categories')).body) as Array<{ _id: string; category_name: string }>
    const women = categories.find((c) => c.category_name === 'Women')!
    const products = unwrap.list((await getJson(`/api/products?categoryId=${women._id}`)).body).map((p) => ProductSchema.parse(p))
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) expect(product.categories.map((c) => c._id)).toContain(women._id)
    expect(unwrap.list((await getJson('/api/products?categoryId=000000000000000000000000')).body)).toEqual([])
  })

  it('answers one product by id, and 404 with a message for an unknown id', async () => {
    const all = unwrap.list((await getJson('/api/products')).body) as Product[]
    const first = all[0]!
    const one = await getJson(`/api/products/${first._id}`)
    expect(one.status).toBe(200)
    expect(unwrap.one(one.body)).toEqual(first)
    const missing = await getJson('/api/products/ffffffffffffffffffffffff')
    expect(missing).toMatchObject({ status: 404, body: { message: 'Product not found' } })
  })

  it('includes unbuyable products (the storefront hides them) as well as buyable ones', async () => {
    const all = unwrap.list((await getJson('/api/products')).body).map((p) => ProductSchema.parse(p))
    expect(all.filter(isVisible).length).toBeGreaterThan(all.length * 0.8)
  })

  it('reflects a stock change made directly in the database (the cached list is invalidated)', async () => {
    const all = unwrap.list((await getJson('/api/products')).body) as Product[]
    const product = all.find((p) => p.product_variants.length > 0)!
    const variant = product.product_variants[0]!
    const db = new Database(api.dbFile)
    db.prepare('UPDATE product_variants SET stock = ? WHERE id = ?').run(variant.variant_stock_availability + 7, variant._id)
    db.close()
    const again = unwrap.list((await getJson('/api/products')).body) as Product[]
    const changed = again.find((p) => p._id === product._id)!.product_variants[0]!
    expect(changed.variant_stock_availability).toBe(variant.variant_stock_availability + 7)
  })
})

describe('media', () => {
  it('serves every image the catalogue points at, as SVG, and its clips as WebM, each revalidated after an hour', async () => {
    const urls = new Set<string>()
    for (const call of Object.values(catalogueCalls)) {
      JSON.stringify((await getJson(call.path)).body, (_key, value: unknown) => {
        if (typeof value === 'string' && value.startsWith('/media/')) urls.add(value)
        return value
      })
    }
    expect(urls.size).toBeGreaterThan(50)
    const clips = [...urls].filter((url) => url.endsWith('.webm'))
    expect(clips.length).toBeGreaterThan(0)
    for (const url of urls) {
      const response = await api.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      // The library keeps a name when its artwork is redrawn: never `immutable` under a name that can change.
      expect(response.headers['cache-control']).toBe('public, max-age=3600, must-revalidate')
      expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
      expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN()
      if (clips.includes(url)) {
        expect(response.headers['content-type']).toBe('video/webm')
        // The EBML magic number that starts every WebM file.
        expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
      } else {
        expect(response.headers['content-type']).toBe('image/svg+xml')
        expect(response.body.startsWith('<svg')).toBe(true)
      }
    }
  })

  it('answers a browser revalidating its copy with 304 and no body, and with the new file once it changed', async () => {
    const mediaDir = mediaDirFor(api.dbFile)
    const url = `/media/products/${(await readdir(path.join(mediaDir, 'products')))[0]}`
    const first = await api.app.inject({ method: 'GET', url })
    const { etag, 'last-modified': modified } = first.headers
    for (const headers of [{ 'if-none-match': String(etag) }, { 'if-none-match': `"other", W/${etag}` }, { 'if-modified-since': String(modified) }]) {
      const again = await api.app.inject({ method: 'GET', url, headers })
      expect(again.statusCode, JSON.stringify(headers)).toBe(304)
      expect(again.rawPayload.length).toBe(0)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe('public, max-age=3600, must-revalidate')
    }
    // Redrawn under the same name (a new library version): the old validators no longer match.
    const file = path.join(mediaDir, url.slice('/media/'.length))
    await writeFile(file, `${first.body}<!-- redrawn -->`)
    await utimes(file, new Date(), new Date(Date.now() + 5000))
    for (const headers of [{ 'if-none-match': String(etag) }, { 'if-modified-since': String(modified) }]) {
      const changed = await api.app.inject({ method: 'GET', url, headers })
      expect(changed.statusCode, JSON.stringify(headers)).toBe(200)
      expect(changed.body).toContain('<!-- redrawn -->')
      expect(changed.headers.etag).not.toBe(etag)
    }
  })

  it('answers byte ranges, which a video player needs to seek', async () => {
    const products = unwrap.list((await getJson('/api/products')).body) as Product[]
    const clip = products.flatMap((p) => p.product_variants.flatMap((v) => v.gallery_image)).find((url) => url.endsWith('.webm'))!
    const whole = await api.app.inject({ method: 'GET', url: clip })
    const size = whole.rawPayload.length
    expect(whole.headers['accept-ranges']).toBe('bytes')
    const part = await api.app.inject({ method: 'GET', url: clip, headers: { range: 'bytes=100-199' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`)
    expect(part.headers['content-type']).toBe('video/webm')
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true)
    const open = await api.app.inject({ method: 'GET', url: clip, headers: { range: `bytes=${size - 10}-` } })
    expect(open.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true)
    const suffix = await api.app.inject({ method: 'GET', url: clip, headers: { range: 'bytes=-16' } })
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 16}-${size - 1}/${size}`)
    const past = await api.app.inject({ method: 'GET', url: clip, headers: { range: `bytes=${size}-` } })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${size}`)
    // Several ranges at once are not done here: the whole file, as HTTP allows.
    expect((await api.app.inject({ method: 'GET', url: clip, headers: { range: 'bytes=0-1,5-6' } })).statusCode).toBe(200)
  })

  it.each([
    '/media/products/no-such-garment.svg',
    '/media/..%2fshop.db',
    '/media/products/..%2f..%2fshop.db',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/.library-version',
    '/media/products',
  ])('answers 404 { message } for %s', async (url) => {
    const response = await api.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toHaveProperty('message')
  })
})
