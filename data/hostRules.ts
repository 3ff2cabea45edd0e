/**
 * The static host's rules, as data: which URLs are rewritten to a shell, which have moved to their canonical URL,
 * what is a 404, how long each kind of file may be cached, which files have compressed copies, and the security
 * headers of every page. The build writes them for Netlify and Cloudflare Pages (`_redirects`, `_headers`), the
 * README gives the nginx equivalent (`nginxSnippet`, data/hostNginx.ts), and `vitrine serve` applies the same
 * functions, so the three cannot drift apart.
 */
import { ACCOUNT_DYNAMIC_PREFIXES, ACCOUNT_SHELL_HTML, isAccountPath } from './account/routes'
import { ALL_PRODUCTS_PATH, searchPath } from './catalogue/paths'
import { isSearchPath, SEARCH_PREFIX, SEARCH_SHELL_HTML } from './catalogue/searchRoutes'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'
/** Share cards keep their name when redrawn; a day of caching is fine for link previews. */
export const SHARE_CARDS = 'public, max-age=86400, stale-while-revalidate=604800'

export const NOT_FOUND_HTML = '/404.html'

export interface Rewrite {
  /** A path prefix ending in `/`, matched with a splat. */
  prefix: string
  to: string
}

/** Dynamic URLs answered by a pre-rendered shell, whose router reads the real URL in the browser. */
export const REWRITES: Rewrite[] = [
  ...ACCOUNT_DYNAMIC_PREFIXES.map((prefix) => ({ prefix, to: ACCOUNT_SHELL_HTML })),
  { prefix: SEARCH_PREFIX, to: SEARCH_SHELL_HTML },
]

/** The shell file (root-relative) that answers a URL with no file of its own, or undefined (a 404). */
export function rewriteFor(pathname: string): string | undefined {
  // No page has one any more (the shop routes on the server); a tab still on older code that asks for one gets a 404,
  // on which vike loads the page whole, rather than a shell's HTML where it expects JSON.
  if (pathname.endsWith('.pageContext.json')) return undefined
  if (isAccountPath(pathname)) return ACCOUNT_SHELL_HTML
  if (isSearchPath(pathname)) return SEARCH_SHELL_HTML
  return undefined
}

/**
 * Addresses the specs link to that have no screen of their own, each moved (301) to the listing it stands for:
 * the blog hero's /summer (the summer edit: light cottons) and /new (new in: the all-products listing, newest
 * first), spec 001 §2; the offer carousel's /product-category/all for an offer without a page_link, spec 000 §2.
 */
export const SHORTCUTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/summer', searchPath('cotton')],
  ['/new', ALL_PRODUCTS_PATH],
  ['/product-category/all', ALL_PRODUCTS_PATH],
]

/** Where a shortcut leads (with or without a trailing slash), or undefined. */
export function shortcutFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return SHORTCUTS.find(([from]) => from === path)?.[1]
}

/** Cache-Control of a published file (path relative to the site root, no leading slash). */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE
  if (file.startsWith('og/')) return SHARE_CARDS
  return REVALIDATE
}

/**
 * Files in the site's root that are for the host, never for shoppers: the host rules (`_redirects`, `_headers`, the
 * nginx id map) and the build manifest (`.vitrine-build.json`).
 */
export function isHostFile(file: string): boolean {
  return !file.includes('/') && /^[._]/.test(file)
}

/** A URL path that steps out of its folder (`..`, however it was encoded): never a page, whatever it resolves to. */
export function climbsOut(decodedPath: string): boolean {
  return decodedPath.split(/[/\\]/).some((segment) => segment === '..')
}

// ── compression ──────────────────────────────────────────────────────────────────────────────────────────────

export type Encoding = 'br' | 'gzip'

/** The copies the build writes beside a file, by encoding, in the host's order of preference. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
const PREFERENCE: Encoding[] = ['br', 'gzip']

/** Text files the build publishes Brotli and gzip copies of (only when a copy is smaller than the file). */
export function isCompressible(file: string): boolean {
  return /\.(?:html|m?js|css|json|svg|xml)$/.test(file)
}

/** The compressed copies a file may have (they exist only where smaller). */
export function compressedCopies(file: string): string[] {
  return PREFERENCE.map((encoding) => file + ENCODING_SUFFIX[encoding])
}

/**
 * The encodings an `Accept-Encoding` header accepts, best first: the client's q-values decide, Brotli wins a tie,
 * `q=0` refuses, and `*` stands for any encoding not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const quality = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    if (name) quality.set(name, Number.isFinite(value) ? value : 0)
  }
  const qualityOf = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0
  return PREFERENCE.filter((encoding) => qualityOf(encoding) > 0).sort((a, b) => qualityOf(b) - qualityOf(a))
}

// ── security headers ─────────────────────────────────────────────────────────────────────────────────────────

/** Where the pages load from besides the site itself: the shop API (unset: same origin) and catalogue media hosts. */
export interface SitePolicy {
  apiOrigin: string | null
  mediaOrigins: string[]
}

export const SAME_ORIGIN_POLICY: SitePolicy = { apiOrigin: null, mediaOrigins: [] }

/** Razorpay's checkout script opens its popup in frames from these origins and calls them (spec 001 §7). */
const RAZORPAY = { script: 'https://checkout.razorpay.com', frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'] }
/** The order page embeds a map of the shipping city (spec 001 §2, Order detail). */
const MAP_FRAMES = ['https://maps.google.com', 'https://www.google.com']
/** Past this many media hosts a policy names `https:` instead (a header must stay a reasonable size). */
const MAX_MEDIA_ORIGINS = 20

/** The origin of the shoppers' API base (`--api-url`), or null when it is the site's own (a relative base). */
export function apiOriginOf(apiUrl: string): string | null {
  if (!/^https?:\/\//i.test(apiUrl)) return null
  return new URL(apiUrl).origin
}

/** Every http(s) origin named anywhere in the catalogue (image, video and banner URLs), sorted. */
export function mediaOriginsIn(value: unknown, exclude: Array<string | null> = []): string[] {
  const origins = new Set<string>()
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      // Most strings are names and relative paths: a first-letter check before the pattern keeps the walk cheap.
      if ((v.charCodeAt(0) | 32) !== 104) return
      const match = /^(https?:\/\/[^/?#\s]+)/i.exec(v)
      if (match) origins.add(match[1]!.toLowerCase())
    } else if (Array.isArray(v)) for (const item of v) visit(item)
    else if (v && typeof v === 'object') for (const item of Object.values(v)) visit(item)
  }
  visit(value)
  for (const origin of exclude) if (origin) origins.delete(origin.toLowerCase())
  return [...origins].sort()
}

/**
 * The pages' Content-Security-Policy. Scripts come only from the site (the pages hold no inline script; their data is
 * `type="application/json"`) and Razorpay's checkout. Styles allow 'unsafe-inline': React's `style` attributes and
 * the critical CSS the pages will inline cannot be hashed once for a static host's single header, and a style
 * cannot run code. Frames: the shop's own pages (a payment step may show one), Razorpay and the order page's map;
 * nobody else may frame the shop.
 */
export function contentSecurityPolicy(policy: SitePolicy = SAME_ORIGIN_POLICY): string {
  const api = policy.apiOrigin ? [policy.apiOrigin] : []
  const media = policy.mediaOrigins.length > MAX_MEDIA_ORIGINS ? ['https:'] : policy.mediaOrigins
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", RAZORPAY.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...api, ...media]],
    ['media-src', ["'self'", 'blob:', ...api, ...media]],
    ['font-src', ["'self'", 'data:']],
    // The order page asks the map's origin whether it answers before framing it (pages/account/orders/OrderMap.tsx).
    ['connect-src', ["'self'", ...api, ...RAZORPAY.frames, ...MAP_FRAMES]],
    ['frame-src', ["'self'", ...api, ...RAZORPAY.frames, ...MAP_FRAMES]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'", ...api]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** The headers every page (and every other file of the site) is served with. */
export function securityHeaders(policy: SitePolicy = SAME_ORIGIN_POLICY): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(policy)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'SAMEORIGIN'],
  ]
}

// ── Netlify / Cloudflare Pages ───────────────────────────────────────────────────────────────────────────────

/**
 * Cloudflare Pages reads at most 2,000 static redirects; past that the 404 page sends shoppers on by id (see
 * forgivingUrls.ts), so the explicit lines are a head start, not the only way there.
 */
export const MAX_EXPLICIT_REDIRECTS = 2000

/**
 * `_redirects`: rewrites (status 200) first, then the shortcuts and the moved catalogue URLs the host cannot match
 * by id (301), then everything else to the 404 page.
 */
export function redirectsFile(moved: ReadonlyArray<readonly [from: string, to: string]> = []): string {
  const lines = ['# Written by `vitrine build:catalog`. Dynamic routes open their shell; unknown paths get the 404 page.']
  for (const rule of REWRITES) lines.push(`${rule.prefix}*  ${rule.to}  200`)
  for (const [from, to] of SHORTCUTS) lines.push(`${from}  ${to}  301`, `${from}/  ${to}  301`)
  for (const [from, to] of moved.slice(0, MAX_EXPLICIT_REDIRECTS - 2 * SHORTCUTS.length)) lines.push(`${from}  ${to}  301`)
  lines.push(`/*  ${NOT_FOUND_HTML}  404`)
  return `${lines.join('\n')}\n`
}

/**
 * `_headers`. Both hosts merge every matching block, so the specific blocks detach the catch-all's Cache-Control
 * first (`! Cache-Control`, Cloudflare's syntax; Netlify lets the later, more specific value win).
 */
export function headersFile(policy: SitePolicy = SAME_ORIGIN_POLICY): string {
  return [
    '# Written by `vitrine build:catalog`. Hashed assets never change; HTML and data are revalidated on every visit.',
    '/*',
    `  Cache-Control: ${REVALIDATE}`,
    ...securityHeaders(policy).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  ! Cache-Control',
    `  Cache-Control: ${IMMUTABLE}`,
    '/og/*',
    '  ! Cache-Control',
    `  Cache-Control: ${SHARE_CARDS}`,
    '',
  ].join('\n')
}

export { NGINX_MAP_FILE, nginxCatalogueMap, nginxSnippet } from './hostNginx'
