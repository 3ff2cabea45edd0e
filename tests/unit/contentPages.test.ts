import { describe, expect, it } from 'vitest'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/content/announcements'
import { CONTENT_PATHS } from '../../data/catalogue/paths'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { FAQ_INFO_CARDS, FAQ_ITEMS, FAQ_TOPICS } from '../../data/content/faq'
import { filterFaq } from '../../data/content/faqSearch'
import { inlineParts } from '../../data/content/inlineLinks'
import { sitemapData } from '../../data/content/sitemapData'
import { staticPageContent } from '../../data/content/staticPages'
import { STATIC_PAGE_PATHS, staticPagePath } from '../../data/content/staticPaths'
import type { ContentBlock, StaticPageContent } from '../../data/content/types'
import { plainText } from '../../data/content/sanitizeDescription'
import { blogSnapshot } from '../fixtures/blogs'

const textOf = (page: StaticPageContent) => {
  const block = (b: ContentBlock) => (typeof b === 'string' ? b : 'note' in b ? b.note : b.list.join('\n'))
  return [page.title, page.summary, ...page.intro.map(block), ...page.sections.flatMap((s) => [s.heading, ...s.blocks.map(block)])].join('\n')
}

describe('FAQ', () => {
  it('has 48 questions with unique ids and nine information cards', () => {
    expect(FAQ_ITEMS).toHaveLength(48)
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(48)
    expect(FAQ_INFO_CARDS).toHaveLength(9)
  })

  it('agrees with the rest of the shop: free shipping above the one threshold, never 499', () => {
    const all = FAQ_ITEMS.map((i) => i.answer).join('\n') + FAQ_INFO_CARDS.map((c) => c.text).join('\n')
    expect(FREE_SHIPPING_THRESHOLD_RUPEES).toBe(999)
    expect(all).toContain('₹999')
    expect(all).not.toContain('499')
    for (const claim of ['7 days of delivery', '30 minutes', '5–7 business days', '3–5 business days', '₹250', '₹5,000', 'one coupon']) expect(all).toContain(claim)
  })

  it('filters by question text, case-insensitively, dropping empty topics', () => {
    expect(filterFaq(FAQ_TOPICS, '   ')).toHaveLength(FAQ_TOPICS.length)
    const refund = filterFaq(FAQ_TOPICS, 'REFUND')
    const questions = refund.flatMap((t) => t.items.map((i) => i.question))
    expect(questions.length).toBeGreaterThan(0)
    for (const q of questions) expect(q.toLowerCase()).toContain('refund')
    expect(filterFaq(FAQ_TOPICS, 'cancel order').flatMap((t) => t.items.map((i) => i.id))).toContain('cancel-order')
    expect(filterFaq(FAQ_TOPICS, 'zzzz')).toEqual([])
  })
})

describe('static pages', () => {
  it('routes exactly the about and six policy paths', () => {
    expect([...STATIC_PAGE_PATHS].sort()).toEqual(
      [CONTENT_PATHS.about, CONTENT_PATHS.returns, CONTENT_PATHS.shipping, CONTENT_PATHS.privacy, CONTENT_PATHS.terms, CONTENT_PATHS.clickAndCollect].sort(),
    )
    expect(staticPagePath('/privacy-policy/')).toBe('/privacy-policy')
    expect(staticPagePath('/faq')).toBeNull()
    for (const path of STATIC_PAGE_PATHS) expect(staticPageContent(path).sections.length).toBeGreaterThan(2)
  })

  it('privacy policy: 1 June 2025, 15 numbered sections, terms link, grievance officer in New Delhi on weekdays 10:00–17:00', () => {
    const privacy = staticPageContent('/privacy-policy')
    expect(privacy.lastUpdated).toBe('2025-06-01')
    expect(privacy.numbered).toBe(true)
    expect(privacy.sections).toHaveLength(15)
    const text = textOf(privacy)
    expect(text).toContain('](/terms-and-conditions)')
    for (const topic of ['Transaction data', 'Public posts', 'Device data', 'Usage data', 'Location data', 'Preferences', 'Social sign-in', 'affiliates', 'credit information companies', 'successor', 'Cookies', 'Job applicants', 'SMS', 'messaging apps', 'New Delhi', 'Monday to Friday, 10:00 to 17:00', 'Delhi have exclusive jurisdiction', 'indemnify'])
      expect(text).toContain(topic)
    expect(text).toMatch(/18 years old/)
  })

  it('policies quote the shop’s constants', () => {
    expect(staticPageContent('/shippingpolicy').lastUpdated).toBe('2025-06-01')
    expect(staticPageContent('/terms-and-conditions').lastUpdated).toBe('2025-06-01')
    const shipping = textOf(staticPageContent('/shippingpolicy'))
    expect(shipping).toContain('above ₹999')
    expect(shipping).toContain('2 to 14 days')
    expect(shipping).toContain('10%')
    const returns = textOf(staticPageContent('/returnandexchange'))
    expect(returns).toContain('14 working days')
    expect(returns).toContain('7 working days')
    const collect = textOf(staticPageContent('/click-and-collect-policy'))
    for (const claim of ['one week', '24 hours', '48 hours', '7 to 21 days']) expect(collect).toContain(claim)
  })

  it('every inline link in the written pages goes to a page of the shop', () => {
    const known = new Set<string>([...Object.values(CONTENT_PATHS), '/login', '/signup', '/wishlist', '/profile?tab=orders', '/profile?tab=addresses', '/product/all'])
    const texts = [...STATIC_PAGE_PATHS.map((p) => textOf(staticPageContent(p))), ...FAQ_ITEMS.map((i) => i.answer)]
    for (const text of texts)
      for (const part of inlineParts(text)) if (typeof part !== 'string') expect(known.has(part.href), part.href).toBe(true)
  })
})

describe('inline links', () => {
  it('turns [label](/path) into links and leaves everything else as text', () => {
    expect(inlineParts('See [our FAQ](/faq) now.')).toEqual(['See ', { label: 'our FAQ', href: '/faq' }, ' now.'])
    expect(inlineParts('[x](https://evil.example) [y](//evil.example) <b>z</b>')).toEqual(['[x](https://evil.example) [y](//evil.example) <b>z</b>'])
  })
})

describe('sitemap page', () => {
  it('lists every category with its subcategory links, the content pages and the articles', () => {
    const data = sitemapData(catalogueIndex(blogSnapshot))
    expect(data.categories).toHaveLength(blogSnapshot.categories.length)
    const women = data.categories.find((c) => c.label === 'Women')!
    expect(women.path).toBe('/product/category/women_c-women')
    expect(women.subCategories).toContainEqual({ label: 'Sarees', path: '/product/category/women_c-women/sarees_s-sarees' })
    const pages = [...data.pages, ...data.help].map((l) => l.path)
    for (const path of Object.values(CONTENT_PATHS)) expect(pages).toContain(path)
    expect(data.articles).toHaveLength(blogSnapshot.blogs.length)
  })
})

describe('plain text of descriptions', () => {
  it('keeps words apart at block boundaries and decodes entities once', () => {
    expect(plainText('<p>alike.</p><h3>Details</h3><ul><li>Cotton</li></ul>')).toBe('alike. Details Cotton')
    expect(plainText('Tom &amp; Jerry &amp;lt;b&amp;gt;')).toBe('Tom & Jerry &lt;b&gt;')
  })
})
