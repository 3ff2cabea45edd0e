/**
 * `vitrine build:catalog` against a fault-injecting API: every failure exits with its code and one clear line and
 * leaves the published site byte-for-byte as it was; transient faults are retried and the build succeeds.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { productPath, shareImagePath } from '../../data/catalogue/paths'
import { htmlFileFor } from '../../data/catalogue/routes'
import type { Product } from '../../data/contract/schemas'
import { MANIFEST_FILE } from '../../scripts/steps/manifest'
import { HOST_SILENCES_MAX, IN_PROCESS_MAX } from '../../scripts/steps/shareImages'
import { startFaultApi, type Fault, type FaultApi } from './faultApi'
import { folderDigest, runCli, tempDir } from './helpers'

describe('build:catalog against a faulty API', () => {
  let api: FaultApi
  let work: string
  let out: string
  /** A build into `dir` (its `site` and `snapshot`): the tests' shared folder unless told otherwise. */
  const buildInto = (dir: string, extra: string[] = [], env: Record<string, string> = {}) =>
    runCli(['build:catalog', '--host', api.url, '--api-url', '', '--out', path.join(dir, 'site'), '--snapshot-dir', path.join(dir, 'snapshot'), '--json', ...extra], { env })
  const build = (extra: string[] = [], env: Record<string, string> = {}) => buildInto(work, extra, env)

  beforeAll(async () => {
    api = await startFaultApi()
    work = await tempDir('faults')
    out = path.join(work, 'site')
    const first = await build()
    expect(first.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
    expect(first.code).toBe(0)
  }, 240_000)

  afterEach(() => {
    api.faults.clear()
    api.hits.clear()
  })

  afterAll(async () => {
    await api?.close()
    await rm(work, { recursive: true, force: true })
  })

  /** Runs `test`, which may edit the served catalogue's products; they are put back as they were after it. */
  async function withProductsPutBack(test: () => Promise<void>) {
    const saved = structuredClone(api.catalogue.products)
    try {
      await test()
    } finally {
      api.catalogue.products = saved
    }
  }

  /** Runs a build that must fail: its exit code, its one message line, and the published site untouched. */
  async function expectFailure(args: string[], code: number, message: RegExp) {
    const before = await folderDigest(out)
    const result = await build(args)
    expect(result.code).toBe(code)
    expect(result.stderr).toMatch(message)
    expect(result.stdout).toBe('')
    expect(await folderDigest(out)).toEqual(before)
    return result
  }

  it('times out a hanging endpoint, retries once, then fails with exit 3', async () => {
    api.faults.set('/api/products', { kind: 'hang' })
    await expectFailure(['--timeout', '500', '--retries', '1'], 3, /^vitrine: could not read \/api\/products from .*failed after 2 attempts \(timed out after 500 ms\)/m)
    expect(api.hits.get('/api/products')!.length).toBeGreaterThanOrEqual(2)
  })

  it('fails with exit 3 when a required call keeps answering 500', async () => {
    api.faults.set('/api/product-categories', { kind: 'status', status: 500 })
    const result = await expectFailure(['--retries', '2'], 3, /^vitrine: could not read \/api\/product-categories from .*failed after 3 attempts \(HTTP 500\)/m)
    expect(result.stderr).toMatch(/retrying .*\/api\/product-categories \(attempt 2, HTTP 500/)
  })

  it('retries a transient 500 and succeeds', async () => {
    api.faults.set('/api/products', { kind: 'status', status: 503, times: 1 })
    const result = await build()
    expect(result.code).toBe(0)
    expect(api.hits.get('/api/products')).toHaveLength(2)
  })

  it('retries an optional call a busy API timed out (408), and a first build has its answer', async () => {
    // A first build: no answer kept from an earlier one to fall back on, so without the retry it went without menus.
    const first = await tempDir('faults-first')
    api.hits.clear()
    api.faults.set('/api/menus', { kind: 'status', status: 408, times: 1 })
    const result = await buildInto(first)
    await rm(first, { recursive: true, force: true })
    expect(result.code).toBe(0)
    expect(result.stderr).not.toMatch(/unavailable/)
    expect(result.stderr).toMatch(/retrying .*\/api\/menus \(attempt 2, HTTP 408/)
    expect(api.hits.get('/api/menus')).toHaveLength(2)
  })

  it('fails with exit 3 on a connection reset every time, and does not retry a 404', async () => {
    api.faults.set('/api/products', { kind: 'reset' })
    await expectFailure(['--retries', '1'], 3, /^vitrine: could not read \/api\/products from .*failed after 2 attempts \(ECONNRESET/m)
    api.faults.set('/api/products', { kind: 'status', status: 404 })
    api.hits.clear()
    await expectFailure(['--retries', '3'], 3, /^vitrine: could not read \/api\/products from .*answered 404: Injected failure/m)
    expect(api.hits.get('/api/products')).toHaveLength(1)
  })

  it('fails with exit 3 on malformed JSON from a required call', async () => {
    api.faults.set('/api/products', { kind: 'malformed' })
    await expectFailure([], 3, /^vitrine: could not read \/api\/products from .*answered malformed JSON/m)
  })

  it('waits as long as a 429 Retry-After asks, then succeeds', async () => {
    api.faults.set('/api/products', { kind: 'retryAfter', seconds: 1, times: 1 })
    const result = await build()
    expect(result.code).toBe(0)
    const [first, second] = api.hits.get('/api/products')!
    expect(second! - first!).toBeGreaterThanOrEqual(950)
    expect(result.stderr).toMatch(/retrying .*\/api\/products \(attempt 2, HTTP 429, waiting 1000 ms\)/)
  })

  it('skips an invalid product with one warning naming it and the field, and builds the rest', () =>
    withProductsPutBack(async () => {
      const index = 2
      const id = api.catalogue.products[index]!._id
      ;(api.catalogue.products[index] as { product_name: string }).product_name = ''
      // One with a name is named by it too: what an editor finds it by in the CMS.
      const priced = api.catalogue.products[index + 1]!
      ;(priced as { price: unknown }).price = 'free'
      // Two of the fault API's few products are more than the default share of invalid records.
      const result = await build(['--max-invalid', '0.2'])
      expect(result.code).toBe(0)
      const warnings = result.stderr.split('\n').filter((line) => line.includes('skipped products['))
      expect(warnings).toHaveLength(2)
      expect(warnings[0]).toMatch(new RegExp(`^warning: skipped products\\[${index}\\] \\(_id ${id}\\): product_name: `))
      expect(warnings[1]).toMatch(new RegExp(`^warning: skipped products\\[${index + 1}\\] \\(_id ${priced._id}\\) "${priced.product_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}": price: `))
      const summary = JSON.parse(result.stdout) as { skipped: Array<{ call: string; index: number; id: string; name?: string; reason: string }> }
      expect(summary.skipped).toEqual([
        expect.objectContaining({ call: 'products', index, id, reason: expect.stringMatching(/^product_name/) }),
        expect.objectContaining({ call: 'products', index: index + 1, id: priced._id, name: priced.product_name, reason: expect.stringMatching(/^price/) }),
      ])
      expect(summary.skipped[0]).not.toHaveProperty('name')
    }))

  it('fails with exit 3 when more than --max-invalid of the products are invalid', () =>
    withProductsPutBack(async () => {
      for (const product of api.catalogue.products.slice(0, 5)) (product as { price: unknown }).price = 'free'
      await expectFailure(['--max-invalid', '0.2'], 3, /^vitrine: 5 of \d+ records from \/api\/products are invalid \(more than 20%\)/m)
    }))

  it('sanitises a product description: no script, event handler or javascript: URL reaches the page', () =>
    withProductsPutBack(async () => {
      const product = api.catalogue.products[0]!
      product.description = '<p>Soft cotton.</p><script>alert("x")</script><img src="/media/x.svg" onerror="alert(1)"><a href="javascript:alert(2)" onclick="steal()">care guide</a><p onmouseover="x()">Hand wash.</p>'
      const result = await build()
      expect(result.code).toBe(0)
      const file = path.join(out, htmlFileFor(productPath(product)))
      // The page's data is inline (no page context JSON beside it), so this reads both what is shown and what hydrates.
      const html = await readFile(file, 'utf8')
      expect(html).toContain('Soft cotton.')
      expect(html).toContain('Hand wash.')
      expect(html).not.toContain('alert(')
      expect(html).not.toMatch(/onerror|onclick|onmouseover|javascript:/i)
      expect(html).not.toContain('steal()')
    }))

  /**
   * Runs `test` with the first product's photo at an address that answers with `fault`, of this run's own (the card
   * cache, and its photos, are shared by every build of the checkout); the catalogue is restored after.
   */
  function withFaultyPhoto(name: string, fault: Fault, test: (product: Product, photo: string) => Promise<void>) {
    return withProductsPutBack(async () => {
      const product = api.catalogue.products[0]!
      const photo = `/media/fixture/${name.replace(/(\.\w+)?$/, `-${process.pid}-${Date.now()}$1`)}`
      for (const variant of product.product_variants ?? []) variant.image = photo
      api.faults.set(photo, fault)
      await test(product, photo)
    })
  }

  it("publishes a product's share card without its photo when the photo cannot be fetched, and names the photo", () =>
    withFaultyPhoto('taken-down.svg', { kind: 'status', status: 404 }, async (product, photo) => {
      const before = await folderDigest(out)
      const result = await build()
      expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(result.code).toBe(0)
      const summary = JSON.parse(result.stdout) as { images: { drawn: number; missingPhotos: string[] } }
      expect(summary.images.missingPhotos).toEqual([expect.stringContaining(photo)])
      const card = shareImagePath('product', product._id).slice(1)
      const after = await folderDigest(out)
      // Its card was drawn anew (a plain panel where the photo was) and published in place of the old one.
      expect(after[card]).toBeDefined()
      expect(after[card]).not.toBe(before[card])
      // The photo is back. A build the same day (another product's edit) leaves the card as it is: while a media host
      // is down, an editor's every rebuild would otherwise draw such cards again and wait on their photos.
      api.faults.clear()
      api.catalogue.products[1]!.sort_description = 'Edited since.'
      const sameDay = await build()
      expect(sameDay.code).toBe(0)
      expect(JSON.parse(sameDay.stdout)).toMatchObject({ images: { drawn: 0 } })
      expect((await folderDigest(out))[card]).toBe(after[card])
      // A build on a later day (the published manifest's marks dated the day before, as such a build finds them)
      // draws it again with its photo, though nothing the card shows has changed; the listings' cards that show the
      // same photo were drawn without it too, and are drawn again with it.
      const manifestFile = path.join(out, MANIFEST_FILE)
      await writeFile(manifestFile, (await readFile(manifestFile, 'utf8')).replace(/~nophoto@\d{4}-\d{2}-\d{2}/g, '~nophoto@2000-01-01'))
      api.catalogue.products[1]!.sort_description = 'Edited the next day.'
      const nextDay = await build()
      expect(nextDay.code).toBe(0)
      expect(JSON.parse(nextDay.stdout)).toMatchObject({ images: { drawn: summary.images.drawn, missingPhotos: [] } })
      const restored = (await folderDigest(out))[card]
      expect(restored).toBeDefined()
      expect(restored).not.toBe(after[card])
      // And the build after that has nothing to draw.
      expect(JSON.parse((await build()).stdout)).toMatchObject({ images: { drawn: 0 } })
    }))

  // 200, but a JSON error body: once taken for a JPEG, which failed the whole build ('Invalid JPEG').
  it("draws a product's card without a photo the server answered with something else than an image, and names it", () =>
    withFaultyPhoto('error-page.jpg', { kind: 'malformed' }, async (_product, photo) => {
      const result = await build()
      expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(result.code).toBe(0)
      expect(result.stderr).toMatch(new RegExp(`warning: share-card photo ${photo} unavailable \\(not a JPEG, PNG, GIF, WebP or SVG image\\)`))
      const summary = JSON.parse(result.stdout) as { images: { missingPhotos: string[] } }
      expect(summary.images.missingPhotos).toEqual([photo])
    }))

  // A JPEG by its first bytes, cut short in its headers: fetched and typed, but not drawable. Its cards were kept as if
  // drawn with it, so no later build drew them again, and the summary did not name it.
  it("names a photo that is an image by its first bytes but cannot be drawn, and draws its cards again another day", () =>
    withFaultyPhoto('cut-short.jpg', { kind: 'bytes', contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]) }, async (product, photo) => {
      // Enough products show it that their cards are drawn by a worker thread, not in-process (IN_PROCESS_MAX).
      const sharing = api.catalogue.products.slice(1, 2 * IN_PROCESS_MAX)
      for (const other of sharing) {
        for (const variant of other.product_variants ?? []) variant.image = photo
        Object.assign(other, { main_image: photo, image: photo })
      }
      const result = await build()
      expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(result.code).toBe(0)
      expect(result.stderr).toMatch(/warning: share-card photo .* could not be drawn/)
      const summary = JSON.parse(result.stdout) as { images: { drawn: number; missingPhotos: string[] } }
      expect(summary.images.missingPhotos).toEqual([expect.stringContaining(photo)])
      const card = shareImagePath('product', product._id).slice(1)
      const manifestFile = path.join(out, MANIFEST_FILE)
      const images = (JSON.parse(await readFile(manifestFile, 'utf8')) as { images: Record<string, string> }).images
      const cards = [product, ...sharing].map((shown) => images[shareImagePath('product', shown._id).slice(1)]).filter((hash) => hash !== undefined)
      expect(summary.images.drawn).toBeGreaterThan(IN_PROCESS_MAX)
      expect(cards.length).toBeGreaterThan(1)
      for (const hash of cards) expect(hash).toMatch(/~nophoto@\d{4}-\d{2}-\d{2}$/)
      const plain = (await folderDigest(out))[card]
      // The host has the whole photo by the next day: the card is drawn again, with it.
      api.faults.clear()
      await writeFile(manifestFile, (await readFile(manifestFile, 'utf8')).replace(/~nophoto@\d{4}-\d{2}-\d{2}/g, '~nophoto@2000-01-01'))
      api.catalogue.products[1]!.sort_description = 'Edited the next day.'
      const nextDay = await build()
      expect(nextDay.code).toBe(0)
      expect(JSON.parse(nextDay.stdout)).toMatchObject({ images: { drawn: summary.images.drawn, missingPhotos: [] } })
      expect((await folderDigest(out))[card]).not.toBe(plain)
    }))

  it('stops asking a media host that answers none of its photos, and draws the rest of its cards without them', () =>
    withProductsPutBack(async () => {
      // Forty more products, each with a photo of its own, and every one of their photos hangs.
      const base = api.catalogue.products.find((p) => (p.product_variants ?? []).length > 0)!
      const photos = Array.from({ length: 40 }, (_, i) => `/media/fixture/silent-${process.pid}-${i}.svg`)
      api.catalogue.products.push(
        ...photos.map((photo, i) => {
          const copy = structuredClone(base)
          copy._id = `${base._id}-silent-${i}`
          copy.product_name = `${base.product_name} ${i + 1}`
          for (const variant of copy.product_variants ?? []) {
            variant._id = `${variant._id}-silent-${i}`
            variant.image = photo
          }
          return copy
        }),
      )
      for (const photo of photos) api.faults.set(photo, { kind: 'hang' })
      const dir = await tempDir('faults-silent-media')
      try {
        const result = await buildInto(dir, ['--timeout', '400', '--retries', '1'], { VITRINE_CARD_CACHE: path.join(dir, 'og') })
        expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
        expect(result.code).toBe(0)
        expect(result.stderr).toContain(`answered none of the last ${HOST_SILENCES_MAX} photos asked of it; its other photos are not asked for in this build`)
        // The photos asked for before it gave up (eight at a time), not one per card.
        expect(photos.filter((photo) => api.hits.has(photo)).length).toBeLessThanOrEqual(2 * HOST_SILENCES_MAX)
        const summary = JSON.parse(result.stdout) as { images: { drawn: number; total: number; missingPhotos: string[] } }
        expect(summary.images.drawn).toBe(summary.images.total)
        expect(summary.images.missingPhotos.sort()).toEqual([...photos].sort())
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }), 60_000)

  it("draws a product's card without a photo whose address is no web address (data:, javascript:), and names it", () =>
    withProductsPutBack(async () => {
      for (const photo of ['data:image/png;base64,AAAA', 'javascript:alert(1)']) {
        for (const variant of api.catalogue.products[0]!.product_variants ?? []) variant.image = photo
        const result = await build()
        expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
        expect(result.code).toBe(0)
        expect(result.stderr).toContain(`warning: share-card photo ${photo} unavailable (not an http or https address)`)
        expect(JSON.parse(result.stdout)).toMatchObject({ images: { missingPhotos: [photo] } })
      }
    }))

  it('publishes a product whose name is longer than a folder name may be, at an address cut to fit', () =>
    withProductsPutBack(async () => {
      const product = api.catalogue.products[0]!
      // Once ENAMETOOLONG, and the whole build failed.
      product.product_name = `${'Handwoven Banarasi Silk Saree with Zari Border '.repeat(8)}साड़ी`.trim()
      const result = await build()
      expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(result.code).toBe(0)
      expect(await readFile(path.join(out, htmlFileFor(productPath(product))), 'utf8')).toContain('Handwoven Banarasi Silk Saree')
    }))

  it('publishes a product that still names a category the shop has deleted, its breadcrumb naming only the ones it has', () =>
    withProductsPutBack(async () => {
      const product = api.catalogue.products[0]!
      // Once a breadcrumb link to a listing that is not there, and the link check failed the whole build (exit 4).
      product.categories = [{ _id: 'c-deleted', category_name: 'Deleted Since' }, ...product.categories]
      const result = await build()
      expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(result.code).toBe(0)
      const html = await readFile(path.join(out, htmlFileFor(productPath(product))), 'utf8')
      expect(html).toContain('Chanderi Silk Kurta')
      expect(html).not.toContain('href="/product/category/deleted-since_c-deleted"')
    }))
})
