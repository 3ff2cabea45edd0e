/**
 * The small slice of the snapshot that the header and footer render on every page. Each page's `+data.ts` adds it
 * (computed once per process), so the layout never needs the whole snapshot.
 */
import { MAIN_MENU } from '../contract/schemas'
import { categoryPath } from '../catalogue/paths'
import { findCategoryByName } from '../catalogue/listing'
import { catalogueIndex } from '../build/catalogueIndex'
import { safeLink } from '../contract/safeUrl'
import type { CatalogueSnapshot } from '../build/snapshot'

export interface MenuLink {
  id: string
  label: string
  /** null: shown disabled (spec 001 §2: items without a link), as is a link the URL rule refuses. */
  link: string | null
}
export interface MenuEntry extends MenuLink {
  groups: (MenuLink & { links: MenuLink[] })[]
  image: string | null
  imageLink: string | null
}
export interface LayoutData {
  menu: MenuEntry[]
  /** The Sale category listing, for the flickering Sale item; null when the shop has no Sale category. */
  salePath: string | null
  footerCategories: { label: string; path: string }[]
  /** The copyright year, from the catalogue's date so the static HTML and the browser agree. */
  year: number
}

/** Footer category links, in this order (spec 001 §2 Footer). */
export const FOOTER_CATEGORY_NAMES = ['Men', 'Women', 'Home & Living', 'Beauty', 'Accessories', 'Sale'] as const

const cache = new WeakMap<CatalogueSnapshot, LayoutData>()

export function layoutData(snapshot: CatalogueSnapshot = catalogueIndex().snapshot): LayoutData {
  const known = cache.get(snapshot)
  if (known) return known
  const main = snapshot.menus.find((m) => m.name === MAIN_MENU)
  const menu: MenuEntry[] = (main?.items ?? []).map((item) => ({
    id: item._id,
    label: item.label,
    link: safeLink(item.link),
    image: item.image ?? null,
    // The menu image links to its own target, else to all products (spec 001 §2 Header); a refused target is inert.
    imageLink: item.image_redirect_url ? safeLink(item.image_redirect_url) : '/product/all',
    groups: item.inner_items.map((inner) => ({
      id: inner._id,
      label: inner.label,
      link: safeLink(inner.link),
      links: inner.sub_inner_items.map((leaf) => ({ id: leaf._id, label: leaf.label, link: safeLink(leaf.link) })),
    })),
  }))
  const sale = findCategoryByName(snapshot.categories, 'Sale')
  const fetched = new Date(snapshot.fetchedAt)
  const data: LayoutData = {
    year: Number.isNaN(fetched.getTime()) ? new Date().getFullYear() : fetched.getUTCFullYear(),
    menu,
    salePath: sale ? categoryPath(sale) : null,
    footerCategories: FOOTER_CATEGORY_NAMES.flatMap((name) => {
      const category = findCategoryByName(snapshot.categories, name)
      return category ? [{ label: category.category_name, path: categoryPath(category) }] : []
    }),
  }
  cache.set(snapshot, data)
  return data
}

/** One step of a breadcrumb; the current page has no href. */
export interface Crumb {
  label: string
  href?: string
  /** Show the label as written (content titles); otherwise it is title-cased like catalogue names. */
  exact?: boolean
}

/** What every page's data carries besides its own: layout and head. */
export interface PageMeta {
  /** Without the shop name; empty on the home page. */
  title: string
  /** Empty: the shop's default description. */
  description: string
  /** og:type; 'website' unless given. */
  type?: 'website' | 'product' | 'article'
  /** Root-relative share image (`shareImagePath`); the default site image otherwise. */
  image?: string
  /** Per-visitor shells (account, search) and the 404: kept out of search engines. */
  noindex?: boolean
}
export interface WithLayout {
  layout: LayoutData
  meta: PageMeta
}
