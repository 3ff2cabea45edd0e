import { describe, expect, it } from 'vitest'
import { shortcutFor } from '../../data/hostRules'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { articleData, blogCategories, blogCategory, blogIndex, blogPaths, formatBlogDate, newestBlogs, relatedProducts } from '../../data/content/blogData'
import { blogLandingData } from '../../data/content/blogLanding'
import { BLOG_PAGE_SIZE, nextVisibleCount, storiesInCategory } from '../../data/content/blogRules'
import { contentRoutes } from '../../data/catalogue/routes'
import { blogSnapshot, fixtureBlogs } from '../fixtures/blogs'

const index = catalogueIndex(blogSnapshot)

describe('blog rules', () => {
  it('takes the category from the first tag without # signs, Other without tags', () => {
    expect(blogCategory({ tags: ['#Fashion', '#Ethnic'] })).toBe('Fashion')
    expect(blogCategory({ tags: ['##Beauty'] })).toBe('Beauty')
    expect(blogCategory({ tags: [] })).toBe('Other')
  })

  it('orders blogs newest first and tabs by first appearance', () => {
    const newest = newestBlogs(fixtureBlogs)
    expect(newest.map((b) => b._id)).toEqual(['blog-4', 'blog-2', 'blog-1', 'blog-3', 'blog-5', 'blog-6'])
    expect(blogCategories(newest)).toEqual(['Fashion', 'Beauty', 'Other', 'Home'])
  })

  it('formats dates in en-IN, in India time', () => {
    expect(formatBlogDate('2025-06-01T10:00:00.000Z')).toBe('1 June 2025')
    // 20:00 UTC is already the next day in India.
    expect(formatBlogDate('2025-06-01T20:00:00.000Z')).toBe('2 June 2025')
    expect(formatBlogDate('not a date')).toBe('')
  })

  it('shows four, four more per Load More, and filters by the chosen tab', () => {
    expect(BLOG_PAGE_SIZE).toBe(4)
    expect(nextVisibleCount(4)).toBe(8)
    const cards = [{ category: 'A' }, { category: 'B' }, { category: 'A' }]
    expect(storiesInCategory(cards, 'A')).toHaveLength(2)
    expect(storiesInCategory(cards, null)).toHaveLength(3)
  })
})

describe('blog view models', () => {
  it('pre-renders one article per blog, the same paths the build verifies', () => {
    const verified = contentRoutes(fixtureBlogs).filter((r) => r.kind === 'article').map((r) => r.path)
    expect([...blogPaths(index)].sort()).toEqual([...verified].sort())
  })

  it('keeps only related products that have a page, and counts comments as related products', () => {
    expect(relatedProducts(fixtureBlogs[0]!, index).map((p) => p.id)).toEqual(['p-chanderi-kurta', 'p-handloom-saree'])
    const card = blogIndex(index).cards.get('blog-1')!
    expect(card.commentCount).toBe(3)
    expect(card.thumbs).toHaveLength(2)
    expect(blogIndex(index).cards.get('blog-4')!.thumbs).toEqual([])
  })

  it('builds an article: breadcrumb, sanitised HTML, up to four other articles', () => {
    const article = articleData(index, 'story-1')!
    expect(article.crumbs).toEqual([{ label: 'Blog', href: '/blog' }, { label: 'Fashion' }])
    expect(article.html).toContain('<h2>Part one</h2>')
    expect(article.dateLabel).toBe('1 June 2025')
    expect(article.relatedArticles.map((a) => a.id)).toEqual(['blog-4', 'blog-2', 'blog-3', 'blog-5'])
    expect(article.relatedProducts[0]).toMatchObject({ id: 'p-chanderi-kurta', path: expect.stringMatching(/^\/product\/.+_p-chanderi-kurta$/) })
    expect(articleData(index, 'no-such-story')).toBeNull()
  })

  it('never lets a script, handler or javascript: link through', () => {
    const html = articleData(index, 'story-6')!.html
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(html).toContain('<img src="/media/a.svg"')
  })

  it('builds the landing: three slides to real pages, LOOKS, SHOP and the seven Look Around topics', () => {
    const landing = blogLandingData(index)
    expect(landing.slides).toHaveLength(3)
    for (const slide of landing.slides) expect(slide.href).toMatch(/^\/(blog|product\/all|products\/search\/)/)
    // The spec's /summer and /new move to listings (data/hostRules.ts): the buttons link to those directly.
    expect(landing.slides.map((s) => s.href)).toEqual(['/blog#favorites', shortcutFor('/summer'), shortcutFor('/new')])
    expect(landing.slides.map((s) => s.href).join()).not.toMatch(/\/summer|\/new\b/)
    expect(landing.cards.map((c) => c.id)[0]).toBe('blog-4')
    expect(landing.categories[0]).toBe('Fashion')
    expect(landing.looks[0]!.id).toBe('p-chanderi-kurta')
    expect(landing.shop.length).toBeGreaterThan(0)
    expect(landing.lookAround.map((t) => t.label)).toEqual(['Fashion', 'Beauty', 'Holiday', 'Travel', 'Home', 'Jewelry', 'Video'])
    for (const tile of landing.lookAround) expect(tile.href).toMatch(/^\/(product\/category\/|blog)/)
  })
})
