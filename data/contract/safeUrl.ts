/**
 * The one rule for every address that comes from shop data: menu, banner, offer and collection links, media, the
 * order page's map frame, a gateway's redirect. The browser runs on Preact, which (unlike React) sets a
 * `javascript:` href as it is given, so a poisoned link in the API's data would run in the shopper's session.
 *
 * A link may be http:, https:, mailto:, tel: or a path on this site; media may also be a picture's data: URL or a
 * blob: (the review picker's previews); a frame only http: or https:. Anything else is null, and the caller renders
 * an inert link (no href), the placeholder picture, or no frame.
 */

export type UrlUse = 'link' | 'media' | 'frame'

/** The schemes a link in shop data may use (the description sanitiser allows the same). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

const SCHEMES: Record<UrlUse, readonly string[]> = {
  link: LINK_SCHEMES,
  media: ['http', 'https', 'data', 'blob'],
  frame: ['http', 'https'],
}

/**
 * The address as a browser reads it (WHATWG URL): tabs and newlines anywhere are dropped and leading or trailing
 * controls and spaces trimmed before the scheme is looked for, so `java\tscript:` and ` javascript:` still run.
 */
function asBrowserReadsIt(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
}

/** The scheme of an absolute address, lower-cased; null for a path (`/x`, `x`, `?q`, `#id`, `//host/x`). */
function schemeOf(url: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)
  return match ? match[1]!.toLowerCase() : null
}

/**
 * `raw` when it is safe for `use`, else null. A scheme-less address is a path on this site (`//host/x` takes the
 * page's own http(s) scheme, so it can be no worse than an https: link).
 */
export function safeUrl(raw: string | null | undefined, use: UrlUse = 'link'): string | null {
  if (typeof raw !== 'string') return null
  const url = asBrowserReadsIt(raw)
  if (url === '') return null
  const scheme = schemeOf(url)
  if (scheme === null) return url
  if (!SCHEMES[use].includes(scheme)) return null
  // A data: URL is only ever a picture: an HTML or script document behind one is not media.
  if (scheme === 'data' && !/^data:image\/[a-z0-9.+-]+[;,]/i.test(url)) return null
  return url
}

/** A link from shop data, or null (render it without an href). */
export const safeLink = (raw: string | null | undefined): string | null => safeUrl(raw, 'link')
