/**
 * The shop's run-time settings: payment keys, which gateways are on, how fast the simulated courier moves, where
 * the storefront lives (for links in e-mails) and the clock. Everything that depends on "now" reads `clock`, so
 * tests can move time forward instead of sleeping.
 */

/** Razorpay's test-mode key pair used when none is configured: good for the local test gateway only. */
export const TEST_RAZORPAY_KEY_ID = 'rzp_test_vitrine'
export const TEST_RAZORPAY_KEY_SECRET = 'vitrine_test_secret_not_for_production'
/** The webhook secret the local test gateway signs its webhooks with (test keys only). */
export const TEST_RAZORPAY_WEBHOOK_SECRET = 'vitrine_test_webhook_secret'
/** Razorpay's own API address; RAZORPAY_API_BASE moves it (a staging proxy, or a test's local Razorpay). */
export const RAZORPAY_API_BASE = 'https://api.razorpay.com'

/**
 * How soon the local test gateway processes a refund (it sends `refund.processed` then). Real refunds take days; a
 * demo shopper should see "Refund initiated" turn into "Refunded" while they look (VITRINE_TEST_REFUND_SECONDS).
 */
export const DEFAULT_TEST_REFUND_SECONDS = 20

/** A payment setting the API cannot start with (said in one line, exit code 2). */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError'
}

/** Default courier pace: a parcel moves one step (picked up, in transit, out for delivery, delivered) an hour. */
export const DEFAULT_COURIER_MINUTES_PER_STEP = 60

/**
 * How long an unpaid online order holds its stock. Long enough to finish a payment popup, short enough that
 * abandoned checkouts do not keep pieces off the shelf (VITRINE_PAYMENT_WINDOW_MINUTES).
 */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 15

/** Sign-up attempts allowed per client address per hour (VITRINE_SIGNUP_LIMIT_PER_HOUR). */
export const DEFAULT_SIGNUP_LIMIT_PER_HOUR = 10

export interface ShopConfig {
  clock: () => Date
  courierMinutesPerStep: number
  /** Minutes an unpaid online order holds its stock before it is released. */
  paymentWindowMinutes: number
  /** Sign-up attempts per client address per hour. */
  signupLimitPerHour: number
  razorpay: {
    keyId: string
    keySecret: string
    /** Signs the webhooks Razorpay sends (RAZORPAY_WEBHOOK_SECRET); required in live mode. */
    webhookSecret: string
    /** Where the SDK sends its requests (RAZORPAY_API_BASE, default Razorpay's own). */
    apiBase: string
  }
  /**
   * True only with the built-in test keys: the local test gateway then stands in for Razorpay (offline, signing
   * payments and webhooks itself). Any other keys are live mode: Razorpay's Orders API through the official SDK.
   */
  testGateway: boolean
  /** Milliseconds before the local test gateway processes a refund. */
  testRefundDelayMs: number
  /**
   * PhonePe and ICICI are disabled in the spec's checkout (spec 001 §4). PhonePe can be switched on
   * (VITRINE_PHONEPE_ENABLED=1), and then pays through the local test gateway; ICICI's encrypted form has no
   * stand-in here, so it stays off.
   */
  phonepeEnabled: boolean
  /** Origin of the storefront, for links in e-mails ('' = same origin as the API). */
  storefrontUrl: string
}

export interface ShopConfigOptions {
  clock?: () => Date
  courierMinutesPerStep?: number
  paymentWindowMinutes?: number
  /** Sign-up attempts per client address per hour (VITRINE_SIGNUP_LIMIT_PER_HOUR, default 10). */
  signupLimitPerHour?: number
  razorpayKeyId?: string
  razorpayKeySecret?: string
  razorpayWebhookSecret?: string
  razorpayApiBase?: string
  testRefundDelayMs?: number
  phonepeEnabled?: boolean
  storefrontUrl?: string
}

const positiveOr = (value: number | string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback
}
const truthy = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim())

export function shopConfig(options: ShopConfigOptions = {}, env: NodeJS.ProcessEnv = process.env, corsOrigins: readonly string[] = []): ShopConfig {
  // An empty variable is an unset one (a service file's `RAZORPAY_KEY_ID=`); half a key pair is a mistake.
  const givenId = options.razorpayKeyId || env.RAZORPAY_KEY_ID || undefined
  const givenSecret = options.razorpayKeySecret || env.RAZORPAY_KEY_SECRET || undefined
  if (Boolean(givenId) !== Boolean(givenSecret)) throw new PaymentConfigError('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together')
  const keyId = givenId ?? TEST_RAZORPAY_KEY_ID
  const keySecret = givenSecret ?? TEST_RAZORPAY_KEY_SECRET
  const testGateway = keyId === TEST_RAZORPAY_KEY_ID && keySecret === TEST_RAZORPAY_KEY_SECRET
  const givenWebhookSecret = options.razorpayWebhookSecret || env.RAZORPAY_WEBHOOK_SECRET || undefined
  // Live payments whose webhooks cannot be verified would lose every payment whose browser never came back.
  if (!testGateway && !givenWebhookSecret) {
    throw new PaymentConfigError('live Razorpay keys need RAZORPAY_WEBHOOK_SECRET (the secret of the webhook registered in Razorpay\'s dashboard)')
  }
  const apiBase = (options.razorpayApiBase || env.RAZORPAY_API_BASE || RAZORPAY_API_BASE).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+/.test(apiBase)) throw new PaymentConfigError(`RAZORPAY_API_BASE "${apiBase}" is not an address such as https://api.razorpay.com`)
  const minutes = options.courierMinutesPerStep ?? Number(env.VITRINE_COURIER_MINUTES_PER_STEP ?? DEFAULT_COURIER_MINUTES_PER_STEP)
  const window = options.paymentWindowMinutes ?? Number(env.VITRINE_PAYMENT_WINDOW_MINUTES ?? DEFAULT_PAYMENT_WINDOW_MINUTES)
  return {
    clock: options.clock ?? (() => new Date()),
    courierMinutesPerStep: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_COURIER_MINUTES_PER_STEP,
    paymentWindowMinutes: Number.isFinite(window) && window > 0 ? window : DEFAULT_PAYMENT_WINDOW_MINUTES,
    signupLimitPerHour: positiveOr(options.signupLimitPerHour ?? env.VITRINE_SIGNUP_LIMIT_PER_HOUR, DEFAULT_SIGNUP_LIMIT_PER_HOUR),
    razorpay: { keyId, keySecret, webhookSecret: givenWebhookSecret ?? TEST_RAZORPAY_WEBHOOK_SECRET, apiBase },
    testGateway,
    testRefundDelayMs: options.testRefundDelayMs ?? positiveOr(env.VITRINE_TEST_REFUND_SECONDS, DEFAULT_TEST_REFUND_SECONDS) * 1000,
    phonepeEnabled: options.phonepeEnabled ?? truthy(env.VITRINE_PHONEPE_ENABLED),
    storefrontUrl: (options.storefrontUrl ?? env.VITRINE_STOREFRONT_URL ?? corsOrigins[0] ?? '').replace(/\/+$/, ''),
  }
}
