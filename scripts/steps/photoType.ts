/**
 * What kind of image a share card's photo is, from its first bytes, not from its address: a CDN's address often has
 * no extension or the wrong one, and a server in trouble answers 200 with an HTML page. The card drawing (satori)
 * trusts the type it is given and fails on bytes of another ("Invalid JPEG"); a photo of no type it can draw is not
 * drawn at all (the card gets a plain panel).
 */

/** The types satori draws a photo of; AVIF and HEIC, among others, it cannot. */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/svg+xml'

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number | null>, at = 0) => bytes.length >= at + signature.length && signature.every((byte, i) => byte === null || bytes[at + i] === byte)

export function photoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50])) return 'image/webp'
  // An SVG is text: its root element, after an optional byte order mark, XML declaration, comments or doctype.
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('utf8').replace(/^\uFEFF/, '')
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'image/svg+xml'
  return undefined
}
