/**
 * The wishlist (spec 001 §7). Adding and removing need the owner's session; reading is public because it backs
 * the shared wishlist page (/wishlist/{userId}), and shows product references only, nothing about the owner.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { WishlistAddBodySchema } from '../../data/contract/schemas'
import { requireOwner, requireUser } from '../auth/session'
import { ApiError, notFound, parseInput } from '../http/errors'
import type { Shop } from '../shop'

const UserParams = z.object({ userId: z.string().min(1).max(64) })
const EntryParams = z.object({ entryId: z.string().min(1).max(64) })

export function registerWishlistRoutes(app: FastifyInstance, shop: Shop): void {
  app.post('/api/wishlist', async (request, reply) => {
    const user = requireUser(shop, request)
    const body = parseInput(WishlistAddBodySchema, request.body)
    if (body.user_id !== user._id) throw new ApiError(403, 'You can only add to your own wishlist')
    const lookup = shop.cart.findOption(body.product_id, body.variant_id)
    if ('missing' in lookup) throw notFound(lookup.missing === 'product' ? 'Product not found' : 'Variant not found')
    const { entry, created } = shop.wishlist.add(user._id, lookup.found.productId, lookup.found.variantId)
    // Adding twice is not an error (the heart just stays red), but it never makes a second entry.
    return reply.status(created ? 201 : 200).send({ message: created ? 'Added to Wishlist!' : 'Already in your wishlist', data: entry })
  })

  app.get('/api/wishlist/:userId', async (request) => {
    // Public, but one shopper's list: never kept by a shared cache.
    request.userScoped = true
    const { userId } = parseInput(UserParams, request.params)
    return { data: shop.wishlist.list(userId) }
  })

  app.delete('/api/wishlist/:entryId', async (request) => {
    const user = requireUser(shop, request)
    const { entryId } = parseInput(EntryParams, request.params)
    const entry = shop.wishlist.get(entryId)
    if (!entry) throw notFound('Wishlist item not found')
    requireOwner(user, entry.user_id, 'Wishlist item not found')
    shop.wishlist.remove(entry._id)
    return { message: 'Removed from wishlist', data: { _id: entry._id } }
  })
}
