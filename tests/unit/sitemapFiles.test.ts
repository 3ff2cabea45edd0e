import { Readable } from 'node:stream'
import { parseSitemap, parseSitemapIndex } from 'sitemap'
import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { cardPartPath, FIRST_CARDS, firstCardsPath, OTHER_PART_PATH, type ListingScope } from '../../data/catalogue/cardParts'
import { SORT_KEYS } from '../../data/catalogue/sorting'
import { ProductMemo } from '../../data/build/productMemo'
import type { ProductSummary } from '../../data/build/productSummary'
import { routeInputs } from '../../data/build/routeInputs'
import { isNewInSince, isVisible } from '../../data/catalogue/visibility'
import { NGINX_MAP_FILE, SAME_ORIGIN_POLICY } from '../../data/hostRules'
import { groupKey, siteFiles, sitemapFileNames, sitemapFiles, sitemapGroupNames, sitemapGroups, sitemapKeys, sitemapUrls, type LastSiteFiles } from '../../scripts/steps/siteFiles'
import { blogSnapshot } from '../fixtures/blogs'
import { repeatedSnapshot } from '../fixtures/catalogue'

const SITE = 'https://shop.example/'
/** A category's card index part as the site holds it (the products in no known category without one). */
const partFile = (categoryId?: string) => (categoryId === undefined ? OTHER_PART_PATH : cardPartPath(categoryId)).slice(1)
/** All Products' first cards in each order (cardParts.ts FIRST_PAGES). */
const FIRST_FILES = SORT_KEYS.map((sort) => firstCardsPath(sort).slice(1))
const urls = [
  { path: '/', lastmod: '2026-11-01T00:00:00.000Z' },
  { path: '/product/all', lastmod: '2026-11-02T00:00:00.000Z' },
  { path: "/blog-detail/tea & 'tiffin'", lastmod: '2026-11-03T00:00:00.000Z' },
]

describe('sitemap files', () => {
  it('lists each URL with its lastmod, escaped for XML, as the sitemap protocol reads it', async () => {
    const files = await sitemapFiles(SITE, urls)
    expect([...files.keys()]).toEqual(['sitemap.xml'])
    const items = await parseSitemap(Readable.from(files.get('sitemap.xml')!))
    expect(items.map((i) => [i.url, i.lastmod])).toEqual([
      ['https://shop.example/', '2026-11-01T00:00:00.000Z'],
      ['https://shop.example/product/all', '2026-11-02T00:00:00.000Z'],
      ["https://shop.example/blog-detail/tea%20&%20'tiffin'", '2026-11-03T00:00:00.000Z'],
    ])
    expect(files.get('sitemap.xml')).toContain('&amp;')
  })

  it('splits past the limit into numbered files and an index naming each with its newest lastmod', async () => {
    const files = await sitemapFiles(SITE, urls, 2)
    expect([...files.keys()].sort()).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap.xml'])
    const index = await parseSitemapIndex(Readable.from(files.get('sitemap.xml')!))
    expect(index.map((i) => [i.url, i.lastmod])).toEqual([
      ['https://shop.example/sitemap-0.xml', '2026-11-02T00:00:00.000Z'],
      ['https://shop.example/sitemap-1.xml', '2026-11-03T00:00:00.000Z'],
    ])
    expect((await parseSitemap(Readable.from(files.get('sitemap-1.xml')!))).map((i) => i.url)).toEqual(["https://shop.example/blog-detail/tea%20&%20'tiffin'"])
  })
})

describe('generated files kept from the last build', () => {
  const made = async (snapshot: CatalogueSnapshot, last?: LastSiteFiles, code = 'code-1') => {
    const index = catalogueIndex(snapshot)
    const urls = sitemapUrls(index, index.visible.map((p) => ({ kind: 'product', path: p.card.path }) as never), () => '2026-11-01T00:00:00.000Z')
    return siteFiles(index, SITE, urls, SAME_ORIGIN_POLICY, code, last)
  }
  const lastOf = (site: Awaited<ReturnType<typeof made>>): LastSiteFiles => ({ keys: site.keys, hashes: Object.fromEntries([...site.files.keys(), ...site.kept].map((f) => [f, `hash of ${f}`])) })
  const edited = (edit: (copy: CatalogueSnapshot) => void) => {
    const copy = structuredClone(blogSnapshot)
    edit(copy)
    return copy
  }
  const first = made(blogSnapshot)

  it('past the limit, keys each file by its own URLs and the index by their newest dates', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ path: `/product/p-${i}`, lastmod: `2026-11-0${i + 1}T00:00:00.000Z` }))
    const keys = (list: typeof five) => Object.fromEntries(sitemapGroups(SITE, list, 2).map((group) => [group.name, groupKey('code-1', group.inputs)]))
    const changed = (list: typeof five) => Object.entries(keys(list)).filter(([name, key]) => keys(five)[name] !== key).map(([name]) => name)
    expect(Object.keys(keys(five))).toEqual(['sitemap sitemap-0.xml', 'sitemap sitemap-1.xml', 'sitemap sitemap-2.xml', 'sitemap'])
    expect(Object.keys(keys(five))).toEqual(sitemapGroupNames(5, 2))
    // The fourth URL, the second file's newest, dated later: that file and the index.
    expect(changed(five.map((u, i) => (i === 3 ? { ...u, lastmod: '2026-12-01T00:00:00.000Z' } : u)))).toEqual(['sitemap sitemap-1.xml', 'sitemap'])
    // The third URL dated earlier, the second file's newest date unchanged: that file alone.
    expect(changed(five.map((u, i) => (i === 2 ? { ...u, lastmod: '2026-10-01T00:00:00.000Z' } : u)))).toEqual(['sitemap sitemap-1.xml'])
    // What the groups make is what sitemapFiles writes, and their keys are the ones a merge records.
    const made = new Map<string, string>()
    for (const group of sitemapGroups(SITE, five, 2)) for (const [file, content] of await group.make()) made.set(file, content)
    expect(made).toEqual(await sitemapFiles(SITE, five, 2))
    expect(sitemapKeys('code-1', SITE, urls)).toEqual({ sitemap: groupKey('code-1', sitemapGroups(SITE, urls)[0]!.inputs) })
  })

  it("names the sitemap files it would write, one past the limit", async () => {
    expect(sitemapFileNames(3)).toEqual([...(await sitemapFiles(SITE, urls)).keys()])
    expect(sitemapFileNames(3, 2).sort()).toEqual([...(await sitemapFiles(SITE, urls, 2)).keys()].sort())
  })

  it("makes a long category's first cards with its part after a price edit, and keeps another's with theirs", async () => {
    const many = repeatedSnapshot(FIRST_CARDS / 2 + 1)
    const index = catalogueIndex(many)
    const firsts = (scope: ListingScope) => SORT_KEYS.map((sort) => firstCardsPath(sort, scope).slice(1))
    const long = many.categories.filter((c) => (index.newestByCategory.get(c._id)?.length ?? 0) > FIRST_CARDS)
    const product = many.products.find((p) => isVisible(p) && p.product_variants.length > 0 && p.categories.every((c) => c._id !== long[0]!._id) && p.categories.some((c) => long.some((l) => l._id === c._id)))!
    const edited = long.find((c) => product.categories.some((own) => own._id === c._id))!
    const before = await made(many)
    for (const file of [...firsts({ categoryId: edited._id }), ...firsts({ categoryId: long[0]!._id })]) expect(before.files.has(file), file).toBe(true)
    const repriced = structuredClone(many)
    repriced.products.find((p) => p._id === product._id)!.product_variants[0]!.price += 1
    const after = await made(repriced, lastOf(before))
    for (const file of [partFile(edited._id), ...firsts({ categoryId: edited._id })]) expect(after.files.has(file), file).toBe(true)
    for (const file of [partFile(long[0]!._id), ...firsts({ categoryId: long[0]!._id })]) expect(after.kept, file).toContain(file)
  })

  it("keeps the sitemap, the redirects with the nginx map and other categories' card parts after a price edit, and makes the rest", async () => {
    const product = blogSnapshot.products[0]!
    const own = product.categories.map((c) => partFile(c._id))
    const others = [...blogSnapshot.categories.map((c) => partFile(c._id)), partFile()].filter((file) => !own.includes(file))
    expect(own.length).toBeGreaterThan(0)
    expect(others.length).toBeGreaterThan(0)
    const repriced = await made(edited((copy) => (copy.products[0]!.product_variants[0]!.price += 1)), lastOf(await first))
    expect(repriced.kept.sort()).toEqual(['_nginx.map', '_redirects', 'sitemap.xml', ...others].sort())
    // All Products' first cards in each order are made again too: this small catalogue's every product is among them.
    expect([...repriced.files.keys()].sort()).toEqual(['_headers', 'catalogue/cards.json', 'catalogue/search.json', 'robots.txt', ...own, ...FIRST_FILES].sort())
    const keys = (await first).keys
    // (All Products' first cards are one group, `catalogue/cards/first`.)
    for (const [group, key] of Object.entries(repriced.keys)) expect(key === keys[group], group).toBe(![...own, 'catalogue/cards/first'].some((file) => group.endsWith(file)))
  })

  it("makes only the edited product's card index parts when the plan's memo keys them, as a build does", async () => {
    // Two plans as two builds make them: the second takes over what the first worked out for every record but the edited one.
    interface Planned {
      index: ReturnType<typeof catalogueIndex>
      memo: ProductMemo
      made: (last?: LastSiteFiles) => ReturnType<typeof siteFiles>
    }
    const plan = (snapshot: CatalogueSnapshot, earlier?: Planned): Planned => {
      const index = catalogueIndex(snapshot)
      const visible = earlier?.index.visible ?? []
      const editedId = snapshot.products[0]!._id
      const rows = earlier && { ...earlier.memo.kept(visible), at: (id: string) => (id === editedId ? -1 : visible.findIndex((p) => p._id === id)) }
      const memo = new ProductMemo({ reviews: null, drawing: '' }, rows)
      routeInputs(index, undefined, undefined, memo)
      const cardKey = (product: ProductSummary) => memo.cardKey(product._id, isNewInSince(product.newInSince, index.now))
      const urls = sitemapUrls(index, index.visible.map((p) => ({ kind: 'product', path: p.card.path }) as never), () => '2026-11-01T00:00:00.000Z')
      return { index, memo, made: (last) => siteFiles(index, SITE, urls, SAME_ORIGIN_POLICY, 'code-1', last, cardKey) }
    }
    const first = plan(blogSnapshot)
    const before = await first.made()
    const after = plan(edited((copy) => (copy.products[0]!.product_variants[0]!.price += 1)), first)
    const made = await after.made(lastOf(before))
    const own = blogSnapshot.products[0]!.categories.map((c) => partFile(c._id))
    const parts = (files: Iterable<string>) => [...files].filter((file) => file.startsWith('catalogue/cards/')).sort()
    expect(parts(made.files.keys())).toEqual([...own, ...FIRST_FILES].sort())
    expect(parts(made.kept)).toEqual([...blogSnapshot.categories.map((c) => partFile(c._id)), partFile()].filter((file) => !own.includes(file)).sort())
  })

  it('makes the redirects and the map again when a product is renamed, a category is, or the code changed', async () => {
    const last = lastOf(await first)
    const renamed = await made(edited((copy) => (copy.products[0]!.product_name = 'Renamed Handloom Saree')), last)
    expect(renamed.files.has('_redirects') && renamed.files.has(NGINX_MAP_FILE)).toBe(true)
    const category = await made(edited((copy) => (copy.categories[0]!.category_name = 'Renamed Category')), last)
    expect(category.files.has('_redirects') && category.files.has(NGINX_MAP_FILE)).toBe(true)
    const recoded = await made(blogSnapshot, last, 'code-2')
    expect(recoded.kept).toEqual([])
  })

  it('makes a file again when the last build has no hash for it (a manifest from before the keys)', async () => {
    const last = lastOf(await first)
    delete last.hashes['_redirects']
    const again = await made(blogSnapshot, last)
    expect(again.files.has('_redirects') && again.files.has(NGINX_MAP_FILE)).toBe(true)
    expect(again.kept).toEqual(['sitemap.xml', ...blogSnapshot.categories.map((c) => partFile(c._id)), partFile(), ...FIRST_FILES])
    expect((await made(blogSnapshot, { keys: {}, hashes: last.hashes })).kept).toEqual([])
  })
})
