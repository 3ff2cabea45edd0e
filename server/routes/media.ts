/**
 * Serving the generated images, the demo clips and the shoppers' review pictures under /media/. Names never change
 * content, so responses are cacheable forever. Only files inside the media folder with a known extension are
 * served; anything else is a 404. Byte ranges are honoured (one range a request), which browsers need to seek in a
 * video and use to fetch just its metadata.
 */
import { createReadStream } from 'node:fs'
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
  '.ogg': 'video/ogg',
  '.ogv': 'video/ogg',
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

/**
 * The byte range a `Range` header asks for, inclusive, within a file of `size` bytes: null to send the whole file
 * (no header, or one this server does not do: several ranges, other units), 'unsatisfiable' for a range past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(match[2])
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

export function registerMediaRoutes(app: FastifyInstance, shop: Shop): void {
  app.get('/media/*', async (request, reply) => {
    const requested = (request.params as { '*'?: string })['*'] ?? ''
    const file = resolveMediaFile(shop.mediaDir, requested)
    const type = file ? CONTENT_TYPES[path.extname(file).toLowerCase()] : undefined
    if (!file || !type) throw notFound('Image not found')
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile()) throw notFound('Image not found')
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Accept-Ranges', 'bytes')
    // Public media: any page (or the share-image renderer) may read them, unless CORS already answered this origin.
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*')
    // An SVG opened directly must not be able to run script.
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    reply.type(type)
    const range = byteRange(request.headers.range, stat.size)
    if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send()
    if (range) {
      reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`).header('Content-Length', range.end - range.start + 1)
      return reply.send(createReadStream(file, { start: range.start, end: range.end }))
    }
    return reply.send(await fs.readFile(file))
  })
}
