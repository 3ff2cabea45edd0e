import { mkdir, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardPartPath, OTHER_PART_PATH, type CardIndexHead, type CardIndexPart } from '../../data/catalogue/cardParts'
import { categoryAddresses } from '../../data/catalogue/forgivingUrls'
import type { ProductCategory } from '../../data/contract/schemas'
import { IMMUTABLE, registerStaticSite, REVALIDATE } from '../../scripts/staticHost'
import { writeCompressedCopies } from '../../scripts/workers/compressCore.mjs'
import { tempDir } from './helpers'

/** A GET whose path goes on the wire exactly as written (no URL normalisation). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}/`, { path: rawPath }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })
}

const home = { _id: 'c7', category_name: 'Home & Living', sub_categories: [{ _id: 's3', sub_category_name: 'Bed & Bath' }] } as ProductCategory
const PAGE = `<!doctype html><title>kurta</title>${'<p>Handloom cotton kurta, block printed in Jaipur.</p>'.repeat(40)}`

describe('the static host of `vitrine serve`', () => {
  let work: string
  let site: string
  let app: FastifyInstance

  beforeAll(async () => {
    work = await tempDir('site')
    site = path.join(work, 'site')
    // The card index as the build writes it: a head, and the product in its category's part.
    const head: CardIndexHead = { builtAt: '', categories: categoryAddresses([home]), parts: { categories: { c7: cardPartPath('c7') }, other: OTHER_PART_PATH } }
    const part: CardIndexPart = { cards: [{ id: 'p1', path: '/product/kurta_p1', sort: { newest: 1 } } as CardIndexPart['cards'][number]] }
    const files: Record<string, string> = {
      'index.html': 'home',
      '404.html': 'not found page',
      'login/index.html': 'account shell',
      'products/search/index.html': 'search shell',
      'cart/index.html': 'cart shell',
      'product/kurta_p1/index.html': PAGE,
      'product/kurta_p1/index.pageContext.json': '{"a":1}',
      'product/all/index.html': 'all products',
      'product/category/home-living_c7/index.html': 'home and living',
      'product/category/home-living_c7/bed-bath_s3/index.html': 'bed and bath',
      'assets/entries/app.abc123.js': 'console.log(1)',
      'catalogue/cards.json': JSON.stringify(head),
      [cardPartPath('c7').slice(1)]: JSON.stringify(part),
      [OTHER_PART_PATH.slice(1)]: JSON.stringify({ cards: [] }),
      '_redirects': 'host rules',
      '.vitrine-build.json': JSON.stringify({ policy: { apiOrigin: 'https://api.shop.example', mediaOrigins: [] } }),
      // A folder beside the site (its parent) that a double-decoded `%252e%252e` would reach.
      '../secret/index.html': 'outside the site',
    }
    for (const [file, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true })
      await writeFile(path.join(site, file), body)
    }
    await writeCompressedCopies(path.join(site, 'product/kurta_p1/index.html'), PAGE, { brotli: 5, gzip: 6 })
    app = Fastify()
    await registerStaticSite(app, site)
  })

  afterAll(async () => {
    await app.close()
    await rm(work, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

  it('serves clean URLs from index.html files, with or without a trailing slash', async () => {
    for (const url of ['/product/kurta_p1', '/product/kurta_p1/', '/product/kurta_p1?page=2']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe(PAGE)
      expect(res.headers['cache-control']).toBe(REVALIDATE)
    }
  })

  it('serves hashed assets as immutable and page data as files', async () => {
    const asset = await get('/assets/entries/app.abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe(IMMUTABLE)
    expect((await get('/product/kurta_p1/index.pageContext.json')).json()).toEqual({ a: 1 })
  })

  it('falls back to the account shell on deep links to dynamic account routes', async () => {
    for (const url of ['/orders/abc123', '/reset-password/tok3n', '/wishlist/u42']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe('account shell')
    }
    expect((await get('/cart')).body).toBe('cart shell')
  })

  it('answers every search URL with the search shell', async () => {
    for (const url of ['/products/search/red%20kurta', '/products/search/silk']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe('search shell')
    }
    expect((await get('/products/search/silk/index.pageContext.json')).statusCode).toBe(404)
  })

  it('moves stray product, category and listing URLs to their canonical address with a 301', async () => {
    const moves: Record<string, string> = {
      '/product/p1': '/product/kurta_p1',
      '/product/indigo-block-print-kurta_p1?ref=mail': '/product/kurta_p1?ref=mail',
      '/product/category/home-&-living_c7': '/product/category/home-living_c7',
      '/product/category/c7/s3/': '/product/category/home-living_c7/bed-bath_s3',
      '/product/category/home-%26-living_c7/bed-%26-bath_s3': '/product/category/home-living_c7/bed-bath_s3',
      '/product/all?categoryId=c7': '/product/category/home-living_c7',
      '/product/all?categoryId=c7&subcategory=s3': '/product/category/home-living_c7/bed-bath_s3',
    }
    for (const [url, location] of Object.entries(moves)) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location, url).toBe(location)
    }
    expect((await get('/product/all')).body).toBe('all products')
  })

  it('answers 404 with the shop page for unknown paths, product ids and category ids, and JSON for unknown API paths', async () => {
    for (const url of ['/no/such/page', '/product/kurta_p999', '/product/p999', '/product/category/c999', '/product/category/c7/s999', '/product/all?categoryId=c999', '/_redirects', '/.vitrine-build.json']) {
      const page = await get(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.body, url).toBe('not found page')
    }
    const api = await get('/api/nothing-here')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toHaveProperty('message')
  })

  it('answers an encoded dot-dot path with the same 404 as any unknown path, even when a folder matches outside the site', async () => {
    // Over a real socket: an injected request's URL is normalised (`%2e%2e` resolved) before the host sees it.
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    for (const url of ['/%252e%252e/secret', '/%252e%252e/secret/', '/%2e%2e/secret', '/product/%2e%2e/%2e%2e/secret', '/assets/%2e%2e/index.html', '/assets/../index.html', '/..%2fsecret', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await rawGet(address, url)
      expect(res.status, url).toBe(404)
      expect(res.body, url).toBe('not found page')
    }
  })

  it('never serves files outside the site folder', async () => {
    for (const url of ['/../package.json', '/product/%00', '/%E0%A4%A']) {
      const res = await get(url)
      // Fastify itself refuses a malformed escape with 400; either way nothing outside the site is read.
      expect([400, 404], url).toContain(res.statusCode)
      expect(res.body).not.toContain('outside the site')
    }
  })

  it("sends the build's Brotli or gzip copy by Accept-Encoding, with Vary, and the file itself otherwise", async () => {
    const br = await get('/product/kurta_p1', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE)
    const gz = await get('/product/kurta_p1/', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE)
    const plain = await get('/product/kurta_p1', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body).toBe(PAGE)
    // No copy was written for this small file: it goes as it is.
    const small = await get('/product/kurta_p1/index.pageContext.json', { 'accept-encoding': 'br' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ a: 1 })
  })

  it('sends the security headers with pages, redirects and 404s, allowing the API the build recorded', async () => {
    for (const url of ['/', '/product/p1', '/no/such/page']) {
      const res = await get(url)
      const csp = String(res.headers['content-security-policy'])
      expect(csp, url).toContain("script-src 'self' https://checkout.razorpay.com;")
      expect(csp, url).toContain("frame-ancestors 'self'")
      expect(csp, url).toContain('connect-src \'self\' https://api.shop.example')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    }
  })
})
