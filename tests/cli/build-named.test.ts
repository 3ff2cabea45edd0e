/**
 * A rebuild told which products changed (`build:catalog --changed-products`, as the CMS's hook names them): it reads
 * those products with POST /api/products/by-ids instead of the whole product list, takes every other product over
 * from the last build, and makes exactly what a build from scratch makes. What it cannot do so (a product new to the
 * shop), it does by reading every product, and says why.
 */
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { livePaths } from '../../data/contract/calls'
import { catalogueCalls } from '../../data/contract/schemas'
import type { BuildSummary } from '../../scripts/buildPipeline'
import { startFaultApi, type FaultApi } from './faultApi'
import { expectAsFromScratch } from './fromScratch'
import { folderDigest, runCli, tempDir } from './helpers'

const SITE = 'https://shop.example.in'

describe('build:catalog --changed-products', () => {
  let api: FaultApi
  let work: string
  let out: string
  const run = (extra: string[], env: Record<string, string> = {}) =>
    runCli(['build:catalog', '--host', api.url, '--api-url', '', '--site-url', SITE, '--out', out, '--snapshot-dir', path.join(work, 'snapshot'), '--retries', '0', '--json', ...extra], {
      env: { VITRINE_CARD_CACHE: path.join(work, 'og-cache'), ...env },
    })
  const build = async (extra: string[] = [], env: Record<string, string> = {}) => {
    const result = await run(extra, env)
    expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
    expect(result.code).toBe(0)
    return { summary: JSON.parse(result.stdout) as BuildSummary, stderr: result.stderr }
  }
  const named = (...ids: string[]) => build(['--changed-products', ids.join(',')])
  const listReads = () => api.hits.get(catalogueCalls.products.path)?.length ?? 0
  const byIdReads = () => api.hits.get(livePaths.productsByIds)?.length ?? 0
  const pageOf = (product: { _id: string; product_name: string }) => path.join(out, productPath(product).slice(1), 'index.html')
  const asFromScratch = () => expectAsFromScratch({ host: api.url, site: SITE, work, out })

  beforeAll(async () => {
    api = await startFaultApi()
    work = await tempDir('named')
    out = path.join(work, 'site')
    await build()
  }, 240_000)

  afterAll(async () => {
    await api?.close()
    await rm(work, { recursive: true, force: true })
  })

  // Each case builds twice and once from scratch: past the default 20 s when the whole suite shares two cores.
  it('reads only the named products, takes every other one over, and makes what a build from scratch makes', async () => {
    const [repriced, renamed] = api.catalogue.products.filter(isVisible)
    const variant = repriced!.product_variants[0]
    if (variant) variant.price += 11
    else repriced!.price = (repriced!.price ?? 0) + 11
    renamed!.product_name = 'Named Ikat Saree'
    const [lists, byIds] = [listReads(), byIdReads()]
    const { summary } = await named(repriced!._id, renamed!._id)
    // The product list was not asked for: one by-ids call read both.
    expect(listReads()).toBe(lists)
    expect(byIdReads()).toBe(byIds + 1)
    expect(summary.unchanged).toBe(false)
    expect(summary.fullRender).toBeNull()
    expect(summary.products.fetched).toBe(api.catalogue.products.length)
    expect(summary.images.drawn).toBe(2)
    expect(summary.pages.changedRoutes).toEqual(expect.arrayContaining([productPath(repriced!), productPath(renamed!)]))
    expect(summary.pages.rendered).toBeLessThan(summary.pages.total / 2)
    await asFromScratch()

    // Named again with nothing new: the build stops as soon as its answers are in.
    const before = await folderDigest(out)
    const again = await named(repriced!._id, renamed!._id)
    expect(again.summary.unchanged).toBe(true)
    expect(await folderDigest(out)).toEqual(before)
    // The nightly build reads the whole list and finds every page as the named build left it.
    const beforeNightly = listReads()
    const nightly = await build()
    expect(listReads()).toBe(beforeNightly + 1)
    expect(nightly.summary.pages.rendered).toBe(0)
    expect(nightly.summary.images.drawn).toBe(0)
  }, 90_000)

  it('leaves the last full answer fit to line the next one up with: an edit undone at the source is seen', async () => {
    const product = api.catalogue.products.filter(isVisible)[3]!
    const saved = structuredClone(product)
    product.product_name = 'Named, Then Undone Kurta'
    await named(product._id)
    expect(await readFile(pageOf(product), 'utf8')).toContain('Named, Then Undone Kurta')
    // Undone in the shop: the product list is byte-for-byte the one the last full build read.
    Object.assign(product, saved)
    const nightly = await build([], { VITRINE_DEBUG_TIMING: '1' })
    expect(nightly.stderr).toMatch(/products: 1 records split, the rest lined up with the last answer/)
    expect(nightly.summary.pages.changedRoutes).toContain(productPath(product))
    expect(await readFile(pageOf(product), 'utf8')).not.toContain('Named, Then Undone Kurta')
    await asFromScratch()
  }, 90_000)

  it('takes a named product the API no longer has off the site', async () => {
    const products = api.catalogue.products
    const gone = products.filter(isVisible)[2]!
    products.splice(products.indexOf(gone), 1)
    const lists = listReads()
    const { summary } = await named(gone._id)
    expect(listReads()).toBe(lists)
    expect(summary.products.fetched).toBe(products.length)
    expect(summary.pages.removed).toBeGreaterThanOrEqual(1)
    expect(existsSync(pageOf(gone))).toBe(false)
    expect(existsSync(path.join(out, 'og', 'product', `${gone._id}.png`))).toBe(false)
    await asFromScratch()
  }, 90_000)

  it('reads every product when a named one is new to the shop, and says why', async () => {
    const template = api.catalogue.products.find(isVisible)!
    const added = { ...structuredClone(template), _id: 'p-named-new', product_name: 'Named Chanderi Dupatta' }
    api.catalogue.products.push(added)
    const lists = listReads()
    const { summary, stderr } = await named(added._id)
    expect(stderr).toContain('reading every product, not only the changed one: product p-named-new is new to the shop')
    expect(listReads()).toBe(lists + 1)
    expect(summary.products.fetched).toBe(api.catalogue.products.length)
    expect(existsSync(pageOf(added))).toBe(true)
    await asFromScratch()
  }, 90_000)

  it('keeps the last build when the named products cannot be read, and refuses a flag that names none', async () => {
    const before = await folderDigest(out)
    api.faults.set(livePaths.productsByIds, { kind: 'status', status: 503 })
    try {
      const failed = await run(['--changed-products', api.catalogue.products[0]!._id])
      expect(failed.code).toBe(3)
      expect(failed.stderr).toMatch(/^vitrine: could not read the changed products from http:\/\/127\.0\.0\.1:\d+: .*503/m)
    } finally {
      api.faults.delete(livePaths.productsByIds)
    }
    const empty = await run(['--changed-products', ' , '])
    expect(empty.code).toBe(2)
    expect(empty.stderr).toMatch(/^vitrine: --changed-products must name at least one product id/m)
    expect(await folderDigest(out)).toEqual(before)
  }, 60_000)
})
