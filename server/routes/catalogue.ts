/** Catalogue reads the build and the storefront make: `{ data: [...] }` each (spec 000 §7, spec 001 §7). */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ContentKind } from '../db/content'
import { ProductsByIdsBodySchema } from '../../data/contract/schemas'
import { sendCachedJson, sendStreamedJson } from '../http/cachedJson'
import { notFound, parseInput } from '../http/errors'
import type { Shop } from '../shop'


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
    app.get(url, async (request, reply) => sendCachedJson(request, reply, shop.content.listJson(kind)))
  }

  app.get('/api/product-categories', async () => ({ data: shop.categories.list() }))

  app.get('/api/products', async (request, reply) => {
    const { categoryId } = parseInput(ProductListQuery, request.query)
    const answer = shop.products.list(categoryId)
    return 'body' in answer ? sendCachedJson(request, reply, answer.body) : sendStreamedJson(request, reply, answer)
  })

  // Several products at once (the wishlist, recently viewed): in the order asked, unknown ids left out.
  app.post('/api/products/by-ids', async (request) => {
    const { ids } = parseInput(ProductsByIdsBodySchema, request.body)
    return { products: [...new Set(ids)].flatMap((id) => shop.products.byId(id) ?? []) }
  })

  app.get('/api/products/:id', async (request, reply) => {
    const { id } = parseInput(ProductParams, request.params)
    const product = shop.products.byId(id)
    if (!product) throw notFound('Product not found')
    reply.header('Cache-Control', 'no-cache')
    return { data: product }
  })
}
