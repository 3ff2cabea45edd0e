/** Home-page and header content of the demo shop: banners, menu, collections, offer carousel, recent collections. */
import type { Banner, Collection, Menu, OfferCarouselItem, ProductCategory, RecentCollection } from '../../data/contract/schemas'
import { MAIN_MENU } from '../../data/contract/schemas'
import { categoryPath, searchPath } from '../../data/catalogue/paths'
import { mediaPaths } from '../media/paths'
import {
  COLLECTION_PLANS, DISCOUNT_PLAN, HERO_PLANS, MENU_IMAGE_PLANS, MENU_SEARCHES, OFFER_PANEL_PLANS, OFFER_PLANS, RECENT_PLANS, RUNNER_PLANS,
  type LinkPlan,
} from './contentPlan'

type NewId = () => string

/** Turns a [category, subcategory] plan into the storefront's category path. */
export function linkResolver(categories: ProductCategory[]): (plan: LinkPlan) => string | null {
  return (plan) => {
    if (!plan) return null
    const category = categories.find((c) => c.category_name === plan[0])
    if (!category) throw new Error(`demo content links to an unknown category: ${plan[0]}`)
    const sub = plan[1] ? category.sub_categories.find((s) => s.sub_category_name === plan[1]) : undefined
    if (plan[1] && !sub) throw new Error(`demo content links to an unknown subcategory: ${plan.join(' / ')}`)
    return categoryPath(category, sub)
  }
}

export function generateBanners(categories: ProductCategory[], newId: NewId): Banner[] {
  const link = linkResolver(categories)
  const [festive, season, little, monsoon] = HERO_PLANS
  const heroItem = (plan: (typeof HERO_PLANS)[number] | undefined) =>
    plan
      ? [
          {
            _id: newId(),
            hero_banner_image: [{ _id: newId(), image_url: mediaPaths.banner(plan.file) }],
            redirect_link: link(plan.link),
            // The words go as text, laid out over the picture (which holds the art alone).
            title: plan.headline,
            subtitle: plan.subline,
            button_text: plan.cta,
          },
        ]
      : []
  const banner = (banner_type: string, status: string, fields: Partial<Banner>): Banner => ({
    _id: newId(),
    banner_type,
    status,
    page_link: null,
    hero_banner: [],
    offer_banner: [],
    runner_banner: [],
    offer_category_discount: [],
    ...fields,
  })
  return [
    banner('Hero Banner', 'ACTIVE', { hero_banner: [...heroItem(festive), ...heroItem(season), ...heroItem(little)] }),
    banner('Offer Banner', 'ACTIVE', {
      page_link: link(['Sale']),
      offer_banner: [
        {
          left_image: mediaPaths.banner(OFFER_PANEL_PLANS.left.file),
          center_image: mediaPaths.banner(OFFER_PANEL_PLANS.center.file),
          right_image: mediaPaths.banner(OFFER_PANEL_PLANS.right.file),
        },
      ],
    }),
    banner('Runner Banner', 'ACTIVE', { runner_banner: [{ runner_banner_image: RUNNER_PLANS.map((plan) => mediaPaths.banner(plan.file)) }] }),
    banner('Offer Category Discount Image', 'ACTIVE', {
      page_link: link(['Sale']),
      offer_category_discount: [{ discount_coupon_image: mediaPaths.banner(DISCOUNT_PLAN.file) }],
    }),
    // A finished campaign: the storefront must skip banners that are not ACTIVE.
    banner('Hero Banner', 'INACTIVE', { hero_banner: heroItem(monsoon) }),
  ]
}

export function generateCollections(categories: ProductCategory[], newId: NewId): Collection[] {
  const link = linkResolver(categories)
  return COLLECTION_PLANS.map((plan) => ({ _id: newId(), collection_name: plan.name, collection_image: mediaPaths.tile(plan.file), page_link: link(plan.link) }))
}

export function generateOfferCarousel(categories: ProductCategory[], newId: NewId): OfferCarouselItem[] {
  const link = linkResolver(categories)
  return OFFER_PLANS.map((plan) => ({ _id: newId(), name: plan.name, image: mediaPaths.tile(plan.file), page_link: link(plan.link) }))
}

export function generateRecentCollections(categories: ProductCategory[], newId: NewId): RecentCollection[] {
  const link = linkResolver(categories)
  return RECENT_PLANS.map((plan) => ({
    _id: newId(),
    recent_collection_name: plan.name,
    recent_collection_image: mediaPaths.tile(plan.file),
    recent_collection_link: link(plan.link),
  }))
}

/** The header's 'Main Menu': one item per category, its subcategories as inner items. */
export function generateMenus(categories: ProductCategory[], newId: NewId): Menu[] {
  const link = linkResolver(categories)
  const items = categories.map((category) => {
    const picture = MENU_IMAGE_PLANS[category.category_name]
    // Sale has no inner items on purpose: the header shows its discount timer there instead of a dropdown.
    const subs = category.category_name === 'Sale' ? [] : category.sub_categories
    return {
      _id: newId(),
      label: category.category_name,
      link: categoryPath(category),
      inner_items: subs.map((sub) => ({
        _id: newId(),
        label: sub.sub_category_name,
        link: categoryPath(category, sub),
        sub_inner_items: (MENU_SEARCHES[`${category.category_name}/${sub.sub_category_name}`] ?? []).map((term) => ({
          _id: newId(),
          label: term,
          link: searchPath(term),
        })),
      })),
      image: picture ? mediaPaths.menu(picture.file) : null,
      image_redirect_url: picture ? link(picture.link) : null,
    }
  })
  return [{ _id: newId(), name: MAIN_MENU, items }]
}
