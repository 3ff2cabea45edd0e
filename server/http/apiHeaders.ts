/**
 * Security headers on everything the API answers (JSON under /api, files under /media), from helmet, the widely
 * reviewed set. Its middleware is built once here and applied in a hook (@fastify/helmet would rebuild it on every
 * request, a cost the catalogue's hot paths do not need to pay). The storefront's pages get their own headers from
 * data/hostRules.ts, so this touches /api and /media only.
 *
 * Strict-Transport-Security is left to the TLS terminator, which knows whether every subdomain speaks HTTPS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

const common = {
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' as const },
  // An answer is data, never a page: nothing in it may run, load or be framed.
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
}

/** JSON answers: readable by the shop's own pages (and CORS-listed storefronts), never embedded elsewhere. */
const jsonHeaders = helmet({ ...common, crossOriginResourcePolicy: { policy: 'same-origin' } }) as Middleware
/** Product and review pictures: a storefront on another origin shows them in <img>, so they may be embedded. */
const mediaHeaders = helmet({ ...common, crossOriginResourcePolicy: { policy: 'cross-origin' } }) as Middleware

const ignore = () => undefined

export function installApiHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url
    if (url.startsWith('/api/')) jsonHeaders(request.raw, reply.raw, ignore)
    else if (url.startsWith('/media/')) mediaHeaders(request.raw, reply.raw, ignore)
    done()
  })
}
