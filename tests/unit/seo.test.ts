import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { listingData } from '../../data/views/listingData'
import { productPageData } from '../../data/views/productData'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  canonicalPath,
  DEFAULT_SHARE_IMAGE_PATH,
  headTags,
  listingShareImage,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from '../../data/seo/head'
import { pageDescription, pageTitle } from '../../data/seo/text'
import { variantProduct } from '../fixtures/products'
import { blogSnapshot } from '../fixtures/blogs'
import { articleData } from '../../data/content/blogData'

const BASE = 'https://shop.example'
const index = catalogueIndex(blogSnapshot)

describe('head tags', () => {
  it('canonical is absolute, without query string, fragment or trailing slash', () => {
    expect(canonicalPath('/product/all?page=2')).toBe('/product/all')
    expect(canonicalPath('/faq/#returns')).toBe('/faq')
    expect(canonicalPath('/')).toBe('/')
    const tags = headTags({ urlPathname: '/product/all?page=3', meta: { title: 'All Products', description: 'd', image: '/og/category/all.png' }, base: BASE })
    expect(tags.canonical).toBe(`${BASE}/product/all`)
    expect(tags.robots).toBeNull()
    expect(tags.og).toContainEqual({ property: 'og:url', content: `${BASE}/product/all` })
    expect(tags.og).toContainEqual({ property: 'og:type', content: 'website' })
    expect(tags.og).toContainEqual({ property: 'og:image', content: `${BASE}/og/category/all.png` })
    expect(tags.twitter).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(tags.twitter).toContainEqual({ name: 'twitter:image', content: `${BASE}/og/category/all.png` })
    expect(tags.twitter).toContainEqual({ name: 'twitter:title', content: 'All Products | Vitrine' })
  })

  it('describes the share image for every social card: its alt text, size and type', () => {
    for (const meta of [{ title: 'All Products', description: 'd', image: '/og/category/all.png' }, { title: 'FAQ', description: '' }, { title: '', description: '' }]) {
      const tags = headTags({ urlPathname: '/x', meta, base: BASE })
      const alt = meta.title || 'Vitrine'
      expect(tags.og).toEqual(
        expect.arrayContaining([
          { property: 'og:image:alt', content: alt },
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
          { property: 'og:image:type', content: 'image/png' },
        ]),
      )
      expect(tags.twitter).toContainEqual({ name: 'twitter:image:alt', content: alt })
    }
  })

  it('gives pages without their own image the default share image', () => {
    const tags = headTags({ urlPathname: '/faq', meta: { title: 'FAQ', description: '' }, base: BASE })
    expect(tags.og).toContainEqual({ property: 'og:image', content: `${BASE}${DEFAULT_SHARE_IMAGE_PATH}` })
    expect(DEFAULT_SHARE_IMAGE_PATH).toBe('/og/category/all.png')
  })

  it('keeps shells and the 404 out of the index, with no canonical', () => {
    const shell = headTags({ urlPathname: '/login', meta: { title: 'My Account', description: '', noindex: true }, base: BASE })
    expect(shell.robots).toBe('noindex, follow')
    expect(shell.canonical).toBeNull()
    expect(shell.og.some((t) => t.property === 'og:url')).toBe(false)
    expect(headTags({ urlPathname: '/x', meta: undefined, is404: true, base: BASE }).robots).toBe('noindex, follow')
  })

  it('titles pages with the shop name and falls back to the shop description', () => {
    expect(pageTitle({ title: 'FAQ' })).toBe('FAQ | Vitrine')
    expect(pageTitle({ title: '' })).toMatch(/^Vitrine: /)
    expect(pageDescription({ description: '' })).toContain('₹999')
  })

  it('uses the listing’s own share image: subcategory, category or all', () => {
    expect(listingShareImage({ categoryId: 'c1', subCategoryId: 's1' })).toBe('/og/category/s1.png')
    expect(listingShareImage({ categoryId: 'c1' })).toBe('/og/category/c1.png')
    expect(listingShareImage({})).toBe('/og/category/all.png')
  })
})

describe('JSON-LD', () => {
  it('escapes < > & so no value can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--', line: '\u2028' })
    expect(text).not.toMatch(/[<>]/)
    expect(text).not.toContain('&')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--', line: '\u2028' })
  })

  it('describes a product: rupee price, stock, sku, brand, rating', () => {
    const page = productPageData(index, 'x_p-chanderi-kurta')!
    expect(page.meta).toMatchObject({ type: 'product', image: '/og/product/p-chanderi-kurta.png' })
    expect(page.rating).toEqual({ average: 4.26, count: 7 })
    const ld = productJsonLd(page.product, { path: '/product/x_p-chanderi-kurta', rating: page.rating, base: BASE })
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: page.product.product_name })
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7, bestRating: 5, worstRating: 1 })
    const offers = ld.offers as Record<string, unknown>
    expect(offers.priceCurrency).toBe('INR')
    expect(offers.availability).toBe('https://schema.org/InStock')
    expect(offers.url).toBe(`${BASE}/product/x_p-chanderi-kurta`)
    expect(String(offers.price ?? offers.lowPrice)).toMatch(/^\d+\.\d{2}$/)
    expect((ld.image as string[])[0]).toMatch(/^https:\/\/shop\.example\/media\//)
    expect(typeof ld.description).toBe('string')
    expect(ld.description).not.toMatch(/</)
  })

  it("lists the first page's approved reviews, pictures only as images (no clip)", () => {
    const page = productPageData(index, 'x_p-chanderi-kurta')!
    const review = { id: 'r1', productId: 'p-chanderi-kurta', authorId: 'u1', author: 'Meera', rating: 4, text: 'Soft </script>', images: [], approved: true, createdAt: '2026-11-03T10:00:00.000Z' }
    const pending = { ...review, id: 'r2', approved: false }
    const product = { ...page.product, main_image: '/media/clips/kurta.webm' }
    const ld = productJsonLd(product, { path: '/product/x_p-chanderi-kurta', rating: page.rating, reviews: [review, pending], base: BASE })
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Meera' },
        datePublished: '2026-11-03',
        reviewBody: 'Soft </script>',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ])
    expect((ld.image as string[]).some((src) => src.endsWith('.webm'))).toBe(false)
    expect(productJsonLd(page.product, { path: '/p', base: BASE })).not.toHaveProperty('review')
  })

  it('says OutOfStock when no option can be bought, and omits a rating it does not have', () => {
    const product = variantProduct({ _id: 'p1', product_name: 'Gone' }, [{ price: 1499, variant_stock_availability: 0 }])
    const ld = productJsonLd(product, { path: '/product/gone_p1', base: BASE })
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '1499.00', availability: 'https://schema.org/OutOfStock' })
    expect(ld).not.toHaveProperty('aggregateRating')
  })

  it('uses an AggregateOffer when the options differ in price', () => {
    const product = variantProduct({ _id: 'p2', product_name: 'Two' }, [
      { _id: 'v1', price: 999, variant_stock_availability: 3 },
      { _id: 'v2', price: 1299, variant_stock_availability: 3 },
    ])
    expect(productJsonLd(product, { path: '/p', base: BASE }).offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '999.00', highPrice: '1299.00', offerCount: 2 })
  })

  it('lists the breadcrumb from Home, the current page at its own URL', () => {
    const listing = listingData(index, 'women_c-women', 'sarees_s-sarees')!
    const ld = breadcrumbJsonLd(listing.crumbs, { path: '/product/category/women_c-women/sarees_s-sarees?page=2', base: BASE })
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/` },
      { '@type': 'ListItem', position: 2, name: 'Women', item: `${BASE}/product/category/women_c-women` },
      { '@type': 'ListItem', position: 3, name: 'Sarees', item: `${BASE}/product/category/women_c-women/sarees_s-sarees` },
    ])
  })

  it('describes an article', () => {
    const article = articleData(index, 'story-1')!
    const ld = articleJsonLd(article, { base: BASE })
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Story 1',
      datePublished: '2025-06-01T10:00:00.000Z',
      image: [`${BASE}/media/blogs/story-1.svg`],
      author: { '@type': 'Organization', name: 'Vitrine Journal' },
      publisher: { '@type': 'Organization', name: 'Vitrine' },
      url: `${BASE}/blog-detail/story-1`,
    })
  })

  it('offers the site search to search engines on the home page', () => {
    expect(JSON.stringify(websiteJsonLd({ base: BASE }))).toContain(`${BASE}/products/search/{search_term_string}`)
  })
})

describe('rating badge data', () => {
  it('puts the one-decimal rating on cards of rated products only', () => {
    expect(index.cardById.get('p-chanderi-kurta')).toMatchObject({ rating: 4.3, reviewCount: 7 })
    expect(index.cardById.get('p-handloom-saree')).not.toHaveProperty('rating')
  })
})
