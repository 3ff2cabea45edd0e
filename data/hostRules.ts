/**
 * The static host's rules, as data: which URLs are rewritten to a shell, what is a 404, and how long each kind of
 * file may be cached. The build writes them for Netlify and Cloudflare Pages (`_redirects`, `_headers`), the README
 * gives the nginx equivalent, and `vitrine serve` applies the same functions, so the three cannot drift apart.
 */
import { ACCOUNT_DYNAMIC_PREFIXES, ACCOUNT_SHELL_HTML, isAccountPath } from './account/routes'
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
  if (pathname.endsWith('.pageContext.json')) return undefined
  if (isAccountPath(pathname)) return ACCOUNT_SHELL_HTML
  if (isSearchPath(pathname)) return SEARCH_SHELL_HTML
  return undefined
}

/** Cache-Control of a published file (path relative to the site root, no leading slash). */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE
  if (file.startsWith('og/')) return SHARE_CARDS
  return REVALIDATE
}

/** Netlify / Cloudflare Pages `_redirects`: rewrites (status 200) first, then everything else to the 404 page. */
export function redirectsFile(): string {
  const lines = ['# Written by `vitrine build:catalog`. Dynamic routes open their shell; unknown paths get the 404 page.']
  for (const rule of REWRITES) lines.push(`${rule.prefix}*  ${rule.to}  200`)
  lines.push(`/*  ${NOT_FOUND_HTML}  404`)
  return `${lines.join('\n')}\n`
}

/**
 * Netlify / Cloudflare Pages `_headers`. Both merge every matching block, so the specific blocks detach the
 * catch-all's Cache-Control first (`! Cache-Control`, Cloudflare's syntax; Netlify lets the later, more specific
 * value win).
 */
export function headersFile(): string {
  return [
    '# Written by `vitrine build:catalog`. Hashed assets never change; HTML and data are revalidated on every visit.',
    '/*',
    `  Cache-Control: ${REVALIDATE}`,
    '  X-Content-Type-Options: nosniff',
    '/assets/*',
    '  ! Cache-Control',
    `  Cache-Control: ${IMMUTABLE}`,
    '/og/*',
    '  ! Cache-Control',
    `  Cache-Control: ${SHARE_CARDS}`,
    '',
  ].join('\n')
}

/** The nginx equivalent, printed in the README (a unit test keeps the two identical). */
export function nginxSnippet(root = '/var/www/vitrine'): string {
  const shells = REWRITES.map((r) => `  location ${r.prefix} { try_files $uri $uri/index.html ${r.to}; }`)
  return [
    'server {',
    `  root ${root};`,
    `  error_page 404 ${NOT_FOUND_HTML};`,
    `  location / { try_files $uri $uri/index.html =404; add_header Cache-Control "${REVALIDATE}"; }`,
    `  location /assets/ { try_files $uri =404; add_header Cache-Control "${IMMUTABLE}"; }`,
    `  location /og/ { try_files $uri =404; add_header Cache-Control "${SHARE_CARDS}"; }`,
    ...shells,
    '}',
  ].join('\n')
}
