/**
 * Sharded builds: four `build:catalog --shard i/4` processes, each making its share of the pages and share cards into
 * an artifact folder, and `build:merge` publishing their union, make the very site one build of the same catalogue
 * makes; a missing or failed shard, or shards of different catalogues, fail the merge and leave the site as it was;
 * the merged site's manifest makes the next build incremental.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPath, shareImagePath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { livePaths } from '../../data/contract/calls'
import { catalogueCalls } from '../../data/contract/schemas'
import type { BuildSummary } from '../../scripts/buildPipeline'
import { MANIFEST_FILE, plannedCardHash, type BuildManifest } from '../../scripts/steps/manifest'
import type { MergeSummary } from '../../scripts/steps/merge'
import { startFaultApi, type FaultApi } from './faultApi'
import { folderDigest, runCli, tempDir } from './helpers'

const SITE = 'https://shop.example.in'
const SHARDS = [1, 2, 3, 4]

describe('sharded builds and build:merge', () => {
  let api: FaultApi
  let work: string
  let startedAt: string
  const build = (out: string, name: string, extra: string[] = []) =>
    runCli(['build:catalog', '--host', api.url, '--api-url', '', '--site-url', SITE, '--out', out, '--snapshot-dir', path.join(work, `snapshot-${name}`), '--json', ...extra], {
      env: { VITRINE_CARD_CACHE: path.join(work, `og-${name}`) },
    })
  const artifact = (i: number, name = '') => path.join(work, `shard-${i}${name}`)
  const merge = (artifacts: string[]) => runCli(['build:merge', '--out', path.join(work, 'site'), '--json', ...artifacts])
  const ok = (result: Awaited<ReturnType<typeof runCli>>) => {
    expect(result.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
    expect(result.code).toBe(0)
    return JSON.parse(result.stdout) as BuildSummary
  }

  beforeAll(async () => {
    api = await startFaultApi()
    work = await tempDir('shards')
    startedAt = new Date().toISOString()
  }, 30_000)

  afterAll(async () => {
    await api?.close()
    await rm(work, { recursive: true, force: true })
  })

  it('makes, from four shards run side by side, the very site one build makes', async () => {
    const single = ok(await build(path.join(work, 'single'), 'single'))
    const shards = (await Promise.all(SHARDS.map((i) => build(artifact(i), `shard-${i}`, ['--shard', `${i}/4`])))).map(ok)
    // Each page and card is made once, by one shard.
    expect(shards.reduce((sum, s) => sum + s.pages.rendered, 0)).toBe(single.pages.total)
    expect(shards.reduce((sum, s) => sum + s.images.drawn, 0)).toBe(single.images.total)
    for (const shard of shards) expect(shard.pages.rendered).toBeLessThan(single.pages.total / 2)
    const merged = JSON.parse((await merge(SHARDS.map((i) => artifact(i)))).stdout) as MergeSummary
    expect(merged).toMatchObject({ ok: true, shards: 4, pages: { total: single.pages.total }, images: { total: single.images.total } })

    const one = await contentsOf(path.join(work, 'single'))
    const union = await contentsOf(path.join(work, 'site'))
    expect(Object.keys(union).sort()).toEqual(Object.keys(one).sort())
    for (const file of Object.keys(one)) expect(union[file], file).toBe(one[file])
  }, 120_000)

  it("keeps the whole site's manifest: the next build of the same catalogue finds nothing to do, and so does the next merge", async () => {
    const before = await folderDigest(path.join(work, 'site'))
    const again = await merge(SHARDS.map((i) => artifact(i)))
    expect(again.code).toBe(0)
    expect(again.stderr).toMatch(/nothing changed since the last merge/)
    expect(await folderDigest(path.join(work, 'site'))).toEqual(before)
    const next = ok(await build(path.join(work, 'site'), 'next'))
    expect(next.unchanged).toBe(true)
    expect(next.pages.rendered).toBe(0)
  }, 60_000)

  it('fails on a missing or failed shard, or shards of two catalogues, and leaves the site as it was', async () => {
    const before = await folderDigest(path.join(work, 'site'))
    const missing = await merge(SHARDS.slice(0, 3).map((i) => artifact(i)))
    expect(missing.code).toBe(4)
    expect(missing.stderr).toMatch(/^vitrine: shard 4\/4 missing/m)

    api.faults.set('/api/products', { kind: 'status', status: 500 })
    const broken = await build(artifact(4, '-failed'), 'failed', ['--shard', '4/4', '--retries', '0'])
    api.faults.clear()
    expect(broken.code).toBe(3)
    const failed = await merge([...SHARDS.slice(0, 3).map((i) => artifact(i)), artifact(4, '-failed')])
    expect(failed.code).toBe(4)
    expect(failed.stderr).toMatch(/^vitrine: .*shard-4-failed holds no shard artifact/m)

    const product = api.catalogue.products.find(isVisible)!
    const saved = product.product_name
    try {
      product.product_name = 'Repriced Between Shards'
      ok(await build(artifact(2, '-later'), 'later', ['--shard', '2/4']))
      const mixed = await merge([artifact(1), artifact(2, '-later'), artifact(3), artifact(4)])
      expect(mixed.code).toBe(4)
      expect(mixed.stderr).toMatch(/^vitrine: .* are shares of different sites/m)
    } finally {
      product.product_name = saved
    }
    expect(await folderDigest(path.join(work, 'site'))).toEqual(before)
  }, 90_000)

  it('makes, from four shards told which product changed (as the CMS hook tells a build), the very site one build makes', async () => {
    const product = api.catalogue.products.filter(isVisible)[2]!
    const saved = structuredClone(product)
    try {
      product.product_name = 'Named Across Shards Kurta'
      const variant = product.product_variants[0]
      if (variant) variant.price += 7
      else product.price = (product.price ?? 0) + 7
      const [lists, byIds] = [api.hits.get(catalogueCalls.products.path)?.length ?? 0, api.hits.get(livePaths.productsByIds)?.length ?? 0]
      // Each shard takes the other products over from its own last build (its snapshot and its artifact).
      const shards = (await Promise.all(SHARDS.map((i) => build(artifact(i), `shard-${i}`, ['--shard', `${i}/4`, '--changed-products', product._id])))).map(ok)
      expect(api.hits.get(catalogueCalls.products.path)?.length ?? 0).toBe(lists)
      expect(api.hits.get(livePaths.productsByIds)?.length ?? 0).toBe(byIds + SHARDS.length)
      for (const shard of shards) expect(shard.fullRender).toBeNull()
      // The product's page and card are one shard's to make; the pages that show its card may be any shard's.
      expect(shards.reduce((sum, s) => sum + s.images.drawn, 0)).toBe(1)
      expect(shards.flatMap((s) => s.pages.changedRoutes ?? [])).toContain(productPath(product))
      const merged = await merge(SHARDS.map((i) => artifact(i)))
      expect(merged.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(merged.code).toBe(0)

      // One build of the same catalogue, reading every product.
      ok(await build(path.join(work, 'single'), 'single'))
      const one = await contentsOf(path.join(work, 'single'))
      const union = await contentsOf(path.join(work, 'site'))
      expect(Object.keys(union).sort()).toEqual(Object.keys(one).sort())
      for (const file of Object.keys(one)) expect(union[file], file).toBe(one[file])
      expect(await readFile(path.join(work, 'site', productPath(product).slice(1), 'index.html'), 'utf8')).toContain('Named Across Shards Kurta')
    } finally {
      Object.assign(product, saved)
    }
  }, 120_000)

  it('merges shards of which one drew a card without its photo (it could not be fetched), and keeps that card marked to draw again', async () => {
    const product = api.catalogue.products.filter(isVisible)[3]!
    const saved = structuredClone(product)
    // A name of this run's own: a shard's card cache keeps the photos it fetched.
    const photo = `/media/fixture/withdrawn-${process.pid}-${Date.now()}.svg`
    try {
      for (const variant of product.product_variants) variant.image = photo
      api.faults.set(photo, { kind: 'status', status: 404 })
      const shards = (await Promise.all(SHARDS.map((i) => build(artifact(i), `shard-${i}`, ['--shard', `${i}/4`, '--changed-products', product._id])))).map(ok)
      const missing = shards.flatMap((s) => s.images.missingPhotos)
      expect(missing.length).toBeGreaterThan(0)
      for (const url of missing) expect(url).toContain(photo)
      const merged = await merge(SHARDS.map((i) => artifact(i)))
      expect(merged.stderr.match(/^vitrine: .*/m)?.[0] ?? '').toBe('')
      expect(merged.code).toBe(0)
      const manifest = JSON.parse(await readFile(path.join(work, 'site', MANIFEST_FILE), 'utf8')) as BuildManifest
      const kept = manifest.images[shareImagePath('product', product._id).slice(1)]!
      expect(plannedCardHash(kept)).not.toBe(kept)
    } finally {
      api.faults.clear()
      Object.assign(product, saved)
    }
  }, 120_000)

  /**
   * Every published file (the build's manifest aside, which names its build), compressed copies read as what they
   * hold. A build's own clock shows in two files by design: the card index names when the catalogue was fetched, and
   * the sitemap dates pages the catalogue gives no date by when a build saw them change; those times are set aside.
   */
  async function contentsOf(dir: string): Promise<Record<string, string>> {
    const digest = await folderDigest(dir)
    const contents: Record<string, string> = {}
    for (const file of Object.keys(digest)) {
      if (file === '.vitrine-build.json') continue
      if (!/^(sitemap[^/]*\.xml|catalogue\/cards\.json)(\.br|\.gz)?$/.test(file)) {
        contents[file] = digest[file]!
        continue
      }
      const bytes = await readFile(path.join(dir, file))
      const text = (file.endsWith('.br') ? brotliDecompressSync(bytes) : file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')
      contents[file] = text.replace(/<lastmod>([^<]+)<\/lastmod>/g, (whole, date: string) => (date >= startedAt ? '<lastmod>(this build)</lastmod>' : whole)).replace(/^\{"builtAt":"[^"]*"/, '{"builtAt":"(this build)"')
    }
    return contents
  }
})
