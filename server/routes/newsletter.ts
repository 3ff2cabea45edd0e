/** The footer's newsletter form (spec 001 §7). Subscribing twice is fine and says the same thing. */
import type { FastifyInstance } from 'fastify'
import { NewsletterBodySchema } from '../../data/contract/schemas'
import { parseInput } from '../http/errors'
import type { Shop } from '../shop'

export function registerNewsletterRoutes(app: FastifyInstance, shop: Shop): void {
  app.post('/api/newsletter', async (request, reply) => {
    const { email } = parseInput(NewsletterBodySchema, request.body)
    const created = shop.newsletter.subscribe(email.toLowerCase())
    return reply.status(created ? 201 : 200).send({ message: 'Thanks for subscribing to our newsletter!' })
  })
}
