/**
 * Where every generated image lives. URLs are root-relative (`/media/...`): the storefront prefixes its API base,
 * so the same data works whatever host serves the API. The demo generator and the media library both build names
 * here, which is what guarantees that every URL in the data has a file behind it.
 */
import type { DemoClip } from '../demo/clips'
import { COLOURS, type ShopColour } from '../demo/colours'
import type { ArtKind, ProductView, SizeChart } from '../demo/kinds'

export const MEDIA_PREFIX = '/media/'

export const mediaPaths = {
  product: (kind: ArtKind, colour: ShopColour, view: ProductView) => `${MEDIA_PREFIX}products/${kind}-${colour.slug}-${view}.svg`,
  swatch: (colour: ShopColour) => `${MEDIA_PREFIX}swatches/${colour.slug}.svg`,
  sizeChart: (chart: SizeChart) => `${MEDIA_PREFIX}size-charts/${chart}.svg`,
  /** Square tiles: subcategories, collections, offer carousel, recent collections. */
  tile: (name: string) => `${MEDIA_PREFIX}tiles/${name}.svg`,
  /** Tall images beside the header's dropdowns. */
  menu: (name: string) => `${MEDIA_PREFIX}menu/${name}.svg`,
  banner: (name: string) => `${MEDIA_PREFIX}banners/${name}.svg`,
  blog: (name: string) => `${MEDIA_PREFIX}blogs/${name}.svg`,
  /** A product's short clip (WebM), recorded once and shipped with the source (server/media/clips/). */
  clip: (clip: DemoClip) => `${MEDIA_PREFIX}clips/${clipFileName(clip)}`,
}

/** The clip's file name, the same beside the source (server/media/clips/) and in the media folder. */
export function clipFileName(clip: DemoClip): string {
  return `${clip.kind}-${COLOURS[clip.colour].slug}.webm`
}

/** The file a media URL names, relative to the media folder. */
export function mediaFileOf(url: string): string {
  return url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : url
}
