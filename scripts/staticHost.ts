/**
 * The static host `vitrine serve` runs: the published site with the same rules the build writes for Netlify,
 * Cloudflare Pages and nginx. Clean URLs map to `index.html` files, account routes fall back to their shell,
 * hashed assets are cached for good and HTML is revalidated on every visit.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ACCOUNT_SHELL_HTML, isAccountPath } from '../data/accountRoutes'
import { htmlFileFor } from '../data/catalogue/routes'
import { isSearchPath, SEARCH_SHELL_HTML } from '../data/searchRoutes'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

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
  if (relative.startsWith('..')) return undefined
  if (path.posix.extname(relative) && (await isFile(path.join(root, relative)))) return relative
  const page = htmlFileFor(pathname)
  if (await isFile(path.join(root, page))) return page
  if (isAccountPath(pathname)) return ACCOUNT_SHELL_HTML.slice(1)
  // Every search URL is answered by the one search shell; the browser reads the query from the URL.
  if (isSearchPath(pathname) && !relative.endsWith('.pageContext.json')) return SEARCH_SHELL_HTML.slice(1)
  return undefined
}

function sendSiteFile(reply: FastifyReply, file: string) {
  reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : REVALIDATE)
  return reply.sendFile(file)
}

async function sendNotFound(reply: FastifyReply, root: string) {
  reply.code(404).header('cache-control', REVALIDATE)
  if (await isFile(path.join(root, '404.html'))) return reply.sendFile('404.html')
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
