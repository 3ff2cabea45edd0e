/**
 * The static host `vitrine serve` runs: the published site with the same rules the build writes for Netlify,
 * Cloudflare Pages and nginx (data/hostRules.ts). Clean URLs map to `index.html` files, account routes fall back to
 * their shell, stray catalogue URLs move to their canonical address, anything else is the shop's 404 page; the
 * build's Brotli and gzip copies are sent to clients that accept them, and every answer carries the security headers.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CARD_INDEX_PATH } from '../data/catalogue/cards'
import { CARD_PARTS_DIR, cardIndexOf, type CardIndexHead, type CardIndexPart } from '../data/catalogue/cardParts'
import { addressBook, isListingQuery, movedTo, type AddressBook } from '../data/catalogue/forgivingUrls'
import {
  acceptedEncodings,
  cacheControlFor,
  climbsOut,
  ENCODING_SUFFIX,
  isCompressible,
  isHostFile,
  NOT_FOUND_HTML,
  REVALIDATE,
  rewriteFor,
  SAME_ORIGIN_POLICY,
  securityHeaders,
  shortcutFor,
} from '../data/hostRules'
import { MANIFEST_FILE, type BuildManifest } from './steps/manifest'

export { IMMUTABLE, REVALIDATE } from '../data/hostRules'

/** Paths the API owns; a miss there is a JSON 404, never the shop's HTML 404 page. */
const API_PREFIXES = ['/api/', '/media/']

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
}

export async function registerStaticSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const root = path.resolve(siteDir)
  const facts = siteFacts(root)
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false })

  app.get('/*', async (request, reply) => {
    const [rawPath = '/', ...rest] = request.url.split('?')
    const search = rest.length > 0 ? `?${rest.join('?')}` : ''
    const pathname = decodePath(rawPath)
    if (pathname !== undefined && API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send({ message: `No route ${request.method} ${pathname}` })
    }
    for (const [name, value] of securityHeaders(await facts.policy())) reply.header(name, value)
    if (pathname === undefined || climbsOut(pathname)) return sendNotFound(request, reply, root)
    // `/product/all?categoryId=…` names a listing: it moves there even though /product/all itself is a page.
    if (isListingQuery(pathname, search)) return sendMoved(request, reply, root, movedTo(pathname, search, await facts.book()))
    const shortcut = shortcutFor(pathname)
    if (shortcut) return sendMoved(request, reply, root, encodeURI(shortcut) + search)
    const file = await resolveFile(root, pathname)
    if (file) return sendSiteFile(request, reply, root, file)
    return sendMoved(request, reply, root, movedTo(pathname, search, await facts.book()))
  })
}

/** Which published file answers a path (decoded once), or undefined for a 404. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  if (climbsOut(pathname)) return undefined
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '')
  if (isHostFile(relative)) return undefined
  if (path.posix.extname(relative) && (await isFile(path.join(root, relative)))) return relative
  // Never decoded again: `%252e%252e` stays the literal folder name `%2e%2e`, which no page has.
  const page = relative.replace(/\/+$/, '') ? `${relative.replace(/\/+$/, '')}/index.html` : 'index.html'
  if (await isFile(path.join(root, page))) return page
  // The same rewrites the build writes to `_redirects`: account and search URLs open their shell.
  return rewriteFor(pathname)?.slice(1)
}

/** Sends a file of the site, or its Brotli or gzip copy when the client accepts one and the build wrote it. */
async function sendSiteFile(request: FastifyRequest, reply: FastifyReply, root: string, file: string) {
  reply.header('cache-control', cacheControlFor(file))
  if (isCompressible(file)) {
    reply.header('vary', 'Accept-Encoding')
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const copy = file + ENCODING_SUFFIX[encoding]
      if (!(await isFile(path.join(root, copy)))) continue
      reply.header('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream').header('content-encoding', encoding)
      return reply.sendFile(copy, { contentType: false })
    }
  }
  return reply.sendFile(file)
}

function sendMoved(request: FastifyRequest, reply: FastifyReply, root: string, location: string | undefined) {
  if (!location) return sendNotFound(request, reply, root)
  return reply.code(301).header('cache-control', REVALIDATE).header('location', location).send()
}

async function sendNotFound(request: FastifyRequest, reply: FastifyReply, root: string) {
  reply.code(404)
  if (await isFile(path.join(root, NOT_FOUND_HTML.slice(1)))) return sendSiteFile(request, reply, root, NOT_FOUND_HTML.slice(1))
  return reply.header('cache-control', REVALIDATE).type('text/plain').send('Not found')
}

/**
 * What serve reads from the published site, re-read when the build swaps a new one in: the catalogue's ids (the
 * card index, as the 404 page reads it) and the page policy the build recorded (its API and media origins).
 */
function siteFacts(root: string) {
  const cache = new Map<string, { key: string; value: Promise<unknown> }>()
  const identity = async (file: string) => {
    const info = await stat(path.join(root, file)).catch(() => undefined)
    return info ? `${info.ino}:${info.mtimeMs}:${info.size}` : ''
  }
  /** `file` parsed, or `fallback` without it; read again when it, or any of `alsoFrom`, is another file than last time. */
  async function read<T>(file: string, parse: (text: string) => T | Promise<T>, fallback: T, alsoFrom: string[] = []): Promise<T> {
    const own = await identity(file)
    const key = [own, ...(await Promise.all(alsoFrom.map(identity)))].join(' ')
    const known = cache.get(file)
    if (known?.key === key) return known.value as Promise<T>
    const value = own ? readFile(path.join(root, file), 'utf8').then(parse).catch(() => fallback) : Promise.resolve(fallback)
    cache.set(file, { key, value })
    return value
  }
  const noBook = addressBook([], [])
  // The card index's parts change without its head (an edit): each build writes the manifest anew. Only parts within
  // the site's card index folder are read.
  const part = async (file: string) => (isCardPart(file) ? (JSON.parse(await readFile(path.join(root, file.slice(1)), 'utf8')) as CardIndexPart) : { cards: [] })
  return {
    book: () =>
      read<AddressBook>(
        CARD_INDEX_PATH.slice(1),
        async (text) => {
          const index = await cardIndexOf(JSON.parse(text) as CardIndexHead, part)
          return addressBook(index.cards, index.categories ?? [])
        },
        noBook,
        [MANIFEST_FILE],
      ),
    policy: () => read(MANIFEST_FILE, (text) => (JSON.parse(text) as Partial<BuildManifest>).policy ?? SAME_ORIGIN_POLICY, SAME_ORIGIN_POLICY),
  }
}

/** A part within the site's card index folder. */
const isCardPart = (file: string) => file.startsWith(CARD_PARTS_DIR) && !file.includes('..')

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
