/**
 * The static host `vitrine serve` runs: the published site with the same rules the build writes for Netlify,
 * Cloudflare Pages and nginx. Clean URLs map to `index.html` files, account routes fall back to their shell,
 * hashed assets are cached for good and HTML is revalidated on every visit.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { htmlFileFor } from '../data/catalogue/routes'
import { cacheControlFor, NOT_FOUND_HTML, REVALIDATE, rewriteFor } from '../data/hostRules'
import { MANIFEST_FILE } from './steps/manifest'

export { IMMUTABLE, REVALIDATE } from '../data/hostRules'

/** Paths the API owns; a miss there is a JSON 404, never the shop's HTML 404 page. */
const API_PREFIXES = ['/api/', '/media/']

export async function registerStaticSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const root = path.resolve(siteDir)
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false })

  app.get('/*', async (request, reply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/')
    if (pathname === undefined) return sendNotFound(reply, root)
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send({ message: `No route ${request.method} ${pathname}` })
    }
    const file = await resolveFile(root, pathname)
    if (file) return sendSiteFile(reply, file)
    return sendNotFound(reply, root)
  })
}

/** Which published file answers a path, or undefined for a 404. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '')
  if (relative.startsWith('..') || relative === MANIFEST_FILE) return undefined
  if (path.posix.extname(relative) && (await isFile(path.join(root, relative)))) return relative
  const page = htmlFileFor(pathname)
  if (await isFile(path.join(root, page))) return page
  // The same rewrites the build writes to `_redirects`: account and search URLs open their shell.
  return rewriteFor(pathname)?.slice(1)
}

function sendSiteFile(reply: FastifyReply, file: string) {
  reply.header('cache-control', cacheControlFor(file))
  return reply.sendFile(file)
}

async function sendNotFound(reply: FastifyReply, root: string) {
  reply.code(404).header('cache-control', REVALIDATE)
  if (await isFile(path.join(root, NOT_FOUND_HTML.slice(1)))) return reply.sendFile(NOT_FOUND_HTML.slice(1))
  return reply.type('text/plain').send('Not found')
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

function decodePath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname)
    return decoded.includes('\0') ? undefined : decoded
  } catch {
    return undefined
  }
}
