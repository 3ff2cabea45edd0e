/**
 * The Sitemap page (spec 001 §2): every category with its subcategories, linked by the one URL builder, then the
 * shop's content pages and the journal's articles.
 */
import { ALL_PRODUCTS_PATH, blogPath, CONTENT_PATHS, categoryPath } from '../catalogue/paths'
import type { CatalogueIndex } from '../build/catalogueIndex'
import { blogIndex } from './blogData'

export interface SitemapLink {
  label: string
  path: string
}
export interface SitemapCategory extends SitemapLink {
  id: string
  subCategories: SitemapLink[]
}
export interface SitemapData {
  categories: SitemapCategory[]
  pages: SitemapLink[]
  help: SitemapLink[]
  articles: SitemapLink[]
}

export const SITEMAP_PAGES: SitemapLink[] = [
  { label: 'Home', path: '/' },
  { label: 'All Products', path: ALL_PRODUCTS_PATH },
  { label: 'Blog', path: CONTENT_PATHS.blog },
  { label: 'About Us', path: CONTENT_PATHS.about },
  { label: 'Contact Us', path: CONTENT_PATHS.contact },
  { label: 'Sitemap', path: CONTENT_PATHS.sitemap },
]

export const SITEMAP_HELP: SitemapLink[] = [
  { label: 'FAQ', path: CONTENT_PATHS.faq },
  { label: 'Return, Exchange, Cancellation and Refund Policy', path: CONTENT_PATHS.returns },
  { label: 'Shipping Policy', path: CONTENT_PATHS.shipping },
  { label: 'Click and Collect Policy', path: CONTENT_PATHS.clickAndCollect },
  { label: 'Privacy Policy', path: CONTENT_PATHS.privacy },
  { label: 'Terms of Use', path: CONTENT_PATHS.terms },
]

export function sitemapData(index: CatalogueIndex): SitemapData {
  return {
    categories: index.snapshot.categories.map((category) => ({
      id: category._id,
      label: category.category_name,
      path: categoryPath(category),
      subCategories: category.sub_categories.map((sub) => ({ label: sub.sub_category_name, path: categoryPath(category, sub) })),
    })),
    pages: SITEMAP_PAGES,
    help: SITEMAP_HELP,
    articles: blogIndex(index).newest.map((blog) => ({ label: blog.blog_title, path: blogPath(blog) })),
  }
}
