/**
 * The site's small generated files: sitemap.xml (an index of sitemap-N.xml past 50,000 URLs), robots.txt naming it,
 * the card index, and the host rules (`_redirects`, `_headers`, nginx's id map `_nginx.map`). All are computed in memory; the stage step writes the ones that
 * changed.
 */
import { ACCOUNT_DYNAMIC_PREFIXES, ACCOUNT_STATIC_ROUTES } from '../../data/account/routes'
import { CARD_INDEX_PATH, type CardIndex } from '../../data/catalogue/cards'
import { SEARCH_INDEX_PATH, toSearchRows, type SearchIndexFile } from '../../data/catalogue/searchIndex'
import { blogPath } from '../../data/catalogue/paths'
import { addressBook, categoryAddresses, explicitMoves } from '../../data/catalogue/forgivingUrls'
import type { CatalogueRoute } from '../../data/catalogue/routes'
import { cardsOf, indexedCardsOf, type CatalogueIndex } from '../../data/build/catalogueIndex'
import { headersFile, NGINX_MAP_FILE, nginxCatalogueMap, redirectsFile, type SitePolicy } from '../../data/hostRules'
import { SEARCH_PREFIX } from '../../data/catalogue/searchRoutes'

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
  const productDates = new Map(index.visible.map((p) => [p.card.path, isoOf(p.lastModified)]))
  const blogDates = new Map((index.snapshot.blogs ?? []).map((b) => [blogPath(b), isoOf(Date.parse(String(b.updatedAt ?? b.createdAt)))]))
  return routes.map((route) => ({ path: route.path, lastmod: productDates.get(route.path) ?? blogDates.get(route.path) ?? changedAt(route.path) }))
}

function isoOf(ms: number): string {
  return new Date(Number.isFinite(ms) && ms > 0 ? ms : Date.now()).toISOString()
}

/**
 * sitemap.xml as text (the sitemaps.org 0.9 format): ten thousand entries through the sitemap package's streams cost
 * a tenth of a second of every rebuild, for output this plain.
 */
export function sitemapFiles(site: string, urls: SitemapUrl[], limit = SITEMAP_LIMIT): Map<string, string> {
  const files = new Map<string, string>()
  const base = site.replace(/\/+$/, '')
  const entry = (tag: 'url' | 'sitemap', loc: string, lastmod: string) => `<${tag}><loc>${xmlText(loc)}</loc><lastmod>${lastmod}</lastmod></${tag}>`
  const urlset = (chunk: SitemapUrl[]) => `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">${chunk.map((u) => entry('url', new URL(u.path, `${base}/`).href, u.lastmod)).join('')}</urlset>`
  if (urls.length <= limit) return files.set('sitemap.xml', urlset(urls))
  const parts: string[] = []
  for (let i = 0; i * limit < urls.length; i++) {
    const chunk = urls.slice(i * limit, (i + 1) * limit)
    files.set(`sitemap-${i}.xml`, urlset(chunk))
    parts.push(entry('sitemap', `${base}/sitemap-${i}.xml`, chunk.reduce((max, u) => (u.lastmod > max ? u.lastmod : max), '')))
  }
  return files.set('sitemap.xml', `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">${parts.join('')}</sitemapindex>`)
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

export function robotsFile(site: string): string {
  const disallow = [...ACCOUNT_STATIC_ROUTES, ...ACCOUNT_DYNAMIC_PREFIXES, SEARCH_PREFIX].map((p) => `Disallow: ${p}`)
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${site}/sitemap.xml`, ''].join('\n')
}

/** The static card index listings page, re-sort and filter from (`/catalogue/cards.json`). */
export function cardIndexFile(index: CatalogueIndex, categories = categoryAddresses(index.snapshot.categories)): [string, string] {
  const body: CardIndex = { builtAt: index.now.toISOString(), cards: indexedCardsOf(index, index.newest), swatches: index.swatches, categories }
  return [CARD_INDEX_PATH.replace(/^\//, ''), JSON.stringify(body)]
}

/** What decides whether a generated file changed: its content, less the card index's build time. */
export function contentKey(file: string, content: string): string {
  return file === CARD_INDEX_PATH.slice(1) ? content.replace(/^\{"builtAt":"[^"]*",/, '{') : content
}

export async function siteFiles(index: CatalogueIndex, site: string, urls: SitemapUrl[], policy: SitePolicy): Promise<Map<string, string>> {
  const files = sitemapFiles(site, urls)
  const categories = categoryAddresses(index.snapshot.categories)
  files.set('robots.txt', robotsFile(site))
  files.set('_redirects', redirectsFile(explicitMoves(index.snapshot.categories, index.visible)))
  files.set('_headers', headersFile(policy))
  files.set(NGINX_MAP_FILE, nginxCatalogueMap(addressBook(index.cardById.values(), categories)))
  files.set(...cardIndexFile(index, categories))
  files.set(...searchIndexFile(index))
  return files
}

/** The compact index the header search suggests from (`/catalogue/search.json`), newest first like the cards. */
export function searchIndexFile(index: CatalogueIndex): [string, string] {
  const body: SearchIndexFile = { rows: toSearchRows(cardsOf(index, index.newest)) }
  return [SEARCH_INDEX_PATH.replace(/^\//, ''), JSON.stringify(body)]
}
