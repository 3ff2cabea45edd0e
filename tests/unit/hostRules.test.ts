import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheControlFor, IMMUTABLE, nginxSnippet, redirectsFile, REVALIDATE, rewriteFor } from '../../data/hostRules'

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

  it('writes _redirects with the rewrites first and the 404 last', () => {
    const lines = redirectsFile().trim().split('\n').slice(1)
    expect(lines).toContain('/orders/*  /login/index.html  200')
    expect(lines.at(-1)).toBe('/*  /404.html  404')
  })

  it('prints the same nginx snippet as the README', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
    expect(readme).toContain(nginxSnippet())
  })
})
