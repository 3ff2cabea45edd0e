/**
 * The public site the build renders for: canonical URLs, sitemap entries and share-image URLs are absolute on it.
 * Set by `vitrine build:catalog --site-url` (VITRINE_SITE_URL); read at render time on the server side only.
 */
export const DEFAULT_SITE_URL = 'http://localhost:4173'

export function siteUrl(): string {
  return (process.env.VITRINE_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '')
}

/** An absolute URL on the site for a root-relative path. */
export function absoluteUrl(path: string, base = siteUrl()): string {
  return /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`
}
