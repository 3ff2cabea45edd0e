/**
 * Sign-up is rate-limited per client address (@fastify/rate-limit): creating accounts in bulk is how spam and
 * credential-stuffing lists start, while a household or an office makes a handful in an hour. The limit counts every
 * sign-up attempt, so a script cannot use the "already taken" answers to test thousands of e-mails either; those
 * answers stay, as every shop gives them. Counts live in memory: a restart forgives, which is acceptable for a limit
 * measured in hours.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, RouteShorthandOptions } from 'fastify'
import { ApiError } from './errors'

export const SIGNUP_WINDOW_MS = 60 * 60_000

export async function installRateLimits(app: FastifyInstance): Promise<void> {
  // Only routes that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, { global: false })
}

/** Route options for the sign-up call: `perHour` attempts per address per hour, then 429 with Retry-After. */
export function signupRateLimit(perHour: number): RouteShorthandOptions {
  return {
    config: {
      rateLimit: {
        max: perHour,
        timeWindow: SIGNUP_WINDOW_MS,
        keyGenerator: (request) => `signup:${request.ip}`,
        errorResponseBuilder: (_request, context) => {
          const minutes = Math.max(1, Math.ceil(context.ttl / 60_000))
          return new ApiError(429, `Too many accounts created from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
        },
      },
    },
  }
}
