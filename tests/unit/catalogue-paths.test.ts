import { describe, expect, it } from 'vitest'
import { BlogSchema } from '../../data/contract/schemas'
import { blogPath, categoryPath, idFromSlug, nameFromSlug, productPath, searchPath, SLUG_MAX_BYTES, slugify, slugWithId, withPage } from '../../data/catalogue/paths'

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Indigo Block Print Kurta')).toBe('indigo-block-print-kurta')
  })
  it('folds whitespace runs and drops characters unsafe in a path segment', () => {
    expect(slugify('  Home &  Living ')).toBe('home-living')
    expect(slugify('Kurtas / Suits? 50% off #1')).toBe('kurtas-suits-50-off-1')
  })
  it('never keeps an underscore, which separates the id', () => {
    expect(slugify('snake_case name')).toBe('snakecase-name')
  })
  it('keeps non-latin letters', () => {
    expect(slugify('साड़ी Collection')).toBe('साड़ी-collection')
  })
  it('never returns an empty slug', () => {
    expect(slugify('!!!')).toBe('item')
  })
  it('keeps a long name to a slug that fits in a folder name with the id, after a whole word', () => {
    const bytes = (text: string) => new TextEncoder().encode(text).length
    const title = "Women's Cotton Blend Printed Straight Kurta with Palazzo and Dupatta Set for Festive Wear, Party Wear and Casual Wear in Maroon, Mustard, Bottle Green and Navy Blue (Pack of 1), Ideal for Diwali, Navratri, Weddings and Everyday Office Wear"
    const slug = slugify(title)
    expect(bytes(slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES)
    expect(title.toLowerCase().replace(/\s+/g, '-').replace(/[^\p{L}\p{N}-]/gu, '').startsWith(slug + '-')).toBe(true)
    // Devanagari: three bytes a letter, cut between words; one word too long is cut between letters.
    const devanagari = slugify('बनारसी रेशमी साड़ी '.repeat(12))
    expect(bytes(devanagari)).toBeLessThanOrEqual(SLUG_MAX_BYTES)
    expect(devanagari.endsWith('-')).toBe(false)
    expect(['बनारसी', 'रेशमी', 'साड़ी']).toContain(devanagari.split('-').at(-1))
    expect(bytes(slugify('a'.repeat(400)))).toBe(SLUG_MAX_BYTES)
    expect(bytes(slugWithId('a'.repeat(400), 'x'.repeat(64)))).toBeLessThanOrEqual(255)
    // A name that fits is as it was.
    expect(slugify('Indigo Block Print Kurta')).toBe('indigo-block-print-kurta')
  })
  it("turns away an article whose slug (the CMS's own, the folder it is published as) would not fit a folder name", () => {
    const blog = { _id: '64b0f1a2c3d4e5f607182930', blog_title: 'Caring for silk', slug: 'caring-for-silk', createdAt: '2026-11-02T10:00:00.000Z' }
    expect(BlogSchema.safeParse(blog).success).toBe(true)
    expect(BlogSchema.safeParse({ ...blog, slug: 'स'.repeat(Math.floor(SLUG_MAX_BYTES / 3)) }).success).toBe(true)
    const long = BlogSchema.safeParse({ ...blog, slug: 'स'.repeat(Math.floor(SLUG_MAX_BYTES / 3) + 1) })
    expect(long.success).toBe(false)
    expect(long.error?.issues[0]?.message).toBe(`slug must be at most ${SLUG_MAX_BYTES} bytes`)
  })
})

describe('route parameters', () => {
  it('reads the id as the last underscore segment', () => {
    expect(idFromSlug('banarasi-silk-saree_64b0f1a2c3d4e5f607182930')).toBe('64b0f1a2c3d4e5f607182930')
    expect(idFromSlug('odd_name_with_many_abc')).toBe('abc')
  })
  it('reads the name as the first segment', () => {
    expect(nameFromSlug('women_123')).toBe('women')
  })
  it('takes the whole parameter as the id when there is no underscore', () => {
    expect(idFromSlug('abc123')).toBe('abc123')
  })
  it('decodes percent-encoded parameters and survives malformed ones', () => {
    expect(idFromSlug('a%20b_x%31')).toBe('x1')
    expect(idFromSlug('bad%E0%A4_id')).toBe('id')
  })
})

describe('path builders', () => {
  const women = { _id: 'c1', category_name: 'Women' }
  const sarees = { _id: 's9', sub_category_name: 'Sarees & Drapes' }

  it('builds product paths as /product/{slug}_{id}', () => {
    expect(productPath({ _id: 'p42', product_name: 'Banarasi Silk Saree' })).toBe('/product/banarasi-silk-saree_p42')
  })
  it('builds category and subcategory paths', () => {
    expect(categoryPath(women)).toBe('/product/category/women_c1')
    expect(categoryPath(women, sarees)).toBe('/product/category/women_c1/sarees-drapes_s9')
  })
  it('round-trips: the id read back from a built path is the entity id', () => {
    const path = productPath({ _id: '65aa00', product_name: 'A_B c' })
    expect(idFromSlug(path.split('/').pop()!)).toBe('65aa00')
    expect(slugWithId('Home & Living', 'h7')).toBe('home-living_h7')
  })
  it('URL-encodes search queries', () => {
    expect(searchPath(' red kurta ')).toBe('/products/search/red%20kurta')
    expect(searchPath('50% off/new')).toBe('/products/search/50%25%20off%2Fnew')
  })
  it('builds blog paths and page links', () => {
    expect(blogPath({ slug: 'monsoon-edit' })).toBe('/blog-detail/monsoon-edit')
    expect(withPage('/product/all', 1)).toBe('/product/all')
    expect(withPage('/product/all', 3)).toBe('/product/all?page=3')
  })
})
