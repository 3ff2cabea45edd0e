/**
 * The site's small generated files: sitemap.xml (an index of sitemap-N.xml past 50,000 URLs), robots.txt naming it,
 * the card index (its head and a part per category), and the host rules (`_redirects`, `_headers`, nginx's id map
 * `_nginx.map`). All are computed in memory; the stage step writes the ones that changed.
 */
import { readFileSync } from 'node:fs'
import type { Transform } from 'node:stream'
import { ACCOUNT_DYNAMIC_PREFIXES, ACCOUNT_STATIC_ROUTES } from '../../data/account/routes'
import { hashOf } from '../../data/build/routeInputs'
import { CARD_INDEX_PATH, cardsInScope, type CardModel } from '../../data/catalogue/cards'
import { CARD_PARTS_DIR, cardPartPath, firstCardsInEveryOrder, firstCardsPath, hasFirstCards, OTHER_PART_PATH, tiesOf, type CardIndexHead, type CardIndexPart, type ListingScope, type PartCard } from '../../data/catalogue/cardParts'
import { SEARCH_INDEX_PATH, toSearchRows, type SearchIndexFile } from '../../data/catalogue/searchIndex'
import { blogPath } from '../../data/catalogue/paths'
import { addressBook, categoryAddresses, explicitMoves } from '../../data/catalogue/forgivingUrls'
import type { CatalogueRoute } from '../../data/catalogue/routes'
import type { ProductSummary } from '../../data/build/productSummary'
import { cardsOf, indexedCard, type CatalogueIndex } from '../../data/build/catalogueIndex'
import { headersFile, NGINX_MAP_FILE, nginxCatalogueMap, redirectsFile, type SitePolicy } from '../../data/hostRules'
import { SEARCH_PREFIX } from '../../data/catalogue/searchRoutes'
import { SORT_KEYS, type SortKey } from '../../data/catalogue/sorting'
import { collectAfterStep } from '../workers/heap.mjs'

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_LIMIT = 50_000

export interface SitemapUrl {
  path: string
  lastmod: string
}

/**
 * When each page last changed: products by their newest variant, articles by their date, listings by their newest
 * product, and the rest by when the build last saw their content change (`changedAt`).
 */
export function sitemapUrls(index: CatalogueIndex, routes: CatalogueRoute[], changedAt: (path: string) => string): SitemapUrl[] {
  return datedUrls(index, routes).map(([path, lastmod]) => ({ path, lastmod: lastmod ?? changedAt(path) }))
}

/**
 * Each URL with the date the catalogue gives it, or null for a page dated by when a build saw it change: what a
 * shard hands the merge, which knows those dates for the whole site (merge.ts).
 */
export function datedUrls(index: CatalogueIndex, routes: CatalogueRoute[]): Array<[path: string, lastmod: string | null]> {
  const productDates = new Map(index.visible.map((p) => [p.card.path, isoOf(p.lastModified)]))
  const blogDates = new Map((index.snapshot.blogs ?? []).map((b) => [blogPath(b), isoOf(Date.parse(String(b.updatedAt ?? b.createdAt)))]))
  return routes.map((route) => [route.path, productDates.get(route.path) ?? blogDates.get(route.path) ?? null])
}

function isoOf(ms: number): string {
  return new Date(Number.isFinite(ms) && ms > 0 ? ms : Date.now()).toISOString()
}

/** The sitemap package, loaded when a sitemap is first made. */
let sitemapModule: Promise<typeof import('sitemap')> | undefined
const sitemapPackage = () => (sitemapModule ??= import('sitemap'))

/** The text a sitemap package stream writes for `items`. */
function streamed(stream: Transform, items: Iterable<object>): Promise<string> {
  const text = new Promise<string>((resolve, reject) => {
    const parts: string[] = []
    stream.setEncoding('utf8')
    stream.on('data', (part: string) => parts.push(part)).on('error', reject).on('end', () => resolve(parts.join('')))
  })
  for (const item of items) stream.write(item)
  stream.end()
  return text
}

/** A urlset file (the sitemaps.org 0.9 format) of these URLs on the site at `base` (no trailing slash). */
async function urlset(base: string, urls: readonly SitemapUrl[]): Promise<string> {
  const { SitemapStream, ErrorLevel } = await sitemapPackage()
  const plain = { news: false, xhtml: false, image: false, video: false }
  return streamed(new SitemapStream({ hostname: `${base}/`, xmlns: plain, level: ErrorLevel.THROW }), urls.map((u) => ({ url: u.path, lastmod: u.lastmod })))
}

/**
 * The sitemap's files, as groups of generated files (see siteFiles): sitemap.xml alone up to `limit` URLs; past it,
 * files of `limit` URLs each (`sitemap-N.xml`), each a group of its own, and sitemap.xml as their index, each entry
 * dated by its file's newest URL. A product whose date moved (an editor's save does that) then makes its own file of
 * up to 50,000 URLs again, and the index, not every file: at 100,000 products the sitemap package wrote them all in
 * ~0.9 s of a one-product rebuild (0.4–0.6 s alone, against ~0.2 s for one file and the index).
 */
export function sitemapGroups(site: string, urls: readonly SitemapUrl[], limit = SITEMAP_LIMIT): FileGroup[] {
  const base = site.replace(/\/+$/, '')
  const inputsOf = (chunk: readonly SitemapUrl[]) => [site, ...chunk.map((u) => `${u.path} ${u.lastmod}`)]
  if (urls.length <= limit) return [{ name: SITEMAP_GROUP, inputs: inputsOf(urls), names: ['sitemap.xml'], make: async () => [['sitemap.xml', await urlset(base, urls)]] }]
  const groups: FileGroup[] = []
  const entries: Array<{ url: string; lastmod: string }> = []
  for (let i = 0; i * limit < urls.length; i++) {
    const chunk = urls.slice(i * limit, (i + 1) * limit)
    const file = sitemapPart(i)
    groups.push({ name: sitemapGroupOf(file), inputs: inputsOf(chunk), names: [file], make: async () => [[file, await urlset(base, chunk)]] })
    entries.push({ url: `${base}/${file}`, lastmod: chunk.reduce((max, u) => (u.lastmod > max ? u.lastmod : max), '') })
  }
  const index = async (): Promise<Array<[string, string]>> => {
    const { SitemapIndexStream, ErrorLevel } = await sitemapPackage()
    return [['sitemap.xml', await streamed(new SitemapIndexStream({ level: ErrorLevel.THROW }), entries)]]
  }
  groups.push({ name: SITEMAP_GROUP, inputs: [site, ...entries.map((e) => `${e.url} ${e.lastmod}`)], names: ['sitemap.xml'], make: index })
  return groups
}

/** Every sitemap file for these URLs (see sitemapGroups), by name. */
export async function sitemapFiles(site: string, urls: readonly SitemapUrl[], limit = SITEMAP_LIMIT): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const group of sitemapGroups(site, urls, limit)) for (const [file, content] of await group.make()) files.set(file, content)
  return files
}

/** The key of each sitemap group for these URLs (BuildManifest.fileInputs), as a build of the whole site keeps them. */
export function sitemapKeys(code: string, site: string, urls: readonly SitemapUrl[]): Record<string, string> {
  return Object.fromEntries(sitemapGroups(site, urls).map((group) => [group.name, groupKey(code, group.inputs)]))
}

export function robotsFile(site: string): string {
  const disallow = [...ACCOUNT_STATIC_ROUTES, ...ACCOUNT_DYNAMIC_PREFIXES, SEARCH_PREFIX].map((p) => `Disallow: ${p}`)
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n')
}

/** A product's key in its card index part (see cardIndexParts), or undefined to key it by its card itself. */
export type CardKey = (product: ProductSummary) => string | undefined

/**
 * One part of the card index (data/catalogue/cardParts.ts): its file, its products newest first, and the listings cut
 * from it that have first cards of their own (hasFirstCards: all or none).
 */
interface CardPartPlan {
  file: string
  products: readonly ProductSummary[]
  listings: ListingScope[]
}

/** The card index's parts: one per category, in the categories' order, and the products in no known category. */
function cardPartPlans(index: CatalogueIndex): CardPartPlan[] {
  const known = new Set(index.snapshot.categories.map((c) => c._id))
  return [
    ...index.snapshot.categories.map((c) => {
      const products = index.newestByCategory.get(c._id) ?? []
      const listings = [{ categoryId: c._id }, ...c.sub_categories.map((s) => ({ categoryId: c._id, subCategoryId: s._id }))]
      return { file: cardPartPath(c._id), products, listings: hasFirstCards({ categoryId: c._id }, products.length) ? listings : [] }
    }),
    { file: OTHER_PART_PATH, products: index.newest.filter((p) => !p.card.categoryIds.some((id) => known.has(id))), listings: [] },
  ]
}

/** The card index's head (`/catalogue/cards.json`): the swatches, every listing's address and the parts. */
export function cardIndexHead(index: CatalogueIndex, categories = categoryAddresses(index.snapshot.categories)): [string, string] {
  const parts = { categories: Object.fromEntries(index.snapshot.categories.map((c) => [c._id, cardPartPath(c._id)])), other: OTHER_PART_PATH }
  const body: CardIndexHead = { builtAt: index.now.toISOString(), swatches: index.swatches, categories, parts }
  return [CARD_INDEX_PATH.slice(1), JSON.stringify(body)]
}

/**
 * The card index's parts, each made only when what it is made of is not what the last build made it of (`group`):
 * its products in order, each by `cardKey` (the plan's card hash and facets key) and its tie. After one product's
 * edit that is the part of its category or two: at 100,000 products the single file was ~53 MB of JSON to write,
 * hash and compress again for every edit. A part's group makes its listings' first cards too, which are made of
 * nothing else, and All Products' have a group of their own.
 */
async function cardIndexParts(index: CatalogueIndex, group: Group, cardKey: CardKey = () => undefined): Promise<void> {
  const ties = tiesOf(index.newest.map((p) => ({ id: p._id, newest: p.card.sort.newest })))
  const partCard = (product: ProductSummary): PartCard => {
    const card = indexedCard(index, product._id)
    const tie = ties.get(product._id)
    return tie ? { ...card!, tie } : card!
  }
  for (const { file, products, listings } of cardPartPlans(index)) {
    const name = file.slice(1)
    const names = [name, ...listings.flatMap(firstCardsNames)]
    // Each listing's cards are cut from the part by the browser's own rule (a subcategory's: the cards that name it).
    const listed = (scope: ListingScope) => cardsInScope(products.map((p) => p.card), scope)
    // One string, not a string per product: at 100,000 products the keys are worked out for every edit.
    let inputs = ''
    for (const p of products) inputs += `${p._id} ${ties.get(p._id) ?? 0} ${cardKey(p) ?? JSON.stringify(partCard(p))}\n`
    await group({
      name: `cards ${name}`,
      inputs: [names.join(' '), inputs],
      names,
      make: () => [[name, JSON.stringify({ cards: products.map(partCard) } satisfies CardIndexPart)], ...listings.flatMap((scope) => firstCardsFiles(index, scope, firstCardsIds(listed(scope))))],
    })
  }
  // All Products' first cards, made of the cards they hold in their orders (not of every product's).
  const ids = firstCardsIds(index.newest.map((p) => p.card))
  let inputs = SORT_KEYS.map((sort) => ids[sort].join(' ')).join('\n')
  for (const id of new Set(SORT_KEYS.flatMap((sort) => ids[sort]))) inputs += `\n${id} ${cardKey(index.summaryById.get(id)!) ?? JSON.stringify(indexedCard(index, id))}`
  await group({ name: `cards ${CARD_PARTS_DIR.slice(1)}first`, inputs: [inputs], names: firstCardsNames({}), make: () => firstCardsFiles(index, {}, ids) })
}

/** A listing's first cards in every order (cardParts.ts FIRST_PAGES): the files' names, in SORT_KEYS' order. */
const firstCardsNames = (scope: ListingScope) => SORT_KEYS.map((sort) => firstCardsPath(sort, scope).slice(1))

/** The ids of a listing's first cards in every order, from its cards newest first. */
function firstCardsIds(newestFirst: readonly CardModel[]): Record<SortKey, string[]> {
  const inEveryOrder = firstCardsInEveryOrder(newestFirst)
  return Object.fromEntries(SORT_KEYS.map((sort) => [sort, inEveryOrder[sort].map((card) => card.id)])) as Record<SortKey, string[]>
}

/** A listing's first cards files: the cards as the parts carry them, without their ties. */
function firstCardsFiles(index: CatalogueIndex, scope: ListingScope, ids: Record<SortKey, string[]>): Array<[string, string]> {
  const names = firstCardsNames(scope)
  return SORT_KEYS.map((sort, i) => [names[i]!, JSON.stringify({ cards: ids[sort].map((id) => indexedCard(index, id)!) } satisfies CardIndexPart)])
}

/** The card index's head and every part, made afresh. */
export async function cardIndexFiles(index: CatalogueIndex): Promise<Map<string, string>> {
  const files = new Map([cardIndexHead(index)])
  await cardIndexParts(index, async ({ make }) => {
    for (const [file, content] of await make()) files.set(file, content)
  })
  return files
}

/** What decides whether a generated file changed: its content, less the card index head's build time. */
export function contentKey(file: string, content: string): string {
  return file === CARD_INDEX_PATH.slice(1) ? content.replace(/^\{"builtAt":"[^"]*",/, '{') : content
}

/** What the last build made its files from, for keeping the ones whose inputs did not change (see siteFiles). */
export interface LastSiteFiles {
  /** Group → the key of its inputs (BuildManifest.fileInputs). */
  keys: Record<string, string>
  /** File → the hash of its content (BuildManifest.files): a kept file keeps its hash. */
  hashes: Record<string, string>
}

export interface SiteFiles {
  /** The files made by this build, with their content. */
  files: Map<string, string>
  /** Files the last build published that stay as they are (their inputs are the same). */
  kept: string[]
  /** Group → the key of its inputs, for the next build. */
  keys: Record<string, string>
}

/**
 * This module's own text, in the keys below: the code that writes these files is part of what they are made of
 * (the rest of it, in data/, is in the build's code hash), as the drawing code is of the share cards (shareImages.ts).
 */
let ownCode: string | undefined
const siteFilesCode = () => (ownCode ??= hashOf(readFileSync(new URL('siteFiles.ts', import.meta.url), 'utf8')))

/**
 * The generated files. Two groups are made from inputs that a price or stock edit leaves alone, and at 10,000
 * products take ~60 ms of a rebuild to write and hash again: the sitemap (its URLs and their dates) and the host's
 * redirects and nginx id map (category records, product names and paths). Each gets a key of its inputs, the code
 * included; while it is the last build's, its files stay as the last build published them.
 */
export async function siteFiles(index: CatalogueIndex, site: string, urls: SitemapUrl[], policy: SitePolicy, code: string, last?: LastSiteFiles, cardKey?: CardKey): Promise<SiteFiles> {
  const files = new Map<string, string>()
  const kept: string[] = []
  const keys: Record<string, string> = {}
  const group: Group = async ({ name, inputs, names, make }) => {
    const key = (keys[name] = groupKey(code, inputs))
    if (last?.keys[name] === key && names.every((file) => last.hashes[file] !== undefined)) kept.push(...names)
    else for (const [file, content] of await make()) files.set(file, content)
  }
  const categories = categoryAddresses(index.snapshot.categories)
  for (const sitemap of sitemapGroups(site, urls)) await group(sitemap)
  // Each file below is made of an object per product: their garbage goes before the next is made (workers/heap.mjs).
  collectAfterStep()
  const catalogue = index.visible.map((p) => `${p._id}\t${p.product_name}\t${p.card.path}`)
  await group({
    name: 'moves',
    inputs: [JSON.stringify(index.snapshot.categories), ...catalogue],
    names: ['_redirects', NGINX_MAP_FILE],
    make: () => [
      ['_redirects', redirectsFile(explicitMoves(index.snapshot.categories, index.visible))],
      [NGINX_MAP_FILE, nginxCatalogueMap(addressBook(index.cardById.values(), categories))],
    ],
  })
  collectAfterStep()
  files.set('robots.txt', robotsFile(site))
  files.set('_headers', headersFile(policy))
  files.set(...cardIndexHead(index, categories))
  await cardIndexParts(index, group, cardKey)
  collectAfterStep()
  files.set(...searchIndexFile(index))
  return { files, kept, keys }
}

/**
 * Files made from inputs that a rebuild may find the same, kept as the last build published them while their key is:
 * the group's name (BuildManifest.fileInputs), what it is made of, its files' names, and how to make them.
 */
export interface FileGroup {
  name: string
  inputs: string[]
  names: string[]
  make: () => Iterable<[string, string]> | Promise<Iterable<[string, string]>>
}

/** Makes a group's files, or keeps the last build's (see siteFiles). */
type Group = (group: FileGroup) => Promise<void>

/** The key of a group of generated files: the code that writes them and what they are made of. */
export const groupKey = (code: string, inputs: string[]) => hashOf([siteFilesCode(), code, ...inputs].join('\n'))

/** The group of sitemap.xml (BuildManifest.fileInputs); past the limit, each sitemap-N.xml has one of its own (sitemapGroups). */
export const SITEMAP_GROUP = 'sitemap'

/** The sitemap files `sitemapFiles` writes for this many URLs. */
export function sitemapFileNames(count: number, limit = SITEMAP_LIMIT): string[] {
  if (count <= limit) return ['sitemap.xml']
  return [...Array.from({ length: Math.ceil(count / limit) }, (_, i) => sitemapPart(i)), 'sitemap.xml']
}

/** The i-th file of URLs past the limit. */
const sitemapPart = (i: number) => `sitemap-${i}.xml`

/** The group a sitemap file is kept by: sitemap.xml's is SITEMAP_GROUP, each sitemap-N.xml has its own. */
const sitemapGroupOf = (file: string) => (file === 'sitemap.xml' ? SITEMAP_GROUP : `${SITEMAP_GROUP} ${file}`)

/** The groups `sitemapGroups` makes for this many URLs, by name. */
export const sitemapGroupNames = (count: number, limit = SITEMAP_LIMIT) => sitemapFileNames(count, limit).map(sitemapGroupOf)

/** The compact index the header search suggests from (`/catalogue/search.json`), newest first like the cards. */
export function searchIndexFile(index: CatalogueIndex): [string, string] {
  const body: SearchIndexFile = { rows: toSearchRows(cardsOf(index, index.newest)) }
  return [SEARCH_INDEX_PATH.replace(/^\//, ''), JSON.stringify(body)]
}
