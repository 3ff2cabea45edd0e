/**
 * Saved addresses (spec 001 §7): the same four calls on /api/shipping-address and /api/billing-address. Each needs
 * a session, and only the session user's own addresses can be listed, added, changed or deleted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AddressCreateBodySchema, AddressFieldsSchema } from '../../data/contract/schemas'
import { requireOwner, requireSameUser, requireUser } from '../auth/session'
import type { AddressKind } from '../db/addresses'
import { ApiError, notFound, parseInput } from '../http/errors'
import type { Shop } from '../shop'

const UserParams = z.object({ userId: z.string().min(1).max(64) })
const AddressParams = z.object({ userId: z.string().min(1).max(64), addressId: z.string().min(1).max(64) })
/** Plenty for any household; stops a script from filling the table. */
const MAX_ADDRESSES = 50

const ROUTES: Array<{ base: string; kind: AddressKind; added: string }> = [
  { base: '/api/shipping-address', kind: 'shipping', added: 'Address added' },
  { base: '/api/billing-address', kind: 'billing', added: 'Billing address added' },
]

export function registerAddressRoutes(app: FastifyInstance, shop: Shop): void {
  for (const { base, kind, added } of ROUTES) {
    /** The address in the path, which must be the session user's and named under their id. */
    const ownAddress = (request: FastifyRequest) => {
      const { userId, addressId } = parseInput(AddressParams, request.params)
      const user = requireSameUser(shop, request, userId)
      const address = shop.addresses.get(addressId, kind)
      if (!address) throw notFound('Address not found')
      requireOwner(user, address.user_id, 'Address not found')
      return address
    }

    app.get(`${base}/:userId`, async (request) => {
      const { userId } = parseInput(UserParams, request.params)
      requireSameUser(shop, request, userId)
      return { data: shop.addresses.list(userId, kind) }
    })

    app.post(base, async (request, reply) => {
      const user = requireUser(shop, request)
      const { user_id, ...fields } = parseInput(AddressCreateBodySchema, request.body)
      if (user_id !== user._id) throw new ApiError(403, 'You can only add addresses to your own account')
      if (shop.addresses.list(user._id, kind).length >= MAX_ADDRESSES) throw new ApiError(409, `You can save up to ${MAX_ADDRESSES} addresses.`)
      return reply.status(201).send({ message: added, data: shop.addresses.create(user._id, kind, fields) })
    })

    // Partial updates are merged over the saved address, then the whole address is validated again.
    app.put(`${base}/:userId/:addressId`, async (request) => {
      const address = ownAddress(request)
      const changes = request.body
      if (!changes || typeof changes !== 'object' || Array.isArray(changes)) throw new ApiError(400, 'Request body must be a JSON object')
      const { _id, user_id, createdAt, updatedAt, ...saved } = address as Record<string, unknown>
      const fields = parseInput(AddressFieldsSchema, { ...saved, ...(changes as Record<string, unknown>) })
      return { message: 'Address updated', data: shop.addresses.update(address._id, kind, fields) }
    })

    app.delete(`${base}/:userId/:addressId`, async (request) => {
      const address = ownAddress(request)
      shop.addresses.remove(address._id)
      return { message: 'Address deleted', data: { _id: address._id } }
    })
  }
}
