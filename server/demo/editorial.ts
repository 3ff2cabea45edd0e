/** Complete-the-look sets and journal articles. Both only point at products a shopper can actually buy. */
import type { Blog, CompleteLook, Product } from '../../data/contract/schemas'
import { isVisible } from '../../data/catalogue/visibility'
import { mediaPaths } from '../media/paths'
import { BLOG_PLANS } from './blogPlans'
import { escapeHtml } from './products'
import type { Random } from './random'

const LOOK_COUNT = 20
const DAY_MS = 86_400_000

/** A look pairs an outfit with things from other shelves (a kurta with jewellery and a bag). */
export function generateCompleteLooks(products: Product[], random: Random, newId: () => string): CompleteLook[] {
  const visible = products.filter(isVisible)
  const apparel = visible.filter((p) => p.size_chart_image || p.categories.some((c) => c.category_name === 'Women'))
  const extras = visible.filter((p) => p.categories.some((c) => c.category_name === 'Accessories' || c.category_name === 'Beauty'))
  const anchors = random.sample(apparel, Math.min(LOOK_COUNT, apparel.length))
  return anchors.flatMap((anchor) => {
    const pool = (extras.length >= 2 ? extras : visible).filter((p) => p._id !== anchor._id)
    const others = random.sample(pool, random.int(2, 4)).map((p) => p._id)
    return others.length ? [{ _id: newId(), product: anchor._id, complete_look_products: others }] : []
  })
}

export function generateBlogs(products: Product[], epoch: Date, random: Random, newId: () => string): Blog[] {
  const visible = products.filter(isVisible)
  return BLOG_PLANS.map((plan) => {
    const related = visible.filter((p) => p.categories.some((c) => matchesTheme(c.category_name, plan.tags)))
    return {
      _id: newId(),
      blog_title: plan.title,
      slug: plan.slug,
      image: mediaPaths.blog(plan.slug),
      description:
        `<p>${escapeHtml(plan.meta)}</p>` +
        plan.sections
          .map((s) => `<h2>${escapeHtml(s.heading)}</h2><p>${escapeHtml(s.text)}</p>${s.list ? `<ul>${s.list.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>` : ''}`)
          .join(''),
      meta_description: plan.meta,
      tags: [...plan.tags],
      related_products: random.sample(related.length >= 2 ? related : visible, random.int(2, 4)).map((p) => p._id),
      createdAt: new Date(epoch.getTime() - plan.age * DAY_MS + 10 * 3600_000).toISOString(),
      author: 'Vitrine Journal',
    }
  })
}

const THEMES: Record<string, readonly string[]> = {
  '#Ethnic': ['Women'], '#Sarees': ['Women'], '#Lehenga': ['Women'], '#Festive': ['Women', 'Girls'], '#Beauty': ['Beauty'],
  '#Skincare': ['Beauty'], '#Home': ['Home & Living'], '#Decor': ['Home & Living'], '#Kids': ['Girls'], '#Menswear': ['Men'],
  '#Gifting': ['Beauty', 'Accessories'], '#Accessories': ['Accessories'], '#Fashion': ['Women', 'Men'],
}

function matchesTheme(categoryName: string, tags: readonly string[]): boolean {
  return tags.some((tag) => THEMES[tag]?.includes(categoryName))
}
