/**
 * The catalogue snapshot: what `vitrine build:catalog` fetched from the shop API, validated against the contract.
 * Pages read this, never the live API, so a build is reproducible and a slow API never slows a render.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ReviewModel } from '../reviews/rules'
import type { Banner, Blog, Collection, CompleteLook, Menu, OfferCarouselItem, Product, ProductCategory, RecentCollection } from '../contract/schemas'

export interface CatalogueSnapshot {
  /** When the fetch finished, ISO. */
  fetchedAt: string
  /** The API host the catalogue came from (informational). */
  host: string
  banners: Banner[]
  menus: Menu[]
  collections: Collection[]
  offerCarousel: OfferCarouselItem[]
  recentCollections: RecentCollection[]
  categories: ProductCategory[]
  products: Product[]
  completeLooks: CompleteLook[]
  blogs: Blog[]
  /**
   * Approved-review summary per product id, derived by the fetch step from GET /api/reviews (the raw reviews are
   * live data the product page loads itself). Products without approved reviews are absent.
   */
  ratings?: Record<string, ProductRating>
  /**
   * The first page of each product's approved reviews, most recent first (derived by the fetch step from the same
   * call), for the static product page and its structured data; the page loads the live list itself.
   */
  reviews?: Record<string, ReviewModel[]>
}

export interface ProductRating {
  /** Mean of approved ratings, 1–5, two decimals. */
  average: number
  count: number
  /** Approved reviews per star value, 5 stars first (absent in snapshots made before it existed). */
  stars?: number[]
}

export const SNAPSHOT_FILE = 'catalogue.json'
export const DEFAULT_SNAPSHOT_DIR = '.cache/snapshot'

/** Where the build put the snapshot: `VITRINE_SNAPSHOT_DIR` (set by the CLI) or the default under `.cache/`. */
export function snapshotDir(): string {
  return path.resolve(process.env.VITRINE_SNAPSHOT_DIR ?? DEFAULT_SNAPSHOT_DIR)
}

/**
 * The parsed snapshot, per process. It lives on globalThis because the build process holds two copies of this
 * module (its own, and the one bundled into the pages it renders in-process); the build primes it so neither
 * parses the file again.
 */
const SHARED = Symbol.for('vitrine.snapshot')
type Cached = { file: string; snapshot: CatalogueSnapshot } | undefined
const shared = globalThis as { [SHARED]?: Cached }

/** The build hands the snapshot it just wrote to the pages it renders in this process. */
export function primeSnapshot(dir: string, snapshot: CatalogueSnapshot): void {
  shared[SHARED] = { file: path.join(path.resolve(dir), SNAPSHOT_FILE), snapshot }
}

/**
 * Lets go of the snapshot this process holds, and with it its index (catalogueIndex.ts keys it by the snapshot): the
 * build, once its own pages are rendered. A page rendered later reads the snapshot's files again.
 */
export function forgetSnapshot(): void {
  shared[SHARED] = undefined
}

/**
 * The snapshot this process already holds (primed by the build, or read by the index from the record cache), or,
 * with a snapshot, makes it the one held.
 */
export function shareSnapshot(snapshot?: CatalogueSnapshot, file?: string): CatalogueSnapshot | undefined {
  const current = path.join(snapshotDir(), SNAPSHOT_FILE)
  if (snapshot) shared[SHARED] = { file: file ?? current, snapshot }
  const cached = shared[SHARED]
  return cached?.file === current ? cached.snapshot : undefined
}

/** Reads the snapshot once per process: pre-rendering thousands of pages must not parse it thousands of times. */
export function readSnapshot(): CatalogueSnapshot {
  const file = path.join(snapshotDir(), SNAPSHOT_FILE)
  const cached = shared[SHARED]
  if (cached?.file === file) return cached.snapshot
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`No catalogue snapshot at ${file}: run \`vitrine build:catalog\` first.`)
  }
  const snapshot = JSON.parse(text) as CatalogueSnapshot
  shared[SHARED] = { file, snapshot }
  return snapshot
}
