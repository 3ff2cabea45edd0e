/**
 * What kind of image a share card's photo is, from its first bytes, not from its address: a CDN's address often has
 * no extension or the wrong one, and a server in trouble answers 200 with an HTML page. The card drawing (satori)
 * trusts the type it is given and fails on bytes of another ("Invalid JPEG"); a photo of no type it can draw is not
 * drawn at all (the card gets a plain panel).
 */
import { sniffImageType, type ReviewImageType } from '../../data/reviews/images'

/** The types satori draws a photo of: a review picture's (JPEG, PNG, WebP), GIF and SVG. AVIF and HEIC it cannot. */
export type PhotoType = ReviewImageType | 'image/gif' | 'image/svg+xml'

export function photoType(bytes: Uint8Array): PhotoType | undefined {
  const picture = sniffImageType(bytes)
  if (picture) return picture
  if (bytes.length >= 4 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return 'image/gif'
  // An SVG is text: its root element, after an optional byte order mark, XML declaration, comments or doctype.
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('utf8').replace(/^\uFEFF/, '')
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'image/svg+xml'
  return undefined
}
