import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import glob from 'fast-glob'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryPath, productPath } from '../../data/catalogue/paths'
import { htmlFileFor } from '../../data/catalogue/routes'
import { isVisible } from '../../data/catalogue/visibility'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { folderContents, freePort, runCli, tempDir } from './helpers'

describe('vitrine build:catalog on the embedded demo API', () => {
  let work: string
  let out: string
  let snapshot: CatalogueSnapshot
  let build: Awaited<ReturnType<typeof runCli>>

  beforeAll(async () => {
    work = await tempDir('build')
    out = path.join(work, 'site')
    // As `PORT=4500 npm start` runs it: no --site-url, and the port `vitrine serve` will listen on in PORT.
    build = await runCli(['build:catalog', '--out', out, '--db', path.join(work, 'shop.db'), '--snapshot-dir', path.join(work, 'snapshot'), '--products', '60', '--json'], {
      env: { PORT: '4500' },
    })
    if (build.code === 0) snapshot = JSON.parse(await readFile(path.join(work, 'snapshot', 'catalogue.json'), 'utf8')) as CatalogueSnapshot
  }, 180_000)

  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  it('exits 0 and prints a JSON summary on stdout', () => {
    expect(build.stderr.includes('vitrine:') ? build.stderr : '').toBe('')
    expect(build.code).toBe(0)
    const summary = JSON.parse(build.stdout) as { ok: boolean; pages: { total: number; rendered: number }; products: { fetched: number } }
    expect(summary.ok).toBe(true)
    expect(summary.products.fetched).toBe(60)
    expect(summary.pages.total).toBeGreaterThan(60)
    expect(summary.pages.rendered).toBe(summary.pages.total)
  })

  it('renders a page for every visible product and none for invisible ones', () => {
    const visible = snapshot.products.filter(isVisible)
    const invisible = snapshot.products.filter((p) => !isVisible(p))
    // The demo catalogue must hold both kinds, or this test would prove nothing.
    expect(visible.length).toBeGreaterThan(40)
    expect(invisible.length).toBeGreaterThan(0)
    for (const product of visible) expect(existsSync(path.join(out, htmlFileFor(productPath(product)))), productPath(product)).toBe(true)
    for (const product of invisible) expect(existsSync(path.join(out, htmlFileFor(productPath(product)))), productPath(product)).toBe(false)
  })

  it('renders the product name, price and ADD TO BAG into the static HTML', async () => {
    const product = snapshot.products.find(isVisible)!
    const html = await readFile(path.join(out, htmlFileFor(productPath(product))), 'utf8')
    expect(html).toContain(product.product_name.replace(/&/g, '&amp;'))
    expect(html).toContain('ADD TO BAG')
    expect(html).toContain('₹')
  })

  it('renders home, the all-products listing and every category listing', () => {
    expect(existsSync(path.join(out, 'index.html'))).toBe(true)
    expect(existsSync(path.join(out, 'product/all/index.html'))).toBe(true)
    expect(snapshot.categories.length).toBe(7)
    for (const category of snapshot.categories) {
      expect(existsSync(path.join(out, htmlFileFor(categoryPath(category))))).toBe(true)
      for (const sub of category.sub_categories) expect(existsSync(path.join(out, htmlFileFor(categoryPath(category, sub))))).toBe(true)
    }
  })

  it('publishes pages with no inline executable script or event handler (the CSP allows scripts from the site only)', async () => {
    const pages = await glob('**/*.html', { cwd: out })
    expect(pages.length).toBeGreaterThan(60)
    for (const page of pages) {
      const html = await readFile(path.join(out, page), 'utf8')
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        if (/\bsrc="\/[^"]*"/.test(tag)) continue
        expect(tag, page).toMatch(/\btype="application\/(ld\+)?json"/)
      }
      expect(html, page).not.toMatch(/<[^>]+\son[a-z]+="/)
      expect(html, page).not.toContain('javascript:')
    }
  })

  it('builds every absolute URL for the port npm start serves on, and a social card on every page', async () => {
    const SITE = 'http://localhost:4500'
    const pages = await glob('**/*.html', { cwd: out })
    let canonicals = 0
    for (const page of pages) {
      const html = await readFile(path.join(out, page), 'utf8')
      const absolute = [...html.matchAll(/(?:href|content)="(https?:\/\/[^"/]+)[^"]*"/g)].map((m) => m[1]).filter((origin) => /localhost|127\.0\.0\.1/.test(origin!))
      expect(new Set(absolute), page).toEqual(new Set([SITE]))
      if (html.includes('rel="canonical"')) canonicals++
      expect(html, page).toContain(`<meta property="og:image" content="${SITE}/og/`)
      for (const tag of ['property="og:image:width" content="1200"', 'property="og:image:height" content="630"', 'property="og:image:type" content="image/png"', 'property="og:image:alt" content="', 'name="twitter:image:alt" content="']) {
        expect(html, `${page}: ${tag}`).toContain(tag)
      }
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
        for (const [url] of json!.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1)[^"]*/g)) expect(url, page).toMatch(/^http:\/\/localhost:4500\//)
      }
    }
    expect(canonicals).toBeGreaterThan(60)
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8')
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs.length).toBeGreaterThan(0)
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true)
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('prints its progress lines and summary only, even when it bundles the pages afresh (the bundler speaks with VITRINE_DEBUG=1)', async () => {
    // An API base no other build uses is baked into a bundle of its own: this build runs Vite.
    const quiet = await runCli(['build:catalog', '--out', path.join(work, 'quiet'), '--db', path.join(work, 'shop.db'), '--snapshot-dir', path.join(work, 'quiet-snapshot'), '--api-url', `http://quiet-${Date.now()}.invalid`], { env: { VITRINE_DEBUG: '' } })
    expect(quiet.code, quiet.stderr).toBe(0)
    const output = `${quiet.stdout}${quiet.stderr}`
    expect(output).toContain('bundling pages')
    const lines = output.split('\n').filter((line) => line.trim())
    const unexpected = lines.filter((line) => !/^(fetching catalogue|fetch: |rendering |share images: |bundling pages|render: |published )/.test(line))
    expect(unexpected).toEqual([])
  })

  it('keeps the last answers of its own API only: a rebuild from the demo API on a new port lets the old copies go', async () => {
    const kept = path.join(work, 'snapshot', 'http')
    const keptNow = async () => (await readdir(kept)).filter((file) => /^[0-9a-f]{40}\.(?:json|sha1|etag)$/.test(file)).sort()
    const first = await keptNow()
    // The product list and the other calls of the first build, each with its body, digest and tag.
    expect(first.filter((file) => file.endsWith('.etag')).length).toBeGreaterThan(3)
    const again = await runCli(['build:catalog', '--out', out, '--db', path.join(work, 'shop.db'), '--snapshot-dir', path.join(work, 'snapshot'), '--json'], { env: { PORT: '4500' } })
    expect(again.code, again.stderr).toBe(0)
    // Each run of `npm start` serves the demo API on a port of its own: its answers were kept beside every earlier run's.
    const second = await keptNow()
    expect(second.length).toBe(first.length)
    expect(second.filter((file) => first.includes(file))).toEqual([])
  })

  it('fails with one clear line and leaves the published site byte-for-byte as it was when the API is down', async () => {
    const before = await folderContents(out)
    const deadPort = await freePort()
    const failed = await runCli(['build:catalog', '--host', `http://127.0.0.1:${deadPort}`, '--out', out, '--snapshot-dir', path.join(work, 'snapshot-dead')], {
      env: { VITRINE_HTTP_RETRIES: '1' },
    })
    expect(failed.code).toBe(3)
    expect(failed.stderr).toMatch(/^vitrine: could not read \/api\/product-categories|^vitrine: could not read \/api\/products/m)
    expect(await folderContents(out)).toEqual(before)
  }, 60_000)

  it('refuses a bad flag with exit code 2 and names the flag', async () => {
    const bad = await runCli(['build:catalog', '--host', 'not a url', '--out', out])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--host must be a URL')
  })
})
