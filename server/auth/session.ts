/**
 * The session cookie and the authorisation rules of every call that names a user: a session is required (401),
 * and the user id the call names must be the session's own (403). The spec's calls carry the user id in the path
 * or body; the cookie is what makes that id trustworthy.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '../../data/contract/schemas'
import { publicUser, SESSION_DAYS } from '../db/users'
import { ApiError } from '../http/errors'
import type { Shop } from '../shop'

export const SESSION_COOKIE = 'vitrine_session'

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_DAYS * 86_400,
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure })
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE]
  return token ? token : undefined
}

/** Cookies are marked Secure when the request came over HTTPS (directly or through a proxy that says so). */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https'
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer depends on who is signed in: it must never be stored by a shared cache. */
    userScoped: boolean
  }
}

/**
 * User-scoped answers (anything that read the session) and answers to state-changing calls carry
 * `Cache-Control: no-store`, unless the route chose its own caching.
 */
export function installNoStore(app: FastifyInstance): void {
  app.decorateRequest('userScoped', false)
  app.addHook('onSend', async (request, reply) => {
    if ((request.userScoped || (request.method !== 'GET' && request.method !== 'HEAD')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}

export function requireUser(shop: Shop, request: FastifyRequest): User {
  request.userScoped = true
  const token = sessionToken(request)
  const row = token ? shop.users.sessionUser(token) : null
  if (!row) throw new ApiError(401, 'Please log in to continue')
  return publicUser(row)
}

/** The session's user when there is one: public reads that show a signed-in shopper a little more. */
export function optionalUser(shop: Shop, request: FastifyRequest): User | null {
  request.userScoped = true
  const token = sessionToken(request)
  const row = token ? shop.users.sessionUser(token) : null
  return row ? publicUser(row) : null
}

/**
 * Refuses a call about something (an address, an order, a bag line...) that is not the session user's own with
 * exactly the answer a missing id gets (404 and its message), so nobody can find out which ids exist.
 */
export function requireOwner(user: User, ownerId: string, notFoundMessage: string): void {
  if (user._id !== ownerId) throw new ApiError(404, notFoundMessage)
}

/** The session's user, who must be the user the call names. */
export function requireSameUser(shop: Shop, request: FastifyRequest, userId: string): User {
  const user = requireUser(shop, request)
  if (user._id !== userId) throw new ApiError(403, 'You can only access your own account')
  return user
}
