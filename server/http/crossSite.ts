/**
 * Who may call the API from a browser page on another site.
 *
 * - CORS (@fastify/cors): only the listed storefront origins get `Access-Control-Allow-Origin`, with credentials so
 *   the session cookie travels. A wildcard is refused at start-up: with credentials it would let any website read a
 *   signed-in shopper's data.
 * - Cross-site request forgery: every call that changes state (POST, PUT, PATCH, DELETE — body-less ones such as
 *   cancel, return and logout included) is refused with 403 when the browser says it comes from another site: an
 *   `Origin` that is neither the API's own nor a listed storefront, or, without `Origin`, `Sec-Fetch-Site:
 *   cross-site|same-site`. SameSite=Lax cookies alone do not stop a sibling subdomain (same-site) from posting.
 *   Requests without either header do not come from a web page (curl, server-to-server webhooks) and cannot carry a
 *   victim's cookies without the victim's browser, so they pass.
 *
 * The check is hand-written rather than a token plugin (@fastify/csrf-protection): the browser already states the
 * origin of every state-changing request, so the check needs no token in the storefront, no extra round trip and no
 * state on the server, and it covers body-less calls that a token scheme would have to special-case.
 */
import fastifyCors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export class CrossSiteConfigError extends Error {
  override name = 'CrossSiteConfigError'
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
export const CROSS_SITE_REFUSED = 'Cross-site request refused.'

/**
 * Storefront origins from `--cors` / VITRINE_CORS_ORIGINS (and VITRINE_STOREFRONT_URL): each an `http(s)://host[:port]`
 * origin. `*` and anything that is not an origin is refused with a message that says why.
 */
export function parseStorefrontOrigins(list: readonly string[]): string[] {
  return list.map((entry) => {
    const text = entry.trim().replace(/\/+$/, '')
    if (text === '*' || text.includes('*')) {
      throw new CrossSiteConfigError(
        `CORS origin "${entry}" is refused: a wildcard with credentials would let any website act as a signed-in shopper; list the storefront origins, e.g. https://shop.example`,
      )
    }
    let url: URL
    try {
      url = new URL(text)
    } catch {
      throw new CrossSiteConfigError(`CORS origin "${entry}" is not an origin such as https://shop.example`)
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== text) throw new CrossSiteConfigError(`CORS origin "${entry}" is not an origin such as https://shop.example`)
    return url.origin
  })
}

/** Whether the request's browser-stated origin is this API's own host or a listed storefront. */
export function isSameSiteCall(request: Pick<FastifyRequest, 'headers'>, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) {
    if (allowed.has(origin)) return true
    try {
      // The host the browser addressed is this server: an Origin naming the same host (and port) is our own page.
      if (origin === 'null') return false
      const url = new URL(origin)
      const host = request.headers.host
      return host === url.host || host === `${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`
    } catch {
      return false
    }
  }
  const site = request.headers['sec-fetch-site']
  return site !== 'cross-site' && site !== 'same-site'
}

export async function installCrossSite(app: FastifyInstance, storefrontOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(parseStorefrontOrigins(storefrontOrigins))
  if (allowed.size > 0) {
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Lets the storefront read how long to wait after a 429, and whether a checkout answer was a replay.
      exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
      maxAge: 600,
    })
  }
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || isSameSiteCall(request, allowed)) return
    return reply.status(403).send({ message: CROSS_SITE_REFUSED })
  })
}
