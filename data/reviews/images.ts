/**
 * Review pictures: the browser scales each one down before upload and sends it as a data URL in `review_image`;
 * the API accepts JPEG, PNG and WebP only, judged by the bytes (a declared type proves nothing), up to a size, at
 * most 3 a review, and stores them as files beside its media.
 */

/** The longest side of a picture after the browser scales it down. */
export const REVIEW_IMAGE_MAX_SIDE = 1280
/** The largest picture the API keeps, in bytes, after decoding. A 1280 px JPEG is a few hundred kB. */
export const MAX_REVIEW_IMAGE_BYTES = 1_000_000
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ReviewImageType = (typeof REVIEW_IMAGE_TYPES)[number]

export const REVIEW_IMAGE_TYPE_MESSAGE = 'Review images must be JPEG, PNG or WebP pictures'
export const REVIEW_IMAGE_SIZE_MESSAGE = 'Each review image must be at most 1 MB'
export const REVIEW_IMAGE_COUNT_MESSAGE = 'At most 3 images per review'

/** The size to draw a picture at: the longest side at most `max`, proportions kept, never enlarged. */
export function scaledSize(width: number, height: number, max = REVIEW_IMAGE_MAX_SIDE): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 }
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** What the bytes are, by their signature: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP). */
export function sniffImageType(bytes: Uint8Array): ReviewImageType | null {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b)
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  return null
}

export const IMAGE_EXTENSIONS: Record<ReviewImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** A `data:<type>;base64,<data>` URL split into its declared type and payload; null for anything else. */
export function parseDataUrl(ref: string): { declared: string; base64: string } | null {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(ref)
  return match ? { declared: match[1]!.toLowerCase(), base64: match[2]! } : null
}

/** The longest data URL a picture within MAX_REVIEW_IMAGE_BYTES can make (base64 is 4 characters per 3 bytes). */
export const MAX_REVIEW_IMAGE_DATA_URL = Math.ceil(MAX_REVIEW_IMAGE_BYTES / 3) * 4 + 40
