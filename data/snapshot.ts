/**
 * The catalogue snapshot: what `vitrine build:catalog` fetched from the shop API, validated against the contract.
 * Pages read this, never the live API, so a build is reproducible and a slow API never slows a render.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Banner, Blog, Collection, CompleteLook, Menu, OfferCarouselItem, Product, ProductCategory, RecentCollection } from './contract'

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
}

export const SNAPSHOT_FILE = 'catalogue.json'
export const DEFAULT_SNAPSHOT_DIR = '.cache/snapshot'

/** Where the build put the snapshot: `VITRINE_SNAPSHOT_DIR` (set by the CLI) or the default under `.cache/`. */
export function snapshotDir(): string {
  return path.resolve(process.env.VITRINE_SNAPSHOT_DIR ?? DEFAULT_SNAPSHOT_DIR)
}

let cached: { file: string; snapshot: CatalogueSnapshot } | undefined

/** Reads the snapshot once per process: pre-rendering thousands of pages must not parse it thousands of times. */
export function readSnapshot(): CatalogueSnapshot {
  const file = path.join(snapshotDir(), SNAPSHOT_FILE)
  if (cached?.file === file) return cached.snapshot
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`No catalogue snapshot at ${file}: run \`vitrine build:catalog\` first.`)
  }
  cached = { file, snapshot: JSON.parse(text) as CatalogueSnapshot }
  return cached.snapshot
}
