/**
 * The build manifest, published inside the site as `.vitrine-build.json`: what each page and share card was made
 * from, so the next build can reuse everything whose inputs did not change. It is swapped in with the site it
 * describes, so the two always agree; a site without one is rebuilt in full.
 */
import { rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SitePolicy } from '../../data/hostRules'
import type { SkippedRecord } from './fetchCatalogue'
import type { Shard } from './shards'
import { readWhole } from './bigFiles'

export const MANIFEST_FILE = '.vitrine-build.json'
/**
 * 2: compressed copies beside the text files, and the spare. 3: no `index.pageContext.json` beside the pages. A site
 * made by an earlier version is rebuilt in full, staged from an empty folder: nothing of the old layout comes over.
 */
const VERSION = 3

export interface RouteRecord {
  hash: string
  /** When the page's content last changed (sitemap lastmod of pages without a date of their own). */
  changedAt: string
  /** Internal links beyond the ones every page has (header and footer), for the broken-link check. */
  links: string[]
}

export interface BuildManifest {
  version: number
  /** This build's id, and the id of the site it was staged from (null: staged from nothing). */
  buildId: string
  basedOn: string | null
  /**
   * Every file this build wrote or removed in the site it was staged from (compressed copies implied), so the spare,
   * which holds that site, can be brought level with this one; null when the list would be as long as a copy.
   */
  touched: string[] | null
  builtAt: string
  /**
   * Everything the build read, in one hash: code, flags, the UTC day ('New In' is judged against the date) and the
   * bytes of every API answer. A rebuild whose key matches has nothing to do and stops before parsing anything.
   */
  inputsKey: string
  /** The records the last full fetch skipped, repeated in the summary of a build that stopped early. */
  skipped: SkippedRecord[]
  products: { fetched: number; skipped: number }
  codeHash: string
  siteUrl: string
  layoutHash: string
  routes: Record<string, RouteRecord>
  /** Links of the layout, taken from the 404 page (which is nothing but the layout). */
  commonLinks: string[]
  /** Published share card → the hash of its model (marked when it was drawn without its photo: withoutPhoto). */
  images: Record<string, string>
  /** Generated site files (sitemap, robots, host rules, card index) → hash of their content. */
  files: Record<string, string>
  /**
   * Groups of generated files that rarely change → the key of what they were made from (siteFiles.ts): while it is
   * the same, the next build keeps them. Absent in manifests written before it existed (then they are made again).
   */
  fileInputs?: Record<string, string>
  /** Hashed assets of the latest bundles, newest first: older bundles' files are kept for open tabs. */
  assets: Array<{ codeHash: string; files: string[] }>
  /** The API and media origins the pages' security headers allow (`vitrine serve` reads them from here). */
  policy: SitePolicy
  /**
   * A shard's artifact (`build:catalog --shard`): which share of the site it holds, the key of the whole site it is a
   * share of (shards.ts `siteKey`), and the site's URLs with the dates the catalogue gives them (null: dated by when
   * the page last changed), from which the merge writes the sitemap. Absent in a whole site, a merged one included.
   */
  shard?: Shard & { site: string; sitemap?: Array<[path: string, lastmod: string | null]> }
  /** A site merged from shards (build:merge): each shard's build id, in shard order, so that merging them again is a no-op. */
  mergedFrom?: string[]
}

/**
 * A share card drawn without its photo (it could not be fetched) is kept in `images` under its hash, this mark and the
 * day it was drawn (YYYY-MM-DD, UTC): it is not the card its hash names, so a build on a later day draws it again and
 * tries the photo again. Not every build: while a media host is down, each of an editor's rebuilds would draw every
 * card again and wait on every photo.
 */
const WITHOUT_PHOTO = '~nophoto@'
export const withoutPhoto = (hash: string, day: string) => `${hash}${WITHOUT_PHOTO}${day}`
/** The hash the plan gave a card, from the one `images` keeps (see withoutPhoto). */
export function plannedCardHash(kept: string): string {
  const mark = kept.indexOf(WITHOUT_PHOTO)
  return mark < 0 ? kept : kept.slice(0, mark)
}

export async function readManifest(outDir: string): Promise<BuildManifest | undefined> {
  try {
    const manifest = JSON.parse((await readWhole(path.join(outDir, MANIFEST_FILE))).toString('utf8')) as BuildManifest
    return manifest.version === VERSION ? manifest : undefined
  } catch {
    return undefined
  }
}

/** Rewrites the published manifest alone (atomically) when a build found nothing to publish but learnt a new key. */
export async function updateManifest(outDir: string, manifest: BuildManifest): Promise<void> {
  const file = path.join(outDir, MANIFEST_FILE)
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(manifest))
  await rename(temp, file)
}

export function emptyManifest(): BuildManifest {
  return { version: VERSION, buildId: '', basedOn: null, touched: null, builtAt: '', inputsKey: '', skipped: [], products: { fetched: 0, skipped: 0 }, codeHash: '', siteUrl: '', layoutHash: '', routes: {}, commonLinks: [], images: {}, files: {}, assets: [], policy: { apiOrigin: null, mediaOrigins: [] } }
}
