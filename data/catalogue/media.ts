/**
 * Product media are pictures and videos in one gallery list (spec 000 §2: videos of types mp4, webm and ogg). A
 * video is known by its file extension; cards, share images and structured data take pictures only.
 */
const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg', ogv: 'video/ogg' }

function extensionOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? ''
  const dot = path.lastIndexOf('.')
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : ''
}

/** The video MIME type of a media address, or null for a picture. */
export function videoType(src: string | null | undefined): string | null {
  return src ? (VIDEO_TYPES[extensionOf(src)] ?? null) : null
}

export function isVideo(src: string | null | undefined): boolean {
  return videoType(src) !== null
}

/** The pictures of a media list, in order. */
export function picturesOf(media: readonly (string | null | undefined)[]): string[] {
  return media.filter((src): src is string => Boolean(src) && !isVideo(src))
}
