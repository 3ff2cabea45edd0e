/** Everything a route needs: the database, the settings and the prepared queries of each domain, made once per app. */
import { createLoginThrottle } from './auth/loginThrottle'
import type { ShopConfig } from './config'
import { createAddressQueries } from './db/addresses'
import { createCartQueries } from './db/cart'
import { createCategoryQueries } from './db/categories'
import { createContentQueries } from './db/content'
import { createCouponQueries } from './db/coupons'
import type { ShopDatabase } from './db/database'
import { createIdempotencyQueries } from './db/idempotency'
import { createNewsletterQueries } from './db/newsletter'
import { createOrderQueries } from './db/orders'
import { createPaymentQueries } from './db/payments'
import { createOutboxQueries } from './db/outbox'
import { createPasswordResetQueries } from './db/passwordResets'
import { createProductQueries } from './db/products'
import { createReviewQueries } from './db/reviews'
import { createShipmentQueries } from './db/shipments'
import { createStockQueries } from './db/stock'
import { createUserQueries } from './db/users'
import { createWishlistQueries } from './db/wishlist'
import type { RazorpayGateway } from './payments/gateway'
import { liveRazorpay } from './payments/liveRazorpay'
import { testRazorpay, type TestRazorpay } from './payments/testRazorpay'
import { createRefundSender, type RefundSender } from './payments/upkeep'

export function createShop(db: ShopDatabase, mediaDir: string, config: ShopConfig) {
  const clock = config.clock
  // With the built-in test keys the local test gateway stands in for Razorpay; any other keys are Razorpay itself.
  const localGateway: TestRazorpay | null = config.testGateway ? testRazorpay(config.razorpay, config.testRefundDelayMs, clock) : null
  const gateway: RazorpayGateway = localGateway ?? liveRazorpay(config.razorpay)
  const shop = {
    db,
    mediaDir,
    config,
    clock,
    products: createProductQueries(db),
    categories: createCategoryQueries(db),
    content: createContentQueries(db),
    users: createUserQueries(db),
    loginThrottle: createLoginThrottle(db, clock),
    passwordResets: createPasswordResetQueries(db, clock),
    outbox: createOutboxQueries(db, clock),
    newsletter: createNewsletterQueries(db, clock),
    cart: createCartQueries(db),
    addresses: createAddressQueries(db, clock),
    wishlist: createWishlistQueries(db, clock),
    reviews: createReviewQueries(db, clock),
    coupons: createCouponQueries(db, clock),
    stock: createStockQueries(db),
    orders: createOrderQueries(db),
    shipments: createShipmentQueries(db, clock),
    idempotency: createIdempotencyQueries(db, clock),
    payments: createPaymentQueries(db, clock),
    gateway,
    /** The local test gateway (test keys only), which also pays from the test sheet and sends webhooks. */
    localGateway,
    refunds: null as unknown as RefundSender,
    /** Runs `work` in one SQLite transaction (nested calls join the outer one). */
    transaction: <T>(work: () => T): T => db.transaction(work)(),
    /**
     * A transaction that takes the write lock at BEGIN: for read-then-write work (checkout) that must not interleave
     * with another process's, where a deferred transaction would fail to upgrade instead of waiting its turn.
     */
    writeTransaction: <T>(work: () => T): T => db.transaction(work).immediate(),
  }
  shop.refunds = createRefundSender(() => shop)
  return shop
}
export type Shop = ReturnType<typeof createShop>
