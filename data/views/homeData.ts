/**
 * The home page's view model, built from the snapshot index: only what the page renders (spec 000 §2 Home).
 */
import type { Banner } from '../contract/schemas'
import { cardFace, type CardFace } from '../catalogue/cards'
import { findCategoryByName } from '../catalogue/listing'
import { ALL_PRODUCTS_PATH, categoryPath } from '../catalogue/paths'
import { newestFirstByFirstVariant } from '../catalogue/sorting'
import { cardsOf, type CatalogueIndex } from '../build/catalogueIndex'
import { safeLink } from '../contract/safeUrl'

export interface LinkedImage {
  id: string
  label: string
  image: string | null
  /** null: the tile is not a link (a hero without redirect_link stays on the page, a link the URL rule refuses is inert). */
  href: string | null
}
/** A hero banner: its picture and link, and its words when the banner carries them as text. */
export interface HeroSlide extends LinkedImage {
  title: string | null
  subtitle: string | null
  cta: string | null
}
export interface HomeRow {
  key: string
  title: string
  eyebrow: string
  viewAllHref: string | null
  cards: CardFace[]
}
export interface HomeData {
  heroSlides: HeroSlide[]
  offerCarousel: LinkedImage[]
  offerBanner: { left: string | null; center: string | null; right: string | null; href: string | null } | null
  /** The 'Offer Category Discount Image' banner (first item's discount_coupon_image). */
  discountImage: { image: string; href: string | null } | null
  runnerImages: string[]
  collections: LinkedImage[]
  recentCollections: LinkedImage[]
  rows: HomeRow[]
}

/**
 * How many cards a home row carries; VIEW ALL leads to the rest. Eight fill the widest screen's row (about five and
 * a half cards) with one scroll to spare, and a phone's (two) four times over. Each card costs the first visit some
 * 850 bytes of HTML and 330 of inline data, and its own hydration: twelve a row made home's HTML half as heavy again.
 */
export const HOME_ROW_LIMIT = 8

/** The rows of spec 000 §2, by category name, newest first by first variant (§9). */
export const HOME_ROWS = [
  { key: 'kids', category: 'Girls', title: 'KIDS', eyebrow: 'Little ones' },
  { key: 'women', category: 'Women', title: 'DREAMY WOMEN', eyebrow: 'Her edit' },
  { key: 'sale', category: 'Sale', title: 'SALE', eyebrow: 'Last few pieces' },
] as const

const active = (banners: Banner[], type: string) => banners.filter((b) => b.banner_type === type && b.status === 'ACTIVE')

/** An editor's link, or `fallback` when there is none; null (an inert tile) when the URL rule refuses it. */
const linkOr = (raw: string | null | undefined, fallback: string | null): string | null => (raw ? safeLink(raw) : fallback)

export function homeData(index: CatalogueIndex): HomeData {
  const { snapshot } = index
  const heroSlides = active(snapshot.banners, 'Hero Banner').flatMap((b) =>
    b.hero_banner.flatMap((slide, i) =>
      slide.hero_banner_image.map((image, j) => ({
        id: `${b._id}-${i}-${j}`,
        label: slide.title?.trim() || `Banner ${i + 1}`,
        image: image.image_url,
        href: linkOr(slide.redirect_link, null),
        title: slide.title?.trim() || null,
        subtitle: slide.subtitle?.trim() || null,
        cta: slide.button_text?.trim() || null,
      })),
    ),
  )
  const offerBanner = active(snapshot.banners, 'Offer Banner')[0]
  const offer = offerBanner?.offer_banner[0]
  const discountBanner = active(snapshot.banners, 'Offer Category Discount Image')[0]
  const discountSrc = discountBanner?.offer_category_discount[0]?.discount_coupon_image
  const discountImage = discountSrc ? { image: discountSrc, href: linkOr(discountBanner?.page_link, ALL_PRODUCTS_PATH) } : null
  const runner = active(snapshot.banners, 'Runner Banner')[0]?.runner_banner[0]?.runner_banner_image ?? []
  const rows: HomeRow[] = HOME_ROWS.map((row) => {
    const category = findCategoryByName(snapshot.categories, row.category)
    const products = category ? index.newestByCategory.get(category._id) ?? [] : []
    return {
      key: row.key,
      title: row.title,
      eyebrow: row.eyebrow,
      viewAllHref: category ? categoryPath(category) : null,
      cards: cardsOf(index, newestFirstByFirstVariant(products, (p) => p.firstVariantTime).slice(0, HOME_ROW_LIMIT)).map(cardFace),
    }
  })
  return {
    heroSlides,
    // Spec 000 §2 sends an offer without page_link to '/product-category/all', which no route serves; the
    // all-products listing is where that link was meant to go.
    offerCarousel: snapshot.offerCarousel.map((o) => ({ id: o._id, label: o.name, image: o.image ?? null, href: linkOr(o.page_link, ALL_PRODUCTS_PATH) })),
    offerBanner: offer
      ? { left: offer.left_image ?? null, center: offer.center_image ?? null, right: offer.right_image ?? null, href: linkOr(offerBanner?.page_link, ALL_PRODUCTS_PATH) }
      : null,
    discountImage,
    runnerImages: runner,
    collections: snapshot.collections.map((c) => ({ id: c._id, label: c.collection_name, image: c.collection_image ?? null, href: linkOr(c.page_link, ALL_PRODUCTS_PATH) })),
    recentCollections: snapshot.recentCollections.map((c) => ({
      id: c._id,
      label: c.recent_collection_name,
      image: c.recent_collection_image ?? null,
      href: linkOr(c.recent_collection_link, ALL_PRODUCTS_PATH),
    })),
    rows,
  }
}
