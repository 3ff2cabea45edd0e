/**
 * The media library: every image the demo data points at, as a finite set of files. Products share images by
 * kind × colour × view, so the library is the same few hundred files whatever the catalogue's size or seed, and it
 * is written once when a database is created. A file's content never changes for a given name (served immutable).
 */
import fs from 'node:fs'
import path from 'node:path'
import { subcategoryTileName } from '../demo/categories'
import { COLOURS } from '../demo/colours'
import {
  COLLECTION_PLANS, DISCOUNT_PLAN, HERO_PLANS, MENU_IMAGE_PLANS, OFFER_PANEL_PLANS, OFFER_PLANS, RECENT_PLANS, RUNNER_PLANS,
} from '../demo/contentPlan'
import { BLOG_PLANS } from '../demo/blogPlans'
import { ART_KINDS, KINDS, PRODUCT_VIEWS, kindColours, type SizeChart } from '../demo/kinds'
import { CATEGORY_PLANS, TILE_COLOUR } from '../demo/taxonomy'
import { blogCoverSvg, discountSvg, heroBannerSvg, menuImageSvg, offerPanelSvg, runnerSvg, sizeChartSvg, swatchSvg, tileSvg } from './graphics'
import { DEMO_CLIPS } from '../demo/clips'
import { clipFileName, mediaFileOf, mediaPaths } from './paths'
import { productViewSvg } from './scenes'

/** Bump when the artwork changes, so that existing media folders are rewritten. */
export const MEDIA_LIBRARY_VERSION = '3'
const MARKER = '.library-version'

export interface MediaFile {
  /** The URL path, e.g. `/media/products/kurta-indigo-front.svg`. */
  url: string
  render: () => string | Buffer
}

/** The recorded clips ship beside this file's source (see clips/recordClips.ts). */
const CLIP_SOURCES = path.join(import.meta.dirname, 'clips')

export function mediaLibrary(): MediaFile[] {
  const files: MediaFile[] = []
  const add = (url: string, render: () => string | Buffer) => files.push({ url, render })

  for (const kind of ART_KINDS) {
    for (const colour of KINDS[kind].colours) {
      for (const view of PRODUCT_VIEWS) add(mediaPaths.product(kind, COLOURS[colour], view), () => productViewSvg(kind, colour, view))
    }
  }
  const swatches = new Set(ART_KINDS.flatMap((kind) => kindColours(kind)))
  for (const colour of swatches) add(mediaPaths.swatch(colour), () => swatchSvg(colour))
  for (const chart of ['women', 'men', 'kids', 'jeans'] as SizeChart[]) add(mediaPaths.sizeChart(chart), () => sizeChartSvg(chart))

  for (const category of CATEGORY_PLANS) {
    for (const sub of category.subcategories) {
      const kind = sub.image
      if (kind) add(mediaPaths.tile(subcategoryTileName(category.name, sub.name)), () => tileSvg({ kind, colour: TILE_COLOUR[kind] }))
    }
  }
  for (const plan of [...COLLECTION_PLANS, ...RECENT_PLANS]) add(mediaPaths.tile(plan.file), () => tileSvg(plan.art))
  for (const plan of OFFER_PLANS) add(mediaPaths.tile(plan.file), () => tileSvg(plan.art, plan.label))
  for (const plan of Object.values(MENU_IMAGE_PLANS)) add(mediaPaths.menu(plan.file), () => menuImageSvg(plan.art))

  for (const plan of HERO_PLANS) add(mediaPaths.banner(plan.file), () => heroBannerSvg(plan))
  for (const plan of Object.values(OFFER_PANEL_PLANS)) add(mediaPaths.banner(plan.file), () => offerPanelSvg(plan))
  for (const plan of RUNNER_PLANS) add(mediaPaths.banner(plan.file), () => runnerSvg(plan.text))
  add(mediaPaths.banner(DISCOUNT_PLAN.file), () => discountSvg(DISCOUNT_PLAN.headline, DISCOUNT_PLAN.subline))
  for (const plan of BLOG_PLANS) add(mediaPaths.blog(plan.slug), () => blogCoverSvg(plan.art, plan.tint))
  for (const clip of DEMO_CLIPS) add(mediaPaths.clip(clip), () => fs.readFileSync(path.join(CLIP_SOURCES, clipFileName(clip))))
  return files
}

/** Writes the library under `dir` unless this version is already there. Returns the number of files written. */
export function writeMediaLibrary(dir: string): number {
  const marker = path.join(dir, MARKER)
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === MEDIA_LIBRARY_VERSION) return 0
  const files = mediaLibrary()
  const folders = new Set(files.map((file) => path.dirname(path.join(dir, mediaFileOf(file.url)))))
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true })
  for (const file of files) fs.writeFileSync(path.join(dir, mediaFileOf(file.url)), file.render())
  // The marker goes last: an interrupted write is redone on the next start.
  fs.writeFileSync(marker, MEDIA_LIBRARY_VERSION)
  return files.length
}
