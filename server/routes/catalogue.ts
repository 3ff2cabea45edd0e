/** Catalogue reads the build and the storefront make: `{ data: [...] }` each (spec 000 §7, spec 001 §7). */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { ContentKind } from '../db/content'
import { notFound, parseInput } from '../http/errors'
import type { Shop } from '../shop'

/** Stock and price move, so clients must revalidate; the build fetches fresh anyway. */
function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(body)
}

const CONTENT_ROUTES: Array<[string, ContentKind]> = [
  ['/api/banners', 'banner'],
  ['/api/menus', 'menu'],
  ['/api/collections', 'collection'],
  ['/api/offer-carousel', 'offer-carousel'],
  ['/api/recent-collections', 'recent-collection'],
  ['/api/complete-looks', 'complete-look'],
  // The storefront calls the blog list with a trailing slash (spec 001 §7); both spellings work.
  ['/api/blogs/', 'blog'],
  ['/api/blogs', 'blog'],
]

// `?categoryId=` with no value lists everything rather than failing.
const ProductListQuery = z.object({ categoryId: z.string().trim().max(64).optional().transform((id) => id || undefined) })
const ProductParams = z.object({ id: z.string().min(1).max(64) })

export function registerCatalogueRoutes(app: FastifyInstance, shop: Shop): void {
  for (const [url, kind] of CONTENT_ROUTES) {
    app.get(url, async (_request, reply) => sendJson(reply, shop.content.listJson(kind)))
  }

  app.get('/api/product-categories', async () => ({ data: shop.categories.list() }))

  app.get('/api/products', async (request, reply) => {
    const { categoryId } = parseInput(ProductListQuery, request.query)
    return sendJson(reply, shop.products.listJson(categoryId))
  })

  app.get('/api/products/:id', async (request, reply) => {
    const { id } = parseInput(ProductParams, request.params)
    const product = shop.products.byId(id)
    if (!product) throw notFound('Product not found')
    reply.header('Cache-Control', 'no-cache')
    return { data: product }
  })
}
