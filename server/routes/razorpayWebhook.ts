/**
 * `POST /api/payments/razorpay/webhook`: Razorpay's webhooks (payments/webhook.ts). The signature is Razorpay's HMAC
 * of the exact bytes sent, so this route reads the body as a string, checks `X-Razorpay-Signature` over it with the
 * webhook secret (the SDK's validateWebhookSignature), and only then parses it. A bad signature is a 400 and changes
 * nothing; a handled event, a replay and an event the shop does not act on are all 200, so Razorpay stops sending.
 */
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/errors'
import { handleRazorpayEvent, RAZORPAY_WEBHOOK_PATH, WebhookError, webhookEventId } from '../payments/webhook'
import type { Shop } from '../shop'

/** Razorpay's events are a few kB; a megabyte would be something else. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

export function registerRazorpayWebhook(app: FastifyInstance, shop: Shop): void {
  void app.register(async (scope) => {
    // In this scope only: the body stays the string that was signed.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))
    scope.post(RAZORPAY_WEBHOOK_PATH, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const signature = request.headers['x-razorpay-signature']
      if (typeof signature !== 'string' || !raw || !shop.gateway.isValidWebhook(raw, signature)) throw new ApiError(400, 'Invalid webhook signature.')
      let event: unknown
      try {
        event = JSON.parse(raw)
      } catch {
        throw new ApiError(400, 'Webhook body is not valid JSON')
      }
      const idHeader = request.headers['x-razorpay-event-id']
      try {
        return { status: handleRazorpayEvent(shop, webhookEventId(typeof idHeader === 'string' ? idHeader : undefined, raw), event) }
      } catch (error) {
        if (error instanceof WebhookError) throw new ApiError(400, error.message)
        throw error
      }
    })
  })
}
