/**
 * The public site the build renders for: canonical URLs, sitemap entries and share-image URLs are absolute on it.
 * Set by `vitrine build:catalog --site-url` (VITRINE_SITE_URL); read at render time on the server side only.
 */
/** The port `vitrine serve`, and so `npm start`, listens on unless PORT says another. */
export const DEFAULT_SERVE_PORT = 4173

/**
 * The site's address when none is given: where `npm start` serves it, http://localhost on the port `vitrine serve`
 * takes from PORT. A build for `PORT=4500 npm start` must not point its canonical URLs, share images and sitemap at
 * a port nothing serves.
 */
export function defaultSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const port = env.PORT?.trim()
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? Number(port) : DEFAULT_SERVE_PORT}`
}

export function siteUrl(): string {
  return (process.env.VITRINE_SITE_URL ?? defaultSiteUrl()).replace(/\/+$/, '')
}

/** An absolute URL on the site for a root-relative path. */
export function absoluteUrl(path: string, base = siteUrl()): string {
  return /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`
}
