/**
 * Forgotten passwords (spec 001 §7). The request always gets the same answer, so the form cannot be used to find
 * out who has an account; the link goes to the outbox table and the log, since no mail server runs here.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { PasswordResetRequestBodySchema, ResetPasswordBodySchema } from '../../data/contract/schemas'
import { hashPassword } from '../auth/passwords'
import { RESET_TOKEN_MINUTES } from '../db/passwordResets'
import { ApiError, parseInput } from '../http/errors'
import type { Shop } from '../shop'

const RESET_LINK_SENT = 'Reset link sent to your email.'
const RESET_DONE = 'Password reset successful. You can now log in.'
const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.'
const TokenParams = z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/) })

export function registerPasswordResetRoutes(app: FastifyInstance, shop: Shop): void {
  app.post('/api/users/request-password-reset', async (request) => {
    const { email } = parseInput(PasswordResetRequestBodySchema, request.body)
    const user = shop.users.byLogin(email)
    const token = user && user.email.toLowerCase() === email.toLowerCase() ? shop.passwordResets.issue(user.id) : null
    if (user && token) {
      const link = `${shop.config.storefrontUrl}/reset-password/${token}`
      shop.outbox.send(
        user.email,
        'Reset your Vitrine password',
        `Hello ${user.name},\n\nOpen this link to choose a new password (valid for ${RESET_TOKEN_MINUTES} minutes, once):\n${link}\n\n` +
          'If you did not ask for this, you can ignore this e-mail.',
      )
      request.log.info({ to: user.email, link }, 'password reset link (outbox)')
    }
    return { message: RESET_LINK_SENT }
  })

  app.post('/api/users/reset-password/:token', async (request) => {
    const params = TokenParams.safeParse(request.params)
    const { password } = parseInput(ResetPasswordBodySchema, request.body)
    if (!params.success || !shop.passwordResets.peek(params.data.token)) throw new ApiError(400, RESET_LINK_INVALID)
    const passwordHash = await hashPassword(password)
    // Redeeming re-checks the token: two submissions of one link cannot both set a password.
    if (!shop.passwordResets.redeem(params.data.token, passwordHash)) throw new ApiError(400, RESET_LINK_INVALID)
    return { message: RESET_DONE }
  })
}
