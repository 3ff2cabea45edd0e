/**
 * The bag (spec 000 §7). Every call needs a session and may only touch the session user's own lines. Stock is
 * re-checked here whatever the product page showed: the line's whole quantity must be on hand. Every answer
 * carries the lines and (an addition to the spec's `data.items`) the applied coupon worked out on them now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { CartAddBodySchema } from '../../data/contract/schemas'
import { requireSameUser, requireUser } from '../auth/session'
import { stockProblem } from '../db/cart'
import { ApiError, notFound, parseInput } from '../http/errors'
import { bagAnswer } from '../orders/bagCoupon'
import type { Shop } from '../shop'

const UserParams = z.object({ userId: z.string().min(1).max(64) })
const ItemParams = z.object({ itemId: z.string().min(1).max(64) })
const QuantityBody = z.object({
  quantity: z.number({ error: 'quantity must be a whole number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1'),
})

export function registerCartRoutes(app: FastifyInstance, shop: Shop): void {
  const findOption = (productId: string, variantId: string | true) => {
    const lookup = shop.cart.findOption(productId, variantId)
    if ('missing' in lookup) throw notFound(lookup.missing === 'product' ? 'Product not found' : 'Variant not found')
    return lookup.found
  }

  /** The line named in the path, which must belong to the session user. */
  const ownLine = (request: FastifyRequest) => {
    const user = requireUser(shop, request)
    const { itemId } = parseInput(ItemParams, request.params)
    const line = shop.cart.line(itemId)
    if (!line) throw notFound('Cart item not found')
    if (line.user_id !== user._id) throw new ApiError(403, 'You can only change your own bag')
    return { user, line }
  }

  app.post('/api/cart/add', async (request, reply) => {
    const sessionUser = requireUser(shop, request)
    const body = parseInput(CartAddBodySchema, request.body)
    if (body.user_id !== sessionUser._id) throw new ApiError(403, 'You can only add to your own bag')
    const option = findOption(body.product_id, body.variant_id)
    shop.cart.transaction(() => {
      const problem = stockProblem(option, shop.cart.quantityInBag(sessionUser._id, option) + body.quantity)
      if (problem) throw new ApiError(409, problem)
      shop.cart.add(sessionUser._id, option, body.quantity, body.size)
    })
    return reply.status(201).send({ message: 'Added to cart', data: bagAnswer(shop, sessionUser._id) })
  })

  app.get('/api/cart/user/:userId', async (request) => {
    const { userId } = parseInput(UserParams, request.params)
    requireSameUser(shop, request, userId)
    return { data: bagAnswer(shop, userId) }
  })

  app.put('/api/cart/item/update/:itemId', async (request) => {
    const { user, line } = ownLine(request)
    const { quantity } = parseInput(QuantityBody, request.body)
    const option = findOption(line.product_id, line.variant_id ?? true)
    const problem = stockProblem(option, quantity)
    if (problem) throw new ApiError(409, problem)
    shop.cart.setQuantity(line.id, quantity)
    return { message: 'Cart updated', data: bagAnswer(shop, user._id) }
  })

  app.delete('/api/cart/remove/:itemId', async (request) => {
    const { user, line } = ownLine(request)
    shop.cart.remove(line.id)
    return { message: 'Removed from cart', data: bagAnswer(shop, user._id) }
  })
}
