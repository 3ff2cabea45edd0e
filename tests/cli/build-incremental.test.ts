/**
 * Incremental builds and the sitemap: a rebuild with unchanged inputs renders and draws nothing and leaves the site
 * byte-for-byte as it was; one changed product re-renders only what shows it; the sitemap is valid and lists every
 * pre-rendered page.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import glob from 'fast-glob'
import { Readable } from 'node:stream'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { parseSitemap } from 'sitemap'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardPartPath, firstCardsPath } from '../../data/catalogue/cardParts'
import { SORT_KEYS } from '../../data/catalogue/sorting'
import { productPath } from '../../data/catalogue/paths'
import { catalogueRoutes } from '../../data/catalogue/routes'
import { isVisible } from '../../data/catalogue/visibility'
import { CHANGED_ROUTES_LISTED, type BuildSummary } from '../../scripts/buildPipeline'
import { MANIFEST_FILE, type BuildManifest } from '../../scripts/steps/manifest'
import { SPARE_MARKER } from '../../scripts/steps/stage'
import { BEST_LEVELS, PAGE_LEVELS } from '../../scripts/workers/compressCore.mjs'
import { compressedCopies, isCompressible, isHostFile } from '../../data/hostRules'
import { startFaultApi, type FaultApi } from './faultApi'
import { expectAsFromScratch as expectAsFromScratchOf } from './fromScratch'
import { folderDigest, runCli, tempDir } from './helpers'

const SITE = 'https://shop.example.in'

describe('incremental build:catalog', () => {
  let api: FaultApi
  let work: string
  let out: string
  let first: BuildSummary
  const build = async (extra: string[] = []) => {
    // Its own share-card cache: what this file asserts about drawing must not depend on other runs' cards.
    const env = { VITRINE_CARD_CACHE: path.join(work, 'og-cache') }
    const result = await runCli(['build:catalog', '--host', api.url, '--api-url', '', '--site-url', SITE, '--out', out, '--snapshot-dir', path.join(work, 'snapshot'), '--json', ...extra], { env })
    expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
    expect(result.code).toBe(0)
    return JSON.parse(result.stdout) as BuildSummary
  }

  beforeAll(async () => {
    api = await startFaultApi()
    work = await tempDir('incremental')
    out = path.join(work, 'site')
    first = await build()
  }, 240_000)

  afterAll(async () => {
    await api?.close()
    await rm(work, { recursive: true, force: true })
  })

  it('renders every page and names a share image for every product, category and article on the first build', () => {
    expect(first.fullRender).toBe('no previous build')
    expect(first.pages.rendered).toBe(first.pages.total)
    // The summary names the rendered pages up to its limit (the editor's desk links them), in a line of bounded size.
    expect(first.pages.changedRoutes).toHaveLength(Math.min(CHANGED_ROUTES_LISTED, first.pages.total))
    expect(first.pages.changedRoutes).toContain('/')
    expect(first.images.drawn).toBe(first.images.total)
    const visible = api.catalogue.products.filter(isVisible).length
    const listings = new Set(api.catalogue.categories.flatMap((c) => [c._id, ...c.sub_categories.map((s) => s._id)])).size + 1
    expect(first.images.total).toBe(visible + listings + api.catalogue.blogs.length)
  })

  it('regenerates no share image and renders no page when nothing changed, and leaves the site as it was', async () => {
    const before = await folderDigest(out)
    const again = await build()
    expect(again.unchanged).toBe(true)
    expect(again.images.drawn).toBe(0)
    expect(again.pages.rendered).toBe(0)
    expect(again.pages.changedRoutes).toEqual([])
    expect(await folderDigest(out)).toEqual(before)
  })

  it("removes the temporary files a killed build left, its process gone, and never a running process's", async () => {
    // A process that has ended: its id names no running process.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!
    const snapshot = path.join(work, 'snapshot')
    const left = [path.join(snapshot, `catalogue.json.${dead}.tmp`), path.join(snapshot, 'http', `products.json.${dead}.tmp`), path.join(out, `.vitrine-build.json.${dead}.tmp`)]
    const running = path.join(snapshot, `catalogue.json.${process.pid}.tmp`)
    for (const file of [...left, running]) await writeFile(file, 'half a file')
    const again = await build()
    expect(again.unchanged).toBe(true)
    for (const file of left) expect(existsSync(file), file).toBe(false)
    expect(existsSync(running)).toBe(true)
    await rm(running)
  })

  it('after one price change re-renders only the pages that show that product and redraws its card alone', async () => {
    const product = api.catalogue.products.find(isVisible)!
    const variant = product.product_variants[0]
    if (variant) variant.price += 1
    else product.price = (product.price ?? 0) + 1
    const before = await folderDigest(out)
    const next = await build()
    expect(next.unchanged).toBe(false)
    expect(next.fullRender).toBeNull()
    expect(next.images.drawn).toBe(1)
    expect(next.pages.rendered).toBeGreaterThanOrEqual(1)
    expect(next.pages.rendered).toBeLessThan(next.pages.total / 2)
    expect(next.pages.changedRoutes).toHaveLength(next.pages.rendered)
    expect(next.pages.changedRoutes).toContain(productPath(product))
    const after = await folderDigest(out)
    const page = `${productPath(product).slice(1)}/index.html`
    expect(after[page]).not.toBe(before[page])
    expect(after[`og/product/${product._id}.png`]).not.toBe(before[`og/product/${product._id}.png`])
    expect(after['faq/index.html']).toBe(before['faq/index.html'])
  })

  it('takes unchanged products from the last build but still validates and renders the changed ones', async () => {
    const [renamed, broken] = api.catalogue.products.filter(isVisible)
    const name = renamed!.product_name
    const brokenName = broken!.product_name
    renamed!.product_name = 'Renamed Handloom Kurta'
    broken!.product_name = ''
    const next = await build()
    expect(next.fullRender).toBeNull()
    expect(next.skipped).toEqual([expect.objectContaining({ call: 'products', id: broken!._id, reason: expect.stringContaining('product_name') })])
    expect(next.products.fetched).toBe(api.catalogue.products.length - 1)
    expect(await readFile(path.join(out, productPath(renamed!).slice(1), 'index.html'), 'utf8')).toContain('Renamed Handloom Kurta')
    expect(existsSync(path.join(out, productPath(broken!).slice(1), 'index.html'))).toBe(false)
    const snapshot = JSON.parse(await readFile(path.join(work, 'snapshot', 'catalogue.json'), 'utf8')) as { products: Array<{ _id: string; product_name: string }> }
    expect(snapshot.products.find((p) => p._id === renamed!._id)?.product_name).toBe('Renamed Handloom Kurta')

    renamed!.product_name = name
    broken!.product_name = brokenName
    const restored = await build()
    expect(restored.skipped).toEqual([])
    expect(restored.products.fetched).toBe(api.catalogue.products.length)
    expect(await readFile(path.join(out, productPath(renamed!).slice(1), 'index.html'), 'utf8')).not.toContain('Renamed Handloom Kurta')
    expect(existsSync(path.join(out, productPath(broken!).slice(1), 'index.html'))).toBe(true)
  })

  it('after a review is approved re-renders exactly the pages whose content changed: its product page shows it', async () => {
    const manifest = async () => (JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest).routes
    const reviewed = api.catalogue.products.find(isVisible)!
    // A product of another category: its page shows neither the review nor the reviewed product's card.
    const elsewhere = api.catalogue.products.find((p) => isVisible(p) && p.categories[0]?._id !== reviewed.categories[0]?._id)!
    const review = (approved: boolean) => ({
      _id: 'r-incremental',
      product_id: { _id: reviewed._id },
      user_id: { _id: 'u-reviewer', name: 'Radhika Incremental' },
      review: 'The embroidery is even finer in person.',
      rating: 5,
      review_image: [],
      is_approved: approved,
      createdAt: '2025-06-18T09:00:00.000Z',
    })
    const page = (product: typeof reviewed) => `${productPath(product).slice(1)}/index.html`

    // Waiting for approval: no page shows it, so nothing is rendered.
    api.reviews.push(review(false))
    const pending = await build()
    expect(pending.pages.rendered).toBe(0)
    expect(pending.pages.changedRoutes).toEqual([])

    const beforeRoutes = await manifest()
    const before = await folderDigest(out)
    api.reviews.splice(0, 1, review(true))
    const next = await build()
    expect(next.fullRender).toBeNull()
    const afterRoutes = await manifest()
    const after = await folderDigest(out)
    const hashChanged = Object.keys(afterRoutes).filter((route) => afterRoutes[route]!.hash !== beforeRoutes[route]?.hash)
    const htmlChanged = Object.keys(after).filter((file) => file.endsWith('index.html') && after[file] !== before[file])
    const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)
    // Exactly the pages whose inputs changed were rendered, and their HTML is what changed.
    expect(next.pages.rendered).toBe(hashChanged.length)
    expect([...next.pages.changedRoutes].sort()).toEqual([...hashChanged].sort())
    expect(htmlChanged.sort()).toEqual(hashChanged.map(fileOf).sort())
    expect(htmlChanged).toContain(page(reviewed))
    expect(htmlChanged).not.toContain(page(elsewhere))
    expect(next.pages.rendered).toBeLessThan(next.pages.total / 4)
    const html = await readFile(path.join(out, page(reviewed)), 'utf8')
    expect(html).toContain('Radhika Incremental')
    expect(html).toContain('The embroidery is even finer in person.')
    // Nothing was left stale: a build from scratch of the same catalogue makes the very same pages.
    const fresh = path.join(work, 'fresh')
    const full = await runCli(['build:catalog', '--host', api.url, '--api-url', '', '--site-url', SITE, '--out', fresh, '--snapshot-dir', path.join(work, 'fresh-snapshot'), '--json'], {
      env: { VITRINE_CARD_CACHE: path.join(work, 'og-cache') },
    })
    expect(full.code).toBe(0)
    const scratch = await folderDigest(fresh)
    const pages = Object.keys(scratch).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBe(next.pages.total)
    for (const file of pages) expect(after[file], file).toBe(scratch[file])
    await rm(fresh, { recursive: true, force: true })

    // Its text edited: only what shows the text (the product page) changes, not the cards (rating unchanged).
    api.reviews.splice(0, 1, { ...review(true), review: 'Edited: the colours are even richer in person.' })
    const edited = await build()
    expect(edited.pages.rendered).toBe(1)
    expect(await readFile(path.join(out, page(reviewed)), 'utf8')).toContain('Edited: the colours are even richer in person.')
    api.reviews.splice(0)
    await build()
  })

  // Eight builds, three of them from scratch: past the default 20 s when the whole suite shares two cores.
  it('makes the same pages, snapshot and site files as a build from scratch while it takes products, summaries and related picks over from the last build', async () => {
    const products = api.catalogue.products
    const visible = products.filter(isVisible)
    const [repriced, hidden, template] = [visible[0]!, visible[1]!, visible[2]!]
    const saved = structuredClone(products)
    const rebuilt = async () => {
      const next = await build()
      expect(next.fullRender).toBeNull()
      return next
    }
    const expectAsFromScratch = () => expectAsFromScratchOf({ host: api.url, site: SITE, work, out })

    try {
      // A new product alone: its category's candidates change, so the related picks kept for that category must be
      // made afresh (another page of the category now shows it) while every other category keeps its picks.
      products.push({ ...structuredClone(template), _id: 'p-incremental-new', product_name: 'Incremental Chanderi Dupatta' })
      await rebuilt()
      await expectAsFromScratch()
      // A price, a product hidden and a review: summaries re-made for two records, the reviews digest made afresh.
      const variant = repriced.product_variants[0]
      if (variant) variant.price += 7
      else repriced.price = (repriced.price ?? 0) + 7
      for (const v of hidden.product_variants) v.variant_stock_availability = 0
      hidden.stock_availability = 0
      api.reviews.push({ _id: 'r-same', product_id: { _id: template._id }, user_id: { _id: 'u-same', name: 'Asha Same' }, review: 'Soft.', rating: 4, review_image: [], is_approved: true, createdAt: '2025-06-19T09:00:00.000Z' })
      await rebuilt()
      await expectAsFromScratch()
      // Then a build that takes nearly everything over from the one before (summaries and JSON copied, not re-made).
      const nextVariant = template.product_variants[0]
      if (nextVariant) nextVariant.price += 3
      else template.price = (template.price ?? 0) + 3
      await rebuilt()
      await expectAsFromScratch()
    } finally {
      products.splice(0, products.length, ...saved)
      api.reviews.splice(0)
      await build()
    }
  }, 90_000)

  it('writes a valid sitemap listing every pre-rendered page with its lastmod, and a robots.txt naming it', async () => {
    const xml = await readFile(path.join(out, 'sitemap.xml'))
    const items = await parseSitemap(Readable.from(xml))
    const snapshot = JSON.parse(await readFile(path.join(work, 'snapshot', 'catalogue.json'), 'utf8'))
    const expected = catalogueRoutes(snapshot).map((r) => `${SITE}${r.path}`)
    expect(items.map((i) => i.url).sort()).toEqual(expected.sort())
    for (const item of items) expect(Number.isNaN(Date.parse(item.lastmod ?? ''))).toBe(false)
    const robots = await readFile(path.join(out, 'robots.txt'), 'utf8')
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(robots).toContain('Disallow: /checkout')
  })

  it('writes host rules that open every dynamic account route on a deep link', async () => {
    const redirects = await readFile(path.join(out, '_redirects'), 'utf8')
    for (const prefix of ['/reset-password/', '/wishlist/', '/orders/']) expect(redirects).toContain(`${prefix}*  /login/index.html  200`)
    expect(redirects.trim().split('\n').pop()).toBe('/*  /404.html  404')
    const headers = await readFile(path.join(out, '_headers'), 'utf8')
    expect(headers).toMatch(/\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/)
  })

  it('writes a Brotli and a gzip copy beside each text file exactly when smaller, each the bytes of its file', async () => {
    const files = await glob('**', { cwd: out, dot: true })
    const published = new Set(files)
    let pages = 0
    // The build manifest is for the host, never served: it has no copies.
    for (const file of files.filter((f) => isCompressible(f) && !isHostFile(f))) {
      const bytes = await readFile(path.join(out, file))
      // The bundle's files (hashed assets, public files) are compressed once at the best levels, the rest as written.
      const levels = file.startsWith('assets/') || ['favicon.svg', 'placeholder.svg'].includes(file) ? BEST_LEVELS : PAGE_LEVELS
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
      const gz = gzipSync(bytes, { level: levels.gzip })
      const [brFile, gzFile] = compressedCopies(file)
      expect(published.has(brFile!), brFile).toBe(br.length < bytes.length)
      expect(published.has(gzFile!), gzFile).toBe(gz.length < bytes.length)
      if (published.has(brFile!)) expect(brotliDecompressSync(await readFile(path.join(out, brFile!))).equals(bytes), brFile).toBe(true)
      if (published.has(gzFile!)) expect(gunzipSync(await readFile(path.join(out, gzFile!))).equals(bytes), gzFile).toBe(true)
      if (file.endsWith('.html')) pages++
    }
    expect(pages).toBeGreaterThan(20)
    // Every copy belongs to a file that is there.
    for (const file of files.filter((f) => /\.(br|gz)$/.test(f))) expect(published.has(file.replace(/\.(br|gz)$/, '')), file).toBe(true)
  })

  it('removes the copies with their page, and a rebuild keeps every copy the bytes of its file', async () => {
    const [gone, edited] = api.catalogue.products.filter(isVisible)
    const index = api.catalogue.products.indexOf(gone!)
    api.catalogue.products.splice(index, 1)
    const page = (p: { _id: string; product_name: string }) => `${productPath(p).slice(1)}/index.html`
    const before = await readFile(path.join(out, page(edited!)))
    if (edited!.product_variants[0]) edited!.product_variants[0].price += 7
    else edited!.price = (edited!.price ?? 0) + 7
    await build()
    for (const copy of [page(gone!), ...compressedCopies(page(gone!))]) expect(existsSync(path.join(out, copy)), copy).toBe(false)
    const html = await readFile(path.join(out, page(edited!)))
    expect(html.equals(before)).toBe(false)
    expect(brotliDecompressSync(await readFile(path.join(out, `${page(edited!)}.br`))).equals(html)).toBe(true)
    expect(gunzipSync(await readFile(path.join(out, `${page(edited!)}.gz`))).equals(html)).toBe(true)
    // The card index's head, and the part of each category of the edited product, made again.
    const own = edited!.categories.map((c) => cardPartPath(c._id).slice(1))
    expect(own.length).toBeGreaterThan(0)
    for (const file of ['catalogue/cards.json', ...own]) {
      const cards = await readFile(path.join(out, file))
      expect(cards.includes(edited!._id) || file === 'catalogue/cards.json', file).toBe(true)
      expect(brotliDecompressSync(await readFile(path.join(out, `${file}.br`))).equals(cards), file).toBe(true)
    }
    // The other categories' parts are kept as the last build wrote them (the removed product's are written again).
    const touched = (JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest).touched!
    const rewritten = new Set([...own, ...gone!.categories.map((c) => cardPartPath(c._id).slice(1))])
    // All Products' first cards in each order too: in this small catalogue every product is among them.
    const parts = touched.filter((file) => file.startsWith('catalogue/cards/') && !SORT_KEYS.some((sort) => file === firstCardsPath(sort).slice(1)))
    expect(parts.sort()).toEqual([...rewritten].sort())
    expect(touched).toEqual(expect.arrayContaining(SORT_KEYS.map((sort) => firstCardsPath(sort).slice(1))))
    expect(api.catalogue.categories.some((c) => !rewritten.has(cardPartPath(c._id).slice(1)))).toBe(true)

    api.catalogue.products.splice(index, 0, gone!)
    await build()
    expect(brotliDecompressSync(await readFile(path.join(out, `${page(gone!)}.br`))).equals(await readFile(path.join(out, page(gone!))))).toBe(true)
  })

  it('starts each build from the spare, the site before the live one, and carries the last build\'s changes over', async () => {
    const [a, b] = api.catalogue.products.filter(isVisible)
    a!.product_name = 'Spare Test Kurta'
    await build()
    const live = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest
    expect(live.touched).not.toBeNull()
    expect((await readFile(path.join(`${out}.spare`, SPARE_MARKER), 'utf8')).trim()).toBe(live.basedOn)
    b!.product_name = 'Second Spare Test Saree'
    await build()
    // This build started from the spare, which lacked the first change until it was brought level.
    const next = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest
    expect(next.basedOn).toBe(live.buildId)
    const pageA = path.join(out, productPath(a!).slice(1), 'index.html')
    expect(await readFile(pageA, 'utf8')).toContain('Spare Test Kurta')
    expect(brotliDecompressSync(await readFile(`${pageA}.br`)).toString()).toContain('Spare Test Kurta')
    expect(await readFile(path.join(out, productPath(b!).slice(1), 'index.html'), 'utf8')).toContain('Second Spare Test Saree')
  })

  it('puts the staging folder aside as the spare, level with the live site, when a build fails before writing to it', async () => {
    const [a, b] = api.catalogue.products.filter(isVisible)
    a!.product_name = 'Aside Test Kurta'
    await build()
    const live = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest
    const before = await folderDigest(out)
    const saved = structuredClone(api.catalogue.products)
    try {
      // Rejected in validation, after the staging folder was made from the spare (brought level with the live site).
      for (const product of api.catalogue.products.slice(0, 5)) (product as { price: unknown }).price = 'free'
      const env = { VITRINE_CARD_CACHE: path.join(work, 'og-cache') }
      const failed = await runCli(['build:catalog', '--host', api.url, '--api-url', '', '--site-url', SITE, '--out', out, '--snapshot-dir', path.join(work, 'snapshot'), '--max-invalid', '0.01'], { env })
      expect(failed.code).toBe(3)
    } finally {
      api.catalogue.products = saved
    }
    expect(await folderDigest(out)).toEqual(before)
    expect((await readFile(path.join(`${out}.spare`, SPARE_MARKER), 'utf8')).trim()).toBe(live.buildId)
    expect(await readFile(path.join(`${out}.spare`, productPath(a!).slice(1), 'index.html'), 'utf8')).toContain('Aside Test Kurta')
    expect(await glob('site.*', { cwd: work, onlyFiles: false })).toEqual(['site.spare'])
    // The next build starts from it and publishes both changes.
    api.catalogue.products.find((p) => p._id === b!._id)!.product_name = 'Aside Test Saree'
    await build()
    const next = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest
    expect(next.basedOn).toBe(live.buildId)
    expect(await readFile(path.join(out, productPath(a!).slice(1), 'index.html'), 'utf8')).toContain('Aside Test Kurta')
    expect(await readFile(path.join(out, productPath({ ...b!, product_name: 'Aside Test Saree' }).slice(1), 'index.html'), 'utf8')).toContain('Aside Test Saree')
  })

  it('writes the host rules: moved catalogue URLs, security headers and the nginx id map', async () => {
    const redirects = await readFile(path.join(out, '_redirects'), 'utf8')
    expect(redirects).toContain('/product/category/home-&-living_c-home  /product/category/home-living_c-home  301')
    expect(redirects).toContain('/product/category/c-home  /product/category/home-living_c-home  301')
    const headers = await readFile(path.join(out, '_headers'), 'utf8')
    expect(headers).toMatch(/\/\*\n {2}Cache-Control: [^\n]+\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' https:\/\/checkout\.razorpay\.com;/)
    expect(headers).toContain("frame-ancestors 'self'")
    const map = await readFile(path.join(out, '_nginx.map'), 'utf8')
    const product = api.catalogue.products.find(isVisible)!
    expect(map).toContain(`"p/${product._id}" "${encodeURI(productPath(product))}";`)
  })

  it("keeps the previous bundles' hashed assets for open tabs, up to --keep-assets bundles", async () => {
    // A stand-in for the bundle before the current one: an asset file and its generation in the manifest.
    const manifestFile = path.join(out, MANIFEST_FILE)
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest
    await writeFile(path.join(out, 'assets', 'chunk-from-last-deploy.js'), 'export {}')
    manifest.assets.push({ codeHash: 'an-older-bundle', files: ['assets/chunk-from-last-deploy.js'] })
    await writeFile(manifestFile, JSON.stringify(manifest))
    const bump = async () => {
      const product = api.catalogue.products.find(isVisible)!
      product.product_name = `${product.product_name} `.trimEnd() + ' II'
    }
    await bump()
    await build()
    expect(existsSync(path.join(out, 'assets', 'chunk-from-last-deploy.js'))).toBe(true)
    await bump()
    await build(['--keep-assets', '1'])
    expect(existsSync(path.join(out, 'assets', 'chunk-from-last-deploy.js'))).toBe(false)
  })

  it('renders everything again when the site URL changes', async () => {
    const moved = await build(['--site-url', 'https://www.shop.example.in'])
    expect(moved.fullRender).toBe('site URL changed')
    expect(moved.pages.rendered).toBe(moved.pages.total)
    expect(moved.images.drawn).toBe(0)
    const html = await readFile(path.join(out, 'faq/index.html'), 'utf8')
    expect(html).toContain('https://www.shop.example.in/faq')
    // The sitemap is kept while what it lists is the same; a new address is not the same.
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://www.shop.example.in/faq</loc>')
    expect(sitemap).not.toContain(`<loc>${SITE}/`)
    // The last build's page links were let go before the render (none comes over): the new manifest has the new ones.
    const manifest = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as BuildManifest
    const home = manifest.routes['/']!
    expect(home.links.length).toBeGreaterThan(0)
    expect(home.links.every((link) => link.startsWith('/'))).toBe(true)
  })

  it('rebuilds a site made by an earlier build version from nothing: its page context JSON files do not come over', async () => {
    const manifestFile = path.join(out, MANIFEST_FILE)
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest
    await writeFile(manifestFile, JSON.stringify({ ...manifest, version: 2 }))
    // What a version 2 build left beside each page (the shop routed in the browser then).
    await writeFile(path.join(out, 'faq/index.pageContext.json'), '{"pageId":"/pages/faq"}')
    await writeFile(path.join(out, 'faq/index.pageContext.json.br'), brotliCompressSync('{"pageId":"/pages/faq"}'))
    const rebuilt = await build()
    expect(rebuilt.fullRender).toBe('no previous build')
    expect(rebuilt.pages.rendered).toBe(rebuilt.pages.total)
    expect(await glob('**/*.pageContext.json*', { cwd: out, dot: true })).toEqual([])
    expect(existsSync(path.join(out, 'faq/index.html'))).toBe(true)
  })
})
