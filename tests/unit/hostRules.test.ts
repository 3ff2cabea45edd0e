import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addressBook, categoryAddresses } from '../../data/catalogue/forgivingUrls'
import type { ProductCategory } from '../../data/contract/schemas'
import {
  acceptedEncodings,
  apiOriginOf,
  cacheControlFor,
  climbsOut,
  compressedCopies,
  contentSecurityPolicy,
  ENCODING_SUFFIX,
  headersFile,
  IMMUTABLE,
  isCompressible,
  isHostFile,
  MAX_EXPLICIT_REDIRECTS,
  mediaOriginsIn,
  nginxCatalogueMap,
  nginxSnippet,
  redirectsFile,
  REVALIDATE,
  rewriteFor,
  securityHeaders,
  shortcutFor,
} from '../../data/hostRules'
import { COPIES } from '../../scripts/workers/compressCore.mjs'

describe('host rules', () => {
  it('rewrites every dynamic account route and search URL to its shell, and nothing else', () => {
    expect(rewriteFor('/reset-password/abc123')).toBe('/login/index.html')
    expect(rewriteFor('/wishlist/u-1')).toBe('/login/index.html')
    expect(rewriteFor('/orders/o-42')).toBe('/login/index.html')
    expect(rewriteFor('/products/search/silk%20saree')).toBe('/products/search/index.html')
    expect(rewriteFor('/products/search/x/index.pageContext.json')).toBeUndefined()
    expect(rewriteFor('/no-such-page')).toBeUndefined()
  })

  it('caches hashed assets for good and revalidates pages', () => {
    expect(cacheControlFor('assets/chunks/chunk-AB12.js')).toBe(IMMUTABLE)
    expect(cacheControlFor('product/x_1/index.html')).toBe(REVALIDATE)
    expect(cacheControlFor('catalogue/cards.json')).toBe(REVALIDATE)
  })

  it('never serves the host files or a path that climbs out of its folder', () => {
    for (const file of ['_redirects', '_headers', '_nginx.map', '.vitrine-build.json']) expect(isHostFile(file), file).toBe(true)
    for (const file of ['index.html', 'product/x_1/index.html', 'catalogue/cards.json']) expect(isHostFile(file), file).toBe(false)
    expect(climbsOut('/a/../b')).toBe(true)
    expect(climbsOut('/..')).toBe(true)
    expect(climbsOut('/%2e%2e/x')).toBe(false) // decoded once, this is a folder literally named "%2e%2e"
    expect(climbsOut('/product/a..b_1')).toBe(false)
  })

  it('writes _redirects with the rewrites first, the moved catalogue URLs next and the 404 last', () => {
    const lines = redirectsFile([['/product/a-&-b_p1', '/product/a-b_p1']]).trim().split('\n').slice(1)
    expect(lines).toContain('/orders/*  /login/index.html  200')
    expect(lines.at(-2)).toBe('/product/a-&-b_p1  /product/a-b_p1  301')
    expect(lines.at(-1)).toBe('/*  /404.html  404')
    const many = Array.from({ length: MAX_EXPLICIT_REDIRECTS + 5 }, (_, i): [string, string] => [`/product/${i}`, `/product/x_${i}`])
    expect(redirectsFile(many).split('\n').filter((l) => l.endsWith(' 301'))).toHaveLength(MAX_EXPLICIT_REDIRECTS)
  })

  it("moves the spec's shortcuts to the listings they stand for, with or without a trailing slash", () => {
    expect(shortcutFor('/summer')).toBe('/products/search/cotton')
    expect(shortcutFor('/summer/')).toBe('/products/search/cotton')
    expect(shortcutFor('/new')).toBe('/product/all')
    expect(shortcutFor('/product-category/all')).toBe('/product/all')
    expect(shortcutFor('/product-category/all/')).toBe('/product/all')
    expect(shortcutFor('/newest')).toBeUndefined()
    expect(shortcutFor('/summer/sale')).toBeUndefined()
    expect(shortcutFor('/')).toBeUndefined()
    const lines = redirectsFile().trim().split('\n')
    expect(lines).toContain('/summer  /products/search/cotton  301')
    expect(lines).toContain('/new/  /product/all  301')
    expect(lines).toContain('/product-category/all  /product/all  301')
    expect(lines.indexOf('/summer  /products/search/cotton  301')).toBeLessThan(lines.indexOf('/*  /404.html  404'))
    expect(nginxSnippet()).toContain('location ~ ^/summer/?$ { return 301 /products/search/cotton$is_args$args; }')
  })

  it('prints the same nginx snippet as the README', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
    expect(readme).toContain(nginxSnippet())
  })

  it('writes the id map nginx looks canonical paths up in', () => {
    const women = { _id: 'c1', category_name: 'Women', sub_categories: [{ _id: 's1', sub_category_name: 'Kurtas' }] } as ProductCategory
    const map = nginxCatalogueMap(addressBook([{ id: 'p1', path: '/product/साड़ी_p1' }, { id: 'p$2', path: '/product/x_p$2' }], categoryAddresses([women])))
    expect(map).toContain('"p/p1" "/product/%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80_p1";')
    expect(map).toContain('"c/c1" "/product/category/women_c1";')
    expect(map).toContain('"c/c1/s1" "/product/category/women_c1/kurtas_s1";')
    expect(map).toContain('"s/s1" "/product/category/women_c1/kurtas_s1";')
    // nginx would read `$2` as a variable: such an entry is left out.
    expect(map).not.toContain('p$2')
  })
})

describe('compression rules', () => {
  it('compresses the text files only, with one Brotli and one gzip copy each, named as the workers write them', () => {
    for (const file of ['index.html', 'assets/entries/a.js', 'assets/s.css', 'catalogue/cards.json', 'favicon.svg', 'sitemap.xml']) expect(isCompressible(file), file).toBe(true)
    for (const file of ['og/product/1.png', 'robots.txt', '_redirects', 'a.js.br', 'a.html.gz']) expect(isCompressible(file), file).toBe(false)
    expect(compressedCopies('index.html')).toEqual(['index.html.br', 'index.html.gz'])
    expect(COPIES.map((c) => c.suffix)).toEqual([ENCODING_SUFFIX.br, ENCODING_SUFFIX.gzip])
  })

  it('reads Accept-Encoding with q-values, Brotli winning a tie', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('br;q=0.5, gzip;q=1')).toEqual(['gzip', 'br'])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('*;q=0, identity')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})

describe('security headers', () => {
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

  it('allows scripts from the site and Razorpay only, frames from Razorpay and the map, and no framing by others', () => {
    const csp = directives(contentSecurityPolicy())
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com'])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://maps.google.com', 'https://www.google.com'])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://maps.google.com', 'https://www.google.com'])
  })

  it('adds the API origin to connect, media and forms, and catalogue media hosts to images and video', () => {
    const api = apiOriginOf('https://api.shop.example/v1')
    expect(api).toBe('https://api.shop.example')
    expect(apiOriginOf('')).toBeNull()
    const csp = directives(contentSecurityPolicy({ apiOrigin: api, mediaOrigins: ['https://cdn.shop.example'] }))
    expect(csp.get('connect-src')).toContain('https://api.shop.example')
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.shop.example', 'https://cdn.shop.example'])
    expect(csp.get('media-src')).toContain('https://cdn.shop.example')
    expect(csp.get('form-action')).toEqual(["'self'", 'https://api.shop.example'])
    const crowded = directives(contentSecurityPolicy({ apiOrigin: null, mediaOrigins: Array.from({ length: 30 }, (_, i) => `https://m${i}.example`) }))
    expect(crowded.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
  })

  it('finds the media hosts a catalogue names, less the site and API', () => {
    const snapshot = { products: [{ image: 'https://CDN.shop.example/a.jpg', gallery: ['/media/b.jpg', 'https://img.other.example/c.png?x=1'] }], banners: [{ page_link: 'https://shop.example/sale' }] }
    expect(mediaOriginsIn(snapshot, ['https://shop.example', null])).toEqual(['https://cdn.shop.example', 'https://img.other.example'])
  })

  it('sends nosniff, a referrer policy and the CSP, written the same into _headers', () => {
    const headers = new Map(securityHeaders())
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    const file = headersFile()
    expect(file).toContain(`/*\n  Cache-Control: ${REVALIDATE}\n`)
    for (const [name, value] of headers) expect(file).toContain(`  ${name}: ${value}\n`)
  })
})
