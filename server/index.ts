/**
 * The reference shop API (`vitrine api`): a Fastify app over one SQLite file, seeded with the deterministic demo
 * catalogue and its generated images the first time it opens a new database.
 */
import os from 'node:os'
import path from 'node:path'
import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Product } from '../data/contract/schemas'
import { openShopDatabase } from './db/database'
import { createProductQueries } from './db/products'
import { DEFAULT_DEMO_PRODUCTS, DEFAULT_DEMO_SEED } from './demo/catalogue'
import { seedDemoCatalogue } from './demo/seed'
import { generateShopperContent, hasShopperContent, writeShopperContent } from './demo/shopperContent'
import { installApiHeaders } from './http/apiHeaders'
import { installCrossSite, parseStorefrontOrigins } from './http/crossSite'
import { networkLimits, serverOptions, type NetworkLimits } from './http/network'
import { installRateLimits } from './http/signupLimit'
import { installNoStore } from './auth/session'
import { installErrorHandling } from './http/errors'
import { writeMediaLibrary } from './media/library'
import { shopConfig, type ShopConfigOptions } from './config'
import { registerAddressRoutes } from './routes/addresses'
import { registerCartRoutes } from './routes/cart'
import { registerCatalogueRoutes } from './routes/catalogue'
import { registerCouponRoutes } from './routes/coupons'
import { registerHealthRoutes } from './routes/health'
import { registerMediaRoutes } from './routes/media'
import { registerNewsletterRoutes } from './routes/newsletter'
import { registerOrderRoutes } from './routes/orders'
import { registerPasswordResetRoutes } from './routes/passwordReset'
import { RAZORPAY_WEBHOOK_PATH } from './payments/webhook'
import { startUpkeep } from './payments/upkeep'
import { registerPaymentRoutes } from './routes/payments'
import { registerRazorpayWebhook } from './routes/razorpayWebhook'
import { registerReviewRoutes } from './routes/reviews'
import { registerShipmentRoutes } from './routes/shipments'
import { registerTestGatewayRoutes } from './routes/testGateway'
import { registerUserRoutes } from './routes/users'
import { registerWishlistRoutes } from './routes/wishlist'
import { createShop } from './shop'

export interface ApiOptions extends ShopConfigOptions {
  dbFile: string
  /** Demo catalogue size for a NEW database (default 300). An existing database is never reseeded. */
  products?: number
  seed?: number
  /**
   * The day a new demo catalogue's dates count back from. Default: today (UTC midnight), so a fresh demo shop has
   * 'New In' products; tests pass a fixed date to compare catalogues byte for byte.
   */
  epoch?: Date
  logger?: boolean
  /** Timeouts, connection caps and trusted proxies; from the environment (VITRINE_*, see http/network.ts) otherwise. */
  network?: Partial<NetworkLimits>
  /** Storefront origins allowed to call with the session cookie (--cors, VITRINE_CORS_ORIGINS); never '*'. */
  corsOrigins?: string[]
  /** Say on stderr, once, when payments are simulated (the long-running commands do; builds and tests do not). */
  announceTestMode?: boolean
  /** How often refunds are retried, returns refunded and payments reconciled with Razorpay (default a minute). */
  paymentUpkeepMs?: number
}

const PAYMENT_UPKEEP_MS = 60_000

/** Where the generated images live: `media/` beside the database file (a shared temp folder for `:memory:`). */
export function mediaDirFor(dbFile: string): string {
  return dbFile === ':memory:' ? path.join(os.tmpdir(), 'vitrine-media') : path.join(path.dirname(path.resolve(dbFile)), 'media')
}

/**
 * Opens (creating and seeding if new) the database and registers every /api/* route and /media/* serving.
 * Does not listen: callers may add routes (the `serve` command adds static files) before `ready()`.
 */
export async function createApiApp(options: ApiOptions): Promise<FastifyInstance> {
  // Refused before anything opens: a wildcard or a malformed origin is a configuration error, said in one line.
  const corsOrigins = parseStorefrontOrigins(options.corsOrigins ?? [])
  // Client addresses (the per-address limits) come from X-Forwarded-For only behind the configured proxies, read
  // from the right: the leftmost entries are whatever the client wrote.
  const network = networkLimits(process.env, options.network)
  const { db, isNew } = openShopDatabase(options.dbFile)
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, ...serverOptions(network) })
  // Payment work in flight (a refund being sent) finishes before the database closes under it.
  let stopPayments: () => Promise<void> = async () => {}
  app.addHook('onClose', async () => {
    await stopPayments()
    db.close()
  })
  try {
    const mediaDir = mediaDirFor(options.dbFile)
    if (isNew) {
      const report = seedDemoCatalogue(db, {
        seed: options.seed ?? DEFAULT_DEMO_SEED,
        products: options.products ?? DEFAULT_DEMO_PRODUCTS,
        epoch: options.epoch ?? startOfTodayUtc(),
      })
      app.log.info(report, 'seeded the demo catalogue')
    } else if (!hasShopperContent(db) && db.prepare("SELECT 1 FROM shop_meta WHERE key = 'demo_seed'").get()) {
      // A demo database from before reviews and coupons existed: add them, from its own products.
      const products = (JSON.parse(createProductQueries(db).listJson().toString()) as { data: Product[] }).data
      writeShopperContent(db, generateShopperContent(products, options.seed ?? DEFAULT_DEMO_SEED, startOfTodayUtc()))
    }
    // Also on an existing database: a deleted or outdated media folder is rebuilt (it depends on nothing seeded).
    writeMediaLibrary(mediaDir)

    const shop = createShop(db, mediaDir, shopConfig(options, process.env, corsOrigins))
    // The full product list is made now, before the server listens, not by its first request: at 100,000 products
    // making it holds the event loop ~20 s, and the requests that came in meanwhile were timed out unread (408).
    shop.products.list()
    if (options.announceTestMode && shop.config.testGateway) {
      console.warn('warning: payments are simulated: the built-in Razorpay test keys are in use (set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take real payments)')
    }
    installErrorHandling(app)
    installApiHeaders(app)
    await installCrossSite(app, [...corsOrigins, ...originOf(shop.config.storefrontUrl)])
    installNoStore(app)
    // Every answer is data: browsers must never sniff a JSON body (say, review text) into HTML.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff')
    })
    await installRateLimits(app)
    await app.register(fastifyCookie)
    registerHealthRoutes(app)
    registerCatalogueRoutes(app, shop)
    registerUserRoutes(app, shop)
    registerPasswordResetRoutes(app, shop)
    registerCartRoutes(app, shop)
    registerCouponRoutes(app, shop)
    registerAddressRoutes(app, shop)
    registerWishlistRoutes(app, shop)
    registerReviewRoutes(app, shop)
    registerOrderRoutes(app, shop)
    registerPaymentRoutes(app, shop)
    registerTestGatewayRoutes(app, shop)
    registerRazorpayWebhook(app, shop)
    // The local test gateway posts its signed webhooks to the same route Razorpay would, through the whole app.
    shop.localGateway?.deliverWebhooksTo(async ({ body, signature, eventId }) => {
      const answer = await app.inject({
        method: 'POST',
        url: RAZORPAY_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
        payload: body,
      })
      if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}: ${answer.body}`)
    })
    const stopUpkeep = startUpkeep(shop, options.paymentUpkeepMs ?? PAYMENT_UPKEEP_MS)
    stopPayments = async () => {
      await stopUpkeep()
      shop.localGateway?.deliverWebhooksTo(null)
      await shop.refunds.idle()
    }
    registerShipmentRoutes(app, shop)
    registerNewsletterRoutes(app, shop)
    registerMediaRoutes(app, shop)
    return app
  } catch (error) {
    await app.close()
    throw error
  }
}

export async function startApi(
  options: ApiOptions & { port?: number; host?: string },
): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
  const app = await createApiApp(options)
  const host = options.host ?? '127.0.0.1'
  try {
    await app.listen({ port: options.port ?? 0, host })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  return { url: `http://${urlHost}:${port}`, app, close: () => app.close() }
}

/** The origin of the storefront's address (it may carry a path), for the cross-site check. */
function originOf(url: string): string[] {
  try {
    return url ? [new URL(url).origin] : []
  } catch {
    return []
  }
}

function startOfTodayUtc(): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}
