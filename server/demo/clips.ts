/**
 * The few demo products that carry a short clip in their gallery: every product of one of these kinds, in that
 * colour, gets the clip after its photos (its sizes share the colour's gallery). The clips are recorded once and
 * committed (server/media/clips/recordClips.ts); nothing here draws randomness, so the catalogue stays as it was.
 */
import { COLOURS, type ColourKey, type ShopColour } from './colours'
import type { ArtKind } from './kinds'

export interface DemoClip {
  kind: ArtKind
  colour: ColourKey
}

export const DEMO_CLIPS: readonly DemoClip[] = [
  { kind: 'saree', colour: 'teal' },
  { kind: 'kurta', colour: 'rosePink' },
]

export function demoClipOf(kind: ArtKind, colour: ShopColour): DemoClip | undefined {
  return DEMO_CLIPS.find((clip) => clip.kind === kind && COLOURS[clip.colour].slug === colour.slug)
}
