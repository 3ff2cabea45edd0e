/**
 * The blog's view models (spec 001 §2 Blog landing and Blog article, §4 blog states, §9 constants), built from the
 * snapshot once per process. Dates are formatted here, at build time, so the static HTML and the hydrated page
 * always show the same text.
 */
import type { Blog } from '../contract/schemas'
import { blogPath } from '../catalogue/paths'
import type { Paise } from '../catalogue/money'
import type { CatalogueIndex } from '../build/catalogueIndex'
import type { Crumb } from '../views/layoutData'
import { longDateInIndia } from './dates'
import { sanitizeArticle, plainText } from './sanitizeDescription'
import type { CatalogueSnapshot } from '../build/snapshot'
import {
  BLOG_AUTHOR,
  BLOG_CAROUSEL_MS,
  BLOG_DEFAULT_CATEGORY,
  BLOG_FALLBACK_LABEL,
  BLOG_LANDING_CARDS,
  BLOG_PAGE_SIZE,
  BLOG_POPULAR_COUNT,
  RELATED_ARTICLES,
  RELATED_THUMBS_ON_CARD,
} from './blogRules'

export * from './blogRules'

export interface RelatedProduct {
  id: string
  name: string
  path: string
  image: string | null
  /** Paise, like every price of the shop. */
  price: Paise
}

export interface BlogCard {
  id: string
  title: string
  path: string
  image: string | null
  /** ISO instant and its en-IN text. */
  date: string
  dateLabel: string
  category: string
  excerpt: string
  /** Up to two related products that are on sale (visible), as thumbnails. */
  thumbs: Pick<RelatedProduct, 'id' | 'name' | 'path' | 'image'>[]
  /** Spec 001 §2: a blog's comment count is its number of related products. */
  commentCount: number
}

export interface ArticleData {
  id: string
  title: string
  path: string
  image: string | null
  date: string
  dateLabel: string
  category: string | null
  tags: string[]
  html: string
  summary: string
  author: string
  crumbs: Crumb[]
  /** Spec 001 §2: the comment count is the number of related products, as on the landing. */
  commentCount: number
  relatedProducts: RelatedProduct[]
  relatedArticles: Pick<BlogCard, 'id' | 'title' | 'path' | 'image' | 'date' | 'dateLabel'>[]
}

/** The category of a blog: its first tag without '#' signs (spec 001 §3), 'Other' without tags. */
export function blogCategory(blog: Pick<Blog, 'tags'>): string {
  const first = blog.tags[0]?.replace(/#/g, '').trim()
  return first || BLOG_DEFAULT_CATEGORY
}

/** '18 November 2026': en-IN, in India's time zone whatever machine builds the site. */
export function formatBlogDate(iso: string): string {
  return longDateInIndia(iso)
}

/** Newest first (spec 001 §7); ties keep the API's order. */
export function newestBlogs(blogs: readonly Blog[]): Blog[] {
  const time = (b: Blog) => {
    const t = Date.parse(b.createdAt)
    return Number.isNaN(t) ? 0 : t
  }
  return [...blogs].sort((a, b) => time(b) - time(a))
}

/** Tab order: categories as they first appear in the newest-first list, each once. */
export function blogCategories(blogs: readonly Blog[]): string[] {
  return [...new Set(blogs.map(blogCategory))]
}

export interface BlogIndex {
  newest: Blog[]
  bySlug: Map<string, Blog>
  cards: Map<string, BlogCard>
}

const indexes = new WeakMap<CatalogueSnapshot, BlogIndex>()

export function blogIndex(index: CatalogueIndex): BlogIndex {
  const known = indexes.get(index.snapshot)
  if (known) return known
  const newest = newestBlogs(index.snapshot.blogs ?? [])
  const built: BlogIndex = {
    newest,
    bySlug: new Map(newest.map((b) => [b.slug, b])),
    cards: new Map(newest.map((b) => [b._id, toBlogCard(b, index)])),
  }
  indexes.set(index.snapshot, built)
  return built
}

/** Related products that have a page (visible), in the blog's order, unknown ids dropped. */
export function relatedProducts(blog: Pick<Blog, 'related_products'>, index: Pick<CatalogueIndex, 'cardById'>): RelatedProduct[] {
  return blog.related_products.flatMap((id) => {
    // Only visible products have a card; its image is the first of the product's pictures, the main image included.
    const card = index.cardById.get(id)
    return card ? [{ id, name: card.name, path: card.path, image: card.image, price: card.price }] : []
  })
}

export function toBlogCard(blog: Blog, index: Pick<CatalogueIndex, 'cardById'>): BlogCard {
  return {
    id: blog._id,
    title: blog.blog_title,
    path: blogPath(blog),
    image: blog.image ?? null,
    date: blog.createdAt,
    dateLabel: formatBlogDate(blog.createdAt),
    category: blogCategory(blog),
    excerpt: plainText(blog.meta_description || blog.description, 180),
    thumbs: relatedProducts(blog, index)
      .slice(0, RELATED_THUMBS_ON_CARD)
      .map(({ id, name, path, image }) => ({ id, name, path, image })),
    commentCount: blog.related_products.length,
  }
}

export function blogPaths(index: CatalogueIndex): string[] {
  return blogIndex(index).newest.map(blogPath)
}

/** null when no blog has this slug (the page renders the 404). */
export function articleData(index: CatalogueIndex, slug: string): ArticleData | null {
  const blogs = blogIndex(index)
  const blog = blogs.bySlug.get(slug)
  if (!blog) return null
  const category = blog.tags.length > 0 ? blogCategory(blog) : null
  // The contract passes unknown fields through; an `author` string is used when the API sends one.
  const author = typeof blog.author === 'string' && blog.author.trim() ? blog.author.trim() : BLOG_AUTHOR
  return {
    id: blog._id,
    title: blog.blog_title,
    path: blogPath(blog),
    image: blog.image ?? null,
    date: blog.createdAt,
    dateLabel: formatBlogDate(blog.createdAt),
    category,
    tags: blog.tags.filter((t) => t.replace(/#/g, '').trim()),
    html: sanitizeArticle(blog.description),
    summary: plainText(blog.meta_description || blog.description),
    author,
    crumbs: [{ label: 'Blog', href: '/blog' }, ...(category ? [{ label: category }] : [{ label: blog.blog_title }])],
    commentCount: blog.related_products.length,
    relatedProducts: relatedProducts(blog, index),
    relatedArticles: blogs.newest
      .filter((b) => b._id !== blog._id)
      .slice(0, RELATED_ARTICLES)
      .map((b) => {
        const card = blogs.cards.get(b._id)!
        return { id: card.id, title: card.title, path: card.path, image: card.image, date: card.date, dateLabel: card.dateLabel }
      }),
  }
}
