import { Readable } from 'node:stream'
import { parseSitemap, parseSitemapIndex } from 'sitemap'
import { describe, expect, it } from 'vitest'
import { sitemapFiles } from '../../scripts/steps/siteFiles'

const SITE = 'https://shop.example/'
const urls = [
  { path: '/', lastmod: '2026-11-01T00:00:00.000Z' },
  { path: '/product/all', lastmod: '2026-11-02T00:00:00.000Z' },
  { path: "/blog-detail/tea & 'tiffin'", lastmod: '2026-11-03T00:00:00.000Z' },
]

describe('sitemap files', () => {
  it('lists each URL with its lastmod, escaped for XML, as the sitemap protocol reads it', async () => {
    const files = sitemapFiles(SITE, urls)
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
    const files = sitemapFiles(SITE, urls, 2)
    expect([...files.keys()].sort()).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap.xml'])
    const index = await parseSitemapIndex(Readable.from(files.get('sitemap.xml')!))
    expect(index.map((i) => [i.url, i.lastmod])).toEqual([
      ['https://shop.example/sitemap-0.xml', '2026-11-02T00:00:00.000Z'],
      ['https://shop.example/sitemap-1.xml', '2026-11-03T00:00:00.000Z'],
    ])
    expect((await parseSitemap(Readable.from(files.get('sitemap-1.xml')!))).map((i) => i.url)).toEqual(["https://shop.example/blog-detail/tea%20&%20'tiffin'"])
  })
})
