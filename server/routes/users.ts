/**
 * Accounts: signup, login (sets the session cookie), the current user and logout (spec 001 §7), and the profile
 * update (an addition to the spec's calls: its Save called no server).
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { LoginBodySchema, ProfileUpdateBodySchema, SignupBodySchema } from '../../data/contract/schemas'
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords'
import { clearSessionCookie, isSecureRequest, requireSameUser, requireUser, sessionToken, setSessionCookie } from '../auth/session'
import { publicUser } from '../db/users'
import { ApiError, parseInput } from '../http/errors'
import type { Shop } from '../shop'

const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.'
const PHONE_TAKEN = 'An account with this phone number already exists.'
const UserParams = z.object({ userId: z.string().min(1).max(64) })

const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT')

export function registerUserRoutes(app: FastifyInstance, shop: Shop): void {
  app.post('/api/users/signup', async (request, reply) => {
    const body = parseInput(SignupBodySchema, request.body)
    const email = body.email.toLowerCase()
    if (shop.users.emailTaken(email)) throw new ApiError(409, 'An account with this email already exists.')
    if (shop.users.phoneTaken(body.phone_number)) throw new ApiError(409, PHONE_TAKEN)
    const password_hash = await hashPassword(body.password)
    try {
      const user = shop.users.create({ name: body.name, email, phone_number: body.phone_number, password_hash, user_role: body.user_role })
      return reply.status(201).send({ message: 'Account created successfully!', user: publicUser(user) })
    } catch (error) {
      // Two signups racing past the checks above: the unique index decides.
      if (isUniqueViolation(error)) {
        throw new ApiError(409, 'An account with this email or phone number already exists.')
      }
      throw error
    }
  })

  app.post('/api/users/login', async (request, reply) => {
    const { login, password } = parseInput(LoginBodySchema, request.body)
    // Checked before the password, so that a guesser learns nothing more once the limit is reached.
    const wait = shop.loginThrottle.retryAfterSeconds(login, request.ip)
    if (wait !== null) {
      reply.header('Retry-After', String(wait))
      throw new ApiError(429, `Too many failed login attempts. Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`)
    }
    const attempt = shop.loginThrottle.beginAttempt(login, request.ip)
    const row = shop.users.byLogin(login)
    const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash()))
    if (!row || !matches) throw new ApiError(401, INVALID_CREDENTIALS)
    shop.loginThrottle.recordSuccess(login, attempt)
    const session = shop.users.startSession(row.id)
    setSessionCookie(reply, session.token, isSecureRequest(request))
    return { user: publicUser(row), message: 'Login successful' }
  })

  app.get('/api/users/me', async (request) => ({ user: requireUser(shop, request) }))

  // Profile Details: the session's own account only (401 signed out, 403 for anyone else's).
  app.put('/api/users/:userId', async (request) => {
    const { userId } = parseInput(UserParams, request.params)
    requireSameUser(shop, request, userId)
    const fields = parseInput(ProfileUpdateBodySchema, request.body)
    const owner = shop.users.phoneOwner(fields.phone_number)
    if (owner !== null && owner !== userId) throw new ApiError(409, PHONE_TAKEN)
    try {
      const row = shop.users.updateProfile(userId, fields)
      if (!row) throw new ApiError(404, 'Account not found')
      return { message: 'Profile updated successfully.', user: publicUser(row) }
    } catch (error) {
      // Another account took the number between the check and the update: the unique index decides.
      if (isUniqueViolation(error)) throw new ApiError(409, PHONE_TAKEN)
      throw error
    }
  })

  app.post('/api/users/logout', async (request, reply) => {
    const token = sessionToken(request)
    if (token) shop.users.endSession(token)
    clearSessionCookie(reply, isSecureRequest(request))
    return { message: 'Logged out' }
  })
}
