/**
 * The deterministic demo catalogue: the same seed and size give byte-identical data and ids on every machine and
 * every run. Dates count back from a fixed epoch rather than from today, so a rebuilt database (and the static
 * pages built from it) does not change from one day to the next.
 */
import type { Banner, Blog, Collection, CompleteLook, Menu, OfferCarouselItem, Product, ProductCategory, RecentCollection } from '../../data/contract/schemas'
import { generateCategories } from './categories'
import { generateBanners, generateCollections, generateMenus, generateOfferCarousel, generateRecentCollections } from './content'
import { generateBlogs, generateCompleteLooks } from './editorial'
import { generateProducts } from './products'
import { createObjectIds, createRandom, hashSeed } from './random'
import { generateShopperContent, type ShopperContent } from './shopperContent'

/** "Now" for the demo shop: products were created in the 60 days before it. */
export const DEMO_EPOCH = new Date('2026-11-01T00:00:00.000Z')
export const DEFAULT_DEMO_PRODUCTS = 300
export const DEFAULT_DEMO_SEED = 1

export interface DemoCatalogueOptions {
  products?: number
  seed?: number
  epoch?: Date
}

export interface DemoCatalogue extends ShopperContent {
  categories: ProductCategory[]
  products: Product[]
  banners: Banner[]
  menus: Menu[]
  collections: Collection[]
  offerCarousel: OfferCarouselItem[]
  recentCollections: RecentCollection[]
  completeLooks: CompleteLook[]
  blogs: Blog[]
}

export function generateDemoCatalogue(options: DemoCatalogueOptions = {}): DemoCatalogue {
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const epoch = options.epoch ?? DEMO_EPOCH
  const count = Math.max(0, Math.floor(options.products ?? DEFAULT_DEMO_PRODUCTS))
  const objectId = createObjectIds(seed)
  // Content is "published" a little before the epoch; its ids only need to be unique and stable.
  const contentId = () => objectId(new Date(epoch.getTime() - 7 * 86_400_000))

  const categories = generateCategories(epoch, objectId)
  const products = generateProducts({ count, epoch, random: createRandom(hashSeed(seed, 'products')), newId: objectId, categories })
  const editorial = createRandom(hashSeed(seed, 'editorial'))
  return {
    categories,
    products,
    banners: generateBanners(categories, contentId),
    menus: generateMenus(categories, contentId),
    collections: generateCollections(categories, contentId),
    offerCarousel: generateOfferCarousel(categories, contentId),
    recentCollections: generateRecentCollections(categories, contentId),
    completeLooks: generateCompleteLooks(products, editorial, contentId),
    blogs: generateBlogs(products, epoch, editorial, contentId),
    ...generateShopperContent(products, seed, epoch),
  }
}
