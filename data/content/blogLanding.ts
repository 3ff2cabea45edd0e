/**
 * The blog landing's view model (spec 001 §2 Blog landing): three fixed hero slides, every blog as a small card
 * (newest first; the landing cards, tabs, lists and Most Popular are slices of it in the browser), and the
 * static LOOKS, SHOP and Look Around grids, whose images are media the snapshot already references.
 */
import type { ProductCategory } from '../contract/schemas'
import { ALL_PRODUCTS_PATH, CONTENT_PATHS, categoryPath } from '../catalogue/paths'
import { findCategoryByName } from '../catalogue/listing'
import type { CatalogueIndex } from '../build/catalogueIndex'
import { shortcutFor } from '../hostRules'
import { blogCategories, blogIndex, type BlogCard } from './blogData'

export interface ImageLink {
  id: string
  label: string
  image: string | null
  href: string
}
export interface HeroSlide extends ImageLink {
  eyebrow: string
  text: string
  cta: string
}
export interface BlogLandingData {
  slides: HeroSlide[]
  cards: BlogCard[]
  categories: string[]
  looks: ImageLink[]
  shop: ImageLink[]
  lookAround: ImageLink[]
}

export const LOOKS_COUNT = 6
export const SHOP_COUNT = 6

/**
 * Spec 001 §2 links the three slides to /blog, /summer and /new. /summer and /new have no screen of their own: the
 * host moves them to the listings they stand for (data/hostRules.ts), and the buttons link there directly.
 */
const SLIDES: Omit<HeroSlide, 'image' | 'id'>[] = [
  { eyebrow: 'The Vitrine Journal', label: 'Stories of craft and style', text: 'Styling notes, atelier visits and festive edits from the people who make our clothes.', cta: 'Explore the blog', href: `${CONTENT_PATHS.blog}#favorites` },
  { eyebrow: 'The summer edit', label: 'Light cottons for long days', text: 'Block-prints, handlooms and breathable linens, made for an Indian summer.', cta: 'Shop the edit', href: shortcutFor('/summer') ?? ALL_PRODUCTS_PATH },
  { eyebrow: 'Just landed', label: 'New in this week', text: 'Fresh from our ateliers: the newest kurtas, sarees, kidswear and homeware.', cta: 'See what’s new', href: shortcutFor('/new') ?? ALL_PRODUCTS_PATH },
]

/** Look Around (spec 001 §2): each topic opens the shop's nearest category (name, then subcategory). */
const LOOK_AROUND: { label: string; category: string; sub?: string }[] = [
  { label: 'Fashion', category: 'Women' },
  { label: 'Beauty', category: 'Beauty' },
  { label: 'Holiday', category: 'Women', sub: 'Lehengas' },
  { label: 'Travel', category: 'Accessories', sub: 'Bags' },
  { label: 'Home', category: 'Home & Living' },
  { label: 'Jewelry', category: 'Accessories', sub: 'Jewellery' },
  { label: 'Video', category: '' },
]

function firstImageOf(index: CatalogueIndex, category: ProductCategory | undefined, subId?: string): string | null {
  if (!category) return null
  const list = (subId ? index.newestBySubCategory.get(`${category._id}/${subId}`) : index.newestByCategory.get(category._id)) ?? []
  for (const product of list) {
    const image = index.cardById.get(product._id)?.image
    if (image) return image
  }
  return null
}

export function blogLandingData(index: CatalogueIndex): BlogLandingData {
  const blogs = blogIndex(index)
  const cards = blogs.newest.map((b) => blogs.cards.get(b._id)).filter((c): c is BlogCard => Boolean(c))
  const { categories: shopCategories } = index.snapshot

  // Slide images: the newest articles' pictures, then the newest products', so there are always three.
  const slideImages = [...cards.map((c) => c.image), ...index.newest.slice(0, 3).map((p) => index.cardById.get(p._id)?.image ?? null)].filter((s): s is string => Boolean(s))
  const slides = SLIDES.map((slide, i) => ({ ...slide, id: `slide-${i + 1}`, image: slideImages[i] ?? null }))

  const looks: ImageLink[] = []
  for (const look of index.snapshot.completeLooks) {
    if (looks.length >= LOOKS_COUNT) break
    const card = index.cardById.get(look.product)
    if (card && !looks.some((l) => l.id === card.id)) looks.push({ id: card.id, label: card.name, image: card.image, href: card.path })
  }
  for (const product of index.newest) {
    if (looks.length >= LOOKS_COUNT) break
    const card = index.cardById.get(product._id)
    if (card && !looks.some((l) => l.id === card.id)) looks.push({ id: card.id, label: card.name, image: card.image, href: card.path })
  }

  // SHOP: one subcategory tile per category first, so the grid spans the shop rather than one department.
  const tiles = shopCategories.flatMap((c) => c.sub_categories.filter((s) => s.sub_category_image).map((s) => ({ c, s })))
  const ordered = [...new Map(tiles.map((t) => [t.c._id, t])).values(), ...tiles]
  const shop: ImageLink[] = []
  for (const { c, s } of ordered) {
    if (shop.length >= SHOP_COUNT) break
    if (shop.some((t) => t.id === s._id)) continue
    shop.push({ id: s._id, label: s.sub_category_name, image: s.sub_category_image ?? null, href: categoryPath(c, s) })
  }

  const lookAround: ImageLink[] = LOOK_AROUND.map((topic) => {
    const category = topic.category ? findCategoryByName(shopCategories, topic.category) : undefined
    const sub = topic.sub ? category?.sub_categories.find((s) => s.sub_category_name.toLowerCase() === topic.sub!.toLowerCase()) : undefined
    if (!category) {
      // Video has no shop category: it opens the newest story, with that story's picture.
      const story = cards[0]
      return { id: topic.label.toLowerCase(), label: topic.label, image: story?.image ?? slideImages[0] ?? null, href: story?.path ?? CONTENT_PATHS.blog }
    }
    return {
      id: topic.label.toLowerCase(),
      label: topic.label,
      image: sub?.sub_category_image ?? firstImageOf(index, category, sub?._id) ?? firstImageOf(index, category),
      href: categoryPath(category, sub),
    }
  })

  return { slides, cards, categories: blogCategories(blogs.newest), looks, shop, lookAround }
}
