/**
 * Sending the large catalogue lists. They are serialised once per catalogue revision (see db/products.ts), so the
 * work left per request is the transfer: an ETag lets a client that already has this revision (the nightly build,
 * a browser) get a 304 instead of megabytes, and the gzip of a shared body is made once, not per request.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { createGzip, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

interface BodyMeta {
  etag: string
  gzip?: Buffer
}

/** Keyed by the body buffer itself: a new revision is a new buffer, and the old entry goes with it. */
const metaOf = new WeakMap<Buffer, BodyMeta>()

/** Below this, compressing costs more than it saves. */
const GZIP_MIN_BYTES = 1024

/** `etag`: the body's tag when its maker knows it already (the product list tags itself without hashing ~50 MB). */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, etag?: string): FastifyReply {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body
  let meta = metaOf.get(buffer)
  if (!meta) {
    meta = { etag: etag ?? `"${createHash('sha1').update(buffer).digest('base64url')}"` }
    // Only shared buffers are worth remembering; a per-request string would never be seen again.
    if (typeof body !== 'string') metaOf.set(buffer, meta)
  }
  // Stock and price move, so clients must revalidate every time; the ETag makes that cheap.
  reply.header('Cache-Control', 'no-cache').header('ETag', meta.etag).header('Vary', 'Accept-Encoding')
  if (matches(request.headers['if-none-match'], meta.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  if (buffer.length >= GZIP_MIN_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    meta.gzip ??= gzipSync(buffer, { level: 6 })
    return reply.header('Content-Encoding', 'gzip').send(meta.gzip)
  }
  return reply.send(buffer)
}

/** Each list revision's gzip (about an eighth of the list), made once, the first time a client asks for it. */
const gzipOf = new WeakMap<object, Promise<Buffer>>()

/**
 * The full product list, streamed from its parts (about 5 KB a product: ~500 MB at 100,000 products, never one buffer),
 * tagged and revalidated as sendCachedJson does; gzipped once per revision for clients that accept it.
 */
export async function sendStreamedJson(request: FastifyRequest, reply: FastifyReply, list: { etag: string; length: number; parts(): Iterable<Buffer>; revision: object }): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-cache').header('ETag', list.etag).header('Vary', 'Accept-Encoding')
  if (matches(request.headers['if-none-match'], list.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  if (acceptsGzip(request.headers['accept-encoding'])) {
    let zipped = gzipOf.get(list.revision)
    if (!zipped) {
      zipped = (Readable.from(list.parts(), { objectMode: false }).pipe(createGzip({ level: 6 })).toArray() as Promise<Buffer[]>).then((chunks) => Buffer.concat(chunks))
      gzipOf.set(list.revision, zipped)
    }
    return reply.header('Content-Encoding', 'gzip').send(await zipped)
  }
  return reply.header('Content-Length', list.length).send(Readable.from(list.parts(), { objectMode: false }))
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return coding === 'gzip' && (!q || Number(q.slice(2)) > 0)
  })
}
