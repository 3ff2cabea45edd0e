/**
 * Serving the generated images, the demo clips and the shoppers' review pictures under /media/. Only files inside
 * the media folder with a known extension are served; anything else is a 404. Byte ranges are honoured (one range a
 * request), which browsers need to seek in a video and use to fetch just its metadata.
 *
 * Caching: a review picture is named by a hash of its bytes, so it is cached for good. The library's artwork keeps
 * its names when it is redrawn (MEDIA_LIBRARY_VERSION), and a shop's own media may be replaced under the same name:
 * those are fresh for an hour, then revalidated with their ETag or Last-Modified (a 304 costs no body).
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

/** Named by their content: the same name can never show anything else. */
const CONTENT_NAMED = /^reviews\//
export const MEDIA_CACHE = { contentNamed: 'public, max-age=31536000, immutable', revalidated: 'public, max-age=3600, must-revalidate' } as const

/** The validator of a file's version: its size and modification time, as nginx makes it. */
export function mediaEtag(stat: { size: number; mtimeMs: number }): string {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`
}

/** Whether the browser's copy is this version (RFC 9110 §13.1: If-None-Match wins over If-Modified-Since). */
export function isNotModified(headers: { 'if-none-match'?: string; 'if-modified-since'?: string }, etag: string, mtimeMs: number): boolean {
  const match = headers['if-none-match']
  if (match !== undefined) return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : NaN
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since
}

export function registerMediaRoutes(app: FastifyInstance, shop: Shop): void {
  app.get('/media/*', async (request, reply) => {
    const requested = (request.params as { '*'?: string })['*'] ?? ''
    const file = resolveMediaFile(shop.mediaDir, requested)
    const type = file ? CONTENT_TYPES[path.extname(file).toLowerCase()] : undefined
    if (!file || !type) throw notFound('Image not found')
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile()) throw notFound('Image not found')
    const etag = mediaEtag(stat)
    reply
      .header('Cache-Control', CONTENT_NAMED.test(requested) ? MEDIA_CACHE.contentNamed : MEDIA_CACHE.revalidated)
      .header('ETag', etag)
      .header('Last-Modified', stat.mtime.toUTCString())
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Accept-Ranges', 'bytes')
    // Public media: any page (or the share-image renderer) may read them, unless CORS already answered this origin.
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*')
    // An SVG opened directly must not be able to run script.
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    reply.type(type)
    if (isNotModified(request.headers, etag, stat.mtimeMs)) return reply.status(304).send()
    const range = byteRange(request.headers.range, stat.size)
    if (range === 'unsatisfiable') return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send()
    if (range) {
      reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`).header('Content-Length', range.end - range.start + 1)
      return reply.send(createReadStream(file, { start: range.start, end: range.end }))
    }
    return reply.send(await fs.readFile(file))
  })
}
