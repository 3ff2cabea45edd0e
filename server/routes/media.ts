/**
 * Serving the generated images under /media/. Names never change content, so responses are cacheable forever.
 * Only files inside the media folder with a known image extension are served; anything else is a 404.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors'
import type { Shop } from '../shop'

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/** The file a request path names, or null when it is not a plain path inside the media folder. */
export function resolveMediaFile(mediaDir: string, requested: string): string | null {
  if (!requested || requested.includes('\0') || requested.includes('\\')) return null
  const segments = requested.split('/')
  // No parent references, no hidden files (the library's version marker), no empty segments.
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null
  const root = path.resolve(mediaDir)
  const file = path.resolve(root, ...segments)
  return file.startsWith(root + path.sep) ? file : null
}

export function registerMediaRoutes(app: FastifyInstance, shop: Shop): void {
  app.get('/media/*', async (request, reply) => {
    const requested = (request.params as { '*'?: string })['*'] ?? ''
    const file = resolveMediaFile(shop.mediaDir, requested)
    const type = file ? CONTENT_TYPES[path.extname(file).toLowerCase()] : undefined
    if (!file || !type) throw notFound('Image not found')
    const content = await fs.readFile(file).catch(() => null)
    if (!content) throw notFound('Image not found')
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
    // Public images: any page (or the share-image renderer) may read them, unless CORS already answered this origin.
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*')
    // An SVG opened directly must not be able to run script.
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    return reply.type(type).send(content)
  })
}
