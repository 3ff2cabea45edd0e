/**
 * The nginx recipe of the README (a unit test keeps the two identical, and a CLI test runs it in Debian's nginx):
 * the same rules as `_redirects`, `_headers` and `vitrine serve`, from data/hostRules.ts. nginx matches catalogue ids
 * with a regex and looks their canonical path up in the id map every build writes (`_nginx.map`).
 */
import type { AddressBook } from './catalogue/forgivingUrls'
import { IMMUTABLE, NOT_FOUND_HTML, REVALIDATE, REWRITES, SAME_ORIGIN_POLICY, securityHeaders, SHARE_CARDS, SHORTCUTS, type SitePolicy } from './hostRules'

/** The id map in the published site: `p/{id}`, `c/{categoryId}`, `c/{categoryId}/{subId}`, `s/{subId}` → path. */
export const NGINX_MAP_FILE = '_nginx.map'

/** A value nginx reads literally inside double quotes (no variables, quotes or control characters). */
const nginxSafe = (s: string) => !/["\\$\s;{}]/.test(s)

export function nginxCatalogueMap(book: AddressBook): string {
  const lines = ['# Written by `vitrine build:catalog`: catalogue ids → canonical paths, for the nginx recipe (reload nginx after a build).']
  const add = (key: string, path: string) => {
    const location = encodeURI(path)
    if (nginxSafe(key) && nginxSafe(location)) lines.push(`"${key}" "${location}";`)
  }
  for (const [id, path] of book.products) add(`p/${id}`, path)
  for (const [id, path] of book.categories) add(`c/${id}`, path)
  for (const [key, path] of book.subCategories) add(`c/${key}`, path)
  for (const [id, path] of book.subCategoryHome) add(`s/${id}`, path)
  return `${lines.join('\n')}\n`
}

export interface NginxOptions {
  root?: string
  listen?: string
  policy?: SitePolicy
}

/**
 * The recipe: three maps (http level) and one server. The catalogue key is taken from the path or the listing's
 * query form, an unknown key is a 404, a known one a 301 to the canonical URL. Every header is set once at the
 * server level (`always`, so 404s and redirects carry them too), because an `add_header` inside a location would
 * drop the server's.
 */
export function nginxSnippet({ root = '/var/www/vitrine', listen = '80', policy = SAME_ORIGIN_POLICY }: NginxOptions = {}): string {
  const id = '[^/_]+'
  const name = '(?:[^/]*_)?'
  const shells = REWRITES.map((r) => `  location ${r.prefix} { try_files $uri $uri/index.html ${r.to}; }`)
  const shortcuts = SHORTCUTS.map(([from, to]) => `  location ~ ^${from.replace(/[.]/g, '\\.')}/?$ { return 301 ${encodeURI(to)}$is_args$args; }`)
  return [
    '# Before any map: a catalogue of 10,000 products needs a larger hash than the default.',
    'map_hash_max_size 262144;',
    'map_hash_bucket_size 128;',
    '# The catalogue key of a URL: /product/{anything_}{id}, /product/category/{…_}{id}[/{…_}{id}], /product/all?categoryId=…&subcategory=…',
    'map "$uri?$arg_categoryId/$arg_subcategory" $vitrine_key {',
    `  "~^/product/all/?\\?(?<vitrine_c>[^/]+)/$" "c/$vitrine_c";`,
    `  "~^/product/all/?\\?(?<vitrine_c>[^/]+)/${name}(?<vitrine_s>${id})$" "c/$vitrine_c/$vitrine_s";`,
    `  "~^/product/all/?\\?/${name}(?<vitrine_s>${id})$" "s/$vitrine_s";`,
    `  "~^/product/category/${name}(?<vitrine_c>${id})/${name}(?<vitrine_s>${id})/?\\?" "c/$vitrine_c/$vitrine_s";`,
    `  "~^/product/category/${name}(?<vitrine_c>${id})/?\\?" "c/$vitrine_c";`,
    `  "~^/product/${name}(?<vitrine_p>${id})/?\\?" "p/$vitrine_p";`,
    '}',
    '# The id map is written by every build: reload nginx after one (nginx -s reload).',
    `map $vitrine_key $vitrine_moved { include ${root}/${NGINX_MAP_FILE}; }`,
    '# A request whose path has a dot-dot segment, however encoded, is the 404 of any unknown path (but the 404 page itself is not).',
    'map "$uri|$request_uri" $vitrine_refused {',
    '  volatile;',
    '  "~^/404\\.html\\|" "";',
    '  "~*\\|[^?]*(/|%2f)(\\.|%2e){2}(/|%2f|\\?|$)" 1;',
    '}',
    'map $uri $vitrine_cache {',
    `  ~^/assets/ "${IMMUTABLE}";`,
    `  ~^/og/ "${SHARE_CARDS}";`,
    `  default "${REVALIDATE}";`,
    '}',
    'server {',
    `  listen ${listen};`,
    `  root ${root};`,
    '  absolute_redirect off;',
    `  error_page 404 ${NOT_FOUND_HTML};`,
    '  # nginx refuses a path that climbs above the root (`/%2e%2e/%2e%2e/…`) as a bad request: the same 404 as any.',
    `  error_page 400 =404 ${NOT_FOUND_HTML};`,
    '  gzip_static on;',
    '  gzip_vary on;',
    '  # brotli_static on;  # serves the .br copies too, with Debian\'s libnginx-mod-http-brotli-static',
    '  add_header Cache-Control $vitrine_cache always;',
    ...securityHeaders(policy).map(([header, value]) => `  add_header ${header} "${value}" always;`),
    '  if ($vitrine_refused) { return 404; }',
    '  location / { try_files $uri $uri/index.html @vitrine_moved; }',
    '  location @vitrine_moved {',
    '    if ($vitrine_moved = $uri) { return 404; }',
    '    if ($vitrine_moved) { return 301 $vitrine_moved$is_args$args; }',
    '    return 404;',
    '  }',
    '  location ~ ^/[._] { return 404; }',
    '  location ~ \\.pageContext\\.json$ { try_files $uri =404; }',
    '  location ~ ^/product/all/?$ {',
    '    if ($vitrine_moved) { return 301 $vitrine_moved; }',
    '    if ($vitrine_key ~ ^[cs]/) { return 404; }',
    '    try_files $uri $uri/index.html =404;',
    '  }',
    '  location /assets/ { try_files $uri =404; }',
    '  location /og/ { try_files $uri =404; }',
    ...shells,
    ...shortcuts,
    '}',
  ].join('\n')
}
