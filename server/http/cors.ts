/**
 * CORS for the listed storefront origins only, with credentials: the static storefront may live on another origin
 * than the API, and the session cookie must travel with its calls. Unlisted origins get no CORS headers at all.
 */
import type { FastifyInstance } from 'fastify'

const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return
  const allowed = new Set(origins.map((origin) => origin.replace(/\/$/, '')))
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    reply.header('Vary', 'Origin')
    if (!origin || !(allowed.has(origin) || allowed.has('*'))) return
    reply.header('Access-Control-Allow-Origin', origin)
    reply.header('Access-Control-Allow-Credentials', 'true')
    // Lets the storefront read how long to wait after a 429, and whether a checkout answer was a replay.
    reply.header('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed')
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', METHODS)
      reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type, Idempotency-Key')
      reply.header('Access-Control-Max-Age', '600')
      return reply.status(204).send()
    }
  })
}
