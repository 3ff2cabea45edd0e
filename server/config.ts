/**
 * The shop's run-time settings: payment keys, which gateways are on, how fast the simulated courier moves, where
 * the storefront lives (for links in e-mails) and the clock. Everything that depends on "now" reads `clock`, so
 * tests can move time forward instead of sleeping.
 */

/** Razorpay's test-mode key pair used when none is configured: good for the local test gateway only. */
export const TEST_RAZORPAY_KEY_ID = 'rzp_test_vitrine'
export const TEST_RAZORPAY_KEY_SECRET = 'vitrine_test_secret_not_for_production'

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
  razorpay: { keyId: string; keySecret: string }
  /** True only with the built-in test keys: the local test gateway may then sign payments itself. */
  testGateway: boolean
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
  if (Boolean(givenId) !== Boolean(givenSecret)) throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together')
  const keyId = givenId ?? TEST_RAZORPAY_KEY_ID
  const keySecret = givenSecret ?? TEST_RAZORPAY_KEY_SECRET
  const minutes = options.courierMinutesPerStep ?? Number(env.VITRINE_COURIER_MINUTES_PER_STEP ?? DEFAULT_COURIER_MINUTES_PER_STEP)
  const window = options.paymentWindowMinutes ?? Number(env.VITRINE_PAYMENT_WINDOW_MINUTES ?? DEFAULT_PAYMENT_WINDOW_MINUTES)
  return {
    clock: options.clock ?? (() => new Date()),
    courierMinutesPerStep: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_COURIER_MINUTES_PER_STEP,
    paymentWindowMinutes: Number.isFinite(window) && window > 0 ? window : DEFAULT_PAYMENT_WINDOW_MINUTES,
    signupLimitPerHour: positiveOr(options.signupLimitPerHour ?? env.VITRINE_SIGNUP_LIMIT_PER_HOUR, DEFAULT_SIGNUP_LIMIT_PER_HOUR),
    razorpay: { keyId, keySecret },
    testGateway: keyId === TEST_RAZORPAY_KEY_ID && keySecret === TEST_RAZORPAY_KEY_SECRET,
    phonepeEnabled: options.phonepeEnabled ?? truthy(env.VITRINE_PHONEPE_ENABLED),
    storefrontUrl: (options.storefrontUrl ?? env.VITRINE_STOREFRONT_URL ?? corsOrigins[0] ?? '').replace(/\/+$/, ''),
  }
}
