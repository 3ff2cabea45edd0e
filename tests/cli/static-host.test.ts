import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, registerStaticSite, REVALIDATE } from '../../scripts/staticHost'
import { tempDir } from './helpers'

describe('the static host of `vitrine serve`', () => {
  let site: string
  let app: FastifyInstance

  beforeAll(async () => {
    site = await tempDir('site')
    const files: Record<string, string> = {
      'index.html': 'home',
      '404.html': 'not found page',
      'login/index.html': 'account shell',
      'products/search/index.html': 'search shell',
      'cart/index.html': 'cart shell',
      'product/kurta_p1/index.html': 'kurta page',
      'product/kurta_p1/index.pageContext.json': '{"a":1}',
      'assets/entries/app.abc123.js': 'console.log(1)',
    }
    for (const [file, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true })
      await writeFile(path.join(site, file), body)
    }
    app = Fastify()
    await registerStaticSite(app, site)
  })

  afterAll(async () => {
    await app.close()
    await rm(site, { recursive: true, force: true })
  })

  const get = (url: string) => app.inject({ method: 'GET', url })

  it('serves clean URLs from index.html files, with or without a trailing slash', async () => {
    for (const url of ['/product/kurta_p1', '/product/kurta_p1/', '/product/kurta_p1?page=2']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe('kurta page')
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

  it('answers 404 with the shop page for unknown pages and JSON for unknown API paths', async () => {
    const page = await get('/no/such/page')
    expect(page.statusCode).toBe(404)
    expect(page.body).toBe('not found page')
    const api = await get('/api/nothing-here')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toHaveProperty('message')
  })

  it('never serves files outside the site folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/product/%00', '/%E0%A4%A']) {
      const res = await get(url)
      // Fastify itself refuses a malformed escape with 400; either way nothing outside the site is read.
      expect([400, 404], url).toContain(res.statusCode)
      expect(res.body).not.toContain('root:')
    }
  })
})
