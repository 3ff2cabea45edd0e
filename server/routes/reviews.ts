/**
 * Reviews (spec 000 §7). New reviews wait for approval; the list shows approved ones plus the viewer's own, the
 * summary counts approved ones only. Review text is stored and returned as plain text inside JSON, never as HTML.
 * Pictures arrive as data URLs and are kept as files under /media/reviews/ (server/media/reviewImages.ts).
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { MAX_REVIEW_IMAGES, ReviewBodySchema } from '../../data/contract/schemas'
import { MAX_REVIEW_IMAGE_DATA_URL } from '../../data/reviews/images'
import { optionalUser, requireUser } from '../auth/session'
import { sendCachedJson } from '../http/cachedJson'
import { ApiError, notFound, parseInput } from '../http/errors'
import { storeReviewImages } from '../media/reviewImages'
import type { Shop } from '../shop'

const ProductParams = z.object({ productId: z.string().min(1).max(64) })
// Optional narrowing (an addition to spec 000 §7's call): the spec's storefront filters the whole list itself, which
// gets large with the catalogue. The storefront still filters, so a backend that ignores it works too.
const ReviewQuery = z.object({ productId: z.string().min(1).max(64).optional() })

export function registerReviewRoutes(app: FastifyInstance, shop: Shop): void {
  app.get('/api/reviews', async (request, reply) => {
    const { productId } = parseInput(ReviewQuery, request.query)
    const viewer = optionalUser(shop, request)?._id ?? null
    // A visitor's whole list is the same for everyone: cached, with an ETag a build's conditional request matches.
    if (!viewer && !productId) return sendCachedJson(request, reply, shop.reviews.publicJson())
    return { data: shop.reviews.visibleTo(viewer, productId) }
  })

  app.get('/api/reviews/product/:productId', async (request) => {
    const { productId } = parseInput(ProductParams, request.params)
    if (!shop.products.byId(productId)) throw notFound('Product not found')
    return { data: [{ product_id: productId, ...shop.reviews.summary(productId) }] }
  })

  // Room for three pictures at the size limit, as base64, and the text.
  app.post('/api/reviews', { bodyLimit: MAX_REVIEW_IMAGES * MAX_REVIEW_IMAGE_DATA_URL + 64 * 1024 }, async (request, reply) => {
    const user = requireUser(shop, request)
    const body = parseInput(ReviewBodySchema, request.body)
    if (body.user_id !== user._id) throw new ApiError(403, 'You can only post reviews as yourself')
    if (!shop.products.byId(body.product_id)) throw notFound('Product not found')
    if (shop.reviews.hasReviewed(body.product_id, user._id)) throw new ApiError(409, 'You have already reviewed this product.')
    const images = await storeReviewImages(shop.mediaDir, body.review_image)
    const review = shop.reviews.create({ productId: body.product_id, userId: user._id, review: body.review, rating: body.rating, images })
    return reply.status(201).send({ message: 'Review submitted. It will appear once approved.', data: review })
  })
}
