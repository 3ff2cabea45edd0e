/**
 * Product and blog descriptions arrive as HTML from the API. They are sanitised at build time (server-side
 * `+data.ts`), so the browser never receives a script, an event handler or a javascript: link.
 */
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'blockquote', 'span', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true) },
}

export function sanitizeDescription(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS).trim() : ''
}

/** Plain text of a description, for meta tags. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}
