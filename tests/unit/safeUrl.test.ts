/** Issue "Shop polish and safety" 1: one URL rule for every link, image and frame address from shop data. */
import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { mediaUrl, PLACEHOLDER_IMAGE } from '../../data/contract/client'
import { safeLink, safeUrl } from '../../data/contract/safeUrl'
import { sanitizeDescription } from '../../data/content/sanitizeDescription'
import { shippingMapUrl } from '../../data/orders/orderDetail'
import { homeData } from '../../data/views/homeData'
import { layoutData } from '../../data/views/layoutData'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { fixtureSnapshot } from '../fixtures/catalogue'

/** Ways a script address is written to slip past a naive check; a browser runs every one of them. */
const SCRIPTS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\r:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
]

describe('the URL rule', () => {
  it('keeps web, mail and phone links and paths on this site', () => {
    for (const url of ['https://shop.example/a?b=c#d', 'http://shop.example', 'mailto:care@vitrine.test', 'tel:+911234567890', '/product/all', 'product/all', '?page=2', '#reviews', '//cdn.example/x.png']) {
      expect(safeLink(url), url).toBe(url)
    }
    expect(safeLink('  /product/all\n')).toBe('/product/all')
  })

  it('makes every other link inert', () => {
    for (const url of [...SCRIPTS, 'file:///etc/passwd', 'ftp://x.example/', 'blob:https://x/1', 'intent://x', 'about:blank', '', '   ', null, undefined]) {
      expect(safeLink(url), JSON.stringify(url)).toBeNull()
    }
  })

  it('lets media also be a picture data URL or a blob, and a frame only a web page', () => {
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'media')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeUrl('blob:http://localhost/1', 'media')).toBe('blob:http://localhost/1')
    for (const url of SCRIPTS) expect(safeUrl(url, 'media'), url).toBeNull()
    expect(safeUrl('mailto:a@b.c', 'frame')).toBeNull()
    expect(safeUrl('https://maps.google.com/maps?q=Pune', 'frame')).toBe('https://maps.google.com/maps?q=Pune')
    for (const url of SCRIPTS) expect(safeUrl(url, 'frame'), url).toBeNull()
  })

  it('is what the media, map and description helpers apply', () => {
    for (const url of SCRIPTS) expect(mediaUrl(url), url).toBe(PLACEHOLDER_IMAGE)
    expect(mediaUrl('/media/a.svg', 'https://api.example')).toBe('https://api.example/media/a.svg')
    expect(shippingMapUrl({ city: 'Pune', state: 'javascript:alert(1)' })).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=Pune%2C%20javascript/)
    expect(sanitizeDescription('<a href="tel:+91123">call</a><a href="java&#9;script:alert(1)">x</a>')).toBe('<a href="tel:+91123" rel="noopener noreferrer nofollow">call</a><a rel="noopener noreferrer nofollow">x</a>')
  })
})

/** The fixture catalogue with a script address in every menu, banner, offer and collection link. */
function poisoned(url: string): CatalogueSnapshot {
  const s = structuredClone(fixtureSnapshot)
  for (const menu of s.menus) {
    for (const item of menu.items) {
      item.link = url
      item.image_redirect_url = url
      for (const inner of item.inner_items) {
        inner.link = url
        for (const leaf of inner.sub_inner_items) leaf.link = url
      }
    }
  }
  for (const banner of s.banners) {
    banner.page_link = url
    for (const slide of banner.hero_banner) slide.redirect_link = url
  }
  s.banners.push({ ...s.banners[1]!, _id: 'b-discount', banner_type: 'Offer Category Discount Image', offer_category_discount: [{ discount_coupon_image: '/media/d.svg' }], page_link: url })
  for (const offer of s.offerCarousel) offer.page_link = url
  for (const collection of s.collections) collection.page_link = url
  for (const recent of s.recentCollections) recent.recent_collection_link = url
  return s
}

describe('view models of shop data', () => {
  it('carry no script link from the menu, banners, offers or collections: each is inert (null)', () => {
    for (const url of SCRIPTS) {
      const snapshot = poisoned(url)
      const layout = layoutData(snapshot)
      const home = homeData(catalogueIndex(snapshot))
      const links = [
        ...layout.menu.flatMap((item) => [item.link, item.imageLink, ...item.groups.flatMap((g) => [g.link, ...g.links.map((l) => l.link)])]),
        ...home.heroSlides.map((s) => s.href),
        ...home.offerCarousel.map((o) => o.href),
        ...home.collections.map((c) => c.href),
        ...home.recentCollections.map((c) => c.href),
        home.offerBanner?.href,
        home.discountImage?.href,
      ]
      expect(links.length).toBeGreaterThan(20)
      expect(links.every((link) => link === null), url).toBe(true)
    }
  })

  it('keeps the fallbacks for links an editor left empty', () => {
    const home = homeData(catalogueIndex(fixtureSnapshot))
    expect(home.offerCarousel.at(-1)!.href).toBe('/product/all')
    expect(home.heroSlides.at(-1)!.href).toBeNull()
    expect(layoutData(fixtureSnapshot).menu.find((m) => m.label === 'Women')!.imageLink).toBe('/product/category/women_c-women/sarees_s-sarees')
  })
})
