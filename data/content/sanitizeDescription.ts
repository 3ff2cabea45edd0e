/**
 * Product and blog descriptions arrive as HTML from the API. They are sanitised at build time (server-side
 * `+data.ts`), so the browser never receives a script, an event handler or a javascript: link.
 */
import sanitizeHtml from 'sanitize-html'
import { LINK_SCHEMES } from '../contract/safeUrl'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'blockquote', 'span', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  // The shop's one URL rule (data/contract/safeUrl.ts): the same schemes as every other link from shop data.
  allowedSchemes: [...LINK_SCHEMES],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true) },
}

export function sanitizeDescription(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS).trim() : ''
}

/** Plain text of a description, for meta tags. */
export function plainText(html: string | null | undefined, max = 160): string {
  // Block boundaries become spaces, so '<p>alike.</p><h3>Details</h3>' reads 'alike. Details', not 'alike.Details'.
  const spaced = (html ?? '').replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|div|tr|td|th|blockquote|figure|figcaption|hr)\b[^>]*>/gi, ' ')
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/**
 * Blog articles are longer documents than product descriptions: they also keep second-level headings, rules and
 * images (root-relative media paths or http(s) only; no srcset, no event handlers).
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), 'h2', 'hr', 'figure', 'figcaption', 'img'],
  allowedAttributes: { ...(OPTIONS.allowedAttributes as Record<string, string[]>), img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'] },
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
}

export function sanitizeArticle(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, ARTICLE_OPTIONS).trim() : ''
}
