/** A real API on a temporary database file, and a signed-in shopper, for the API tests. */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { createApiApp, type ApiOptions } from '../../server/index'

export interface TestApi {
  app: FastifyInstance
  dir: string
  dbFile: string
  close(): Promise<void>
}

export async function createTestApi(options: Partial<ApiOptions> = {}): Promise<TestApi> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-api-'))
  const dbFile = path.join(dir, 'shop.db')
  // Tests sign many shoppers up from one address: the per-address sign-up limit has its own test.
  const app = await createApiApp({ dbFile, products: 40, seed: 7, signupLimitPerHour: 10_000, ...options })
  await app.ready()
  return {
    app,
    dir,
    dbFile,
    async close() {
      await app.close()
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

let counter = 0
/** A fresh, unique shopper's signup body. */
export function newShopper(overrides: Record<string, unknown> = {}) {
  counter += 1
  const n = String(counter).padStart(6, '0')
  return { name: `Asha ${n}`, email: `asha${n}@example.in`, phone_number: `98${n}00`.slice(0, 10), password: 'monsoon-2026', user_role: 'Customer', ...overrides }
}

/** Signs a new shopper up and in; returns the user and the cookie header that carries the session. */
export async function signedInShopper(app: FastifyInstance) {
  const body = newShopper()
  const signup = await app.inject({ method: 'POST', url: '/api/users/signup', payload: body })
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`)
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { login: body.email, password: body.password } })
  const session = login.cookies.find((c) => c.name === 'vitrine_session')
  if (!session) throw new Error(`login set no session cookie: ${login.body}`)
  const user = login.json().user as { _id: string; name: string }
  return { user, body, cookie: `vitrine_session=${session.value}` }
}

/**
 * Many signed-in shoppers at once, made straight in the database through a second connection: signing up through
 * the API costs one OWASP-strength scrypt each, which would make 50-shopper tests take a minute.
 */
export async function quickShoppers(api: TestApi, count: number) {
  const { openShopDatabase } = await import('../../server/db/database')
  const { createUserQueries } = await import('../../server/db/users')
  const { db } = openShopDatabase(api.dbFile)
  try {
    const users = createUserQueries(db)
    return Array.from({ length: count }, () => {
      const body = newShopper()
      const row = users.create({ name: body.name, email: body.email, phone_number: body.phone_number, password_hash: '!test', user_role: 'Customer' })
      const { token } = users.startSession(row.id)
      return { user: { _id: row.id, name: row.name }, cookie: `vitrine_session=${token}` }
    })
  } finally {
    db.close()
  }
}

/** Runs SQL against the test database from the side (setting stock, approving a review...). */
export async function withDatabase<T>(api: TestApi, work: (db: import('../../server/db/database').ShopDatabase) => T): Promise<T> {
  const { openShopDatabase } = await import('../../server/db/database')
  const { db } = openShopDatabase(api.dbFile)
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/** A variant's stock as the database holds it (`true`: a simple product's own row). */
export const stockOf = (api: TestApi, variantId: string | true) =>
  withDatabase(api, (db) => db.prepare<[string], { stock: number }>('SELECT stock FROM product_variants WHERE id = ?').get(String(variantId))!.stock)

export type Shopper = Awaited<ReturnType<typeof quickShoppers>>[number]

/** A JSON call as a shopper (or a visitor, without a cookie). */
export function call(api: TestApi, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { shopper?: Shopper | null; body?: unknown; headers?: Record<string, string> } = {}) {
  return api.app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: { ...(options.shopper ? { cookie: options.shopper.cookie } : {}), ...options.headers },
  })
}

export const validAddress = (overrides: Record<string, unknown> = {}) => ({
  address_type: 'Home',
  address_name: 'Asha Verma',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  phone_number: '9876543210',
  ...overrides,
})

/** A purchasable option with at least `stock` units: [productId, variantId or true]. */
export async function buyableOption(api: TestApi, minimumStock = 1, skip = 0): Promise<{ productId: string; variantId: string | true; price: number; stock: number }> {
  return withDatabase(api, (db) => {
    const variant = db
      .prepare<[number, number], { product_id: string; id: string; price_paise: number; stock: number }>(
        "SELECT v.product_id, v.id, v.price_paise, v.stock FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.status = 'Active' AND v.stock >= ? ORDER BY v.rowid LIMIT 1 OFFSET ?",
      )
      .get(minimumStock, skip)
    if (!variant) throw new Error('no such option in the demo catalogue')
    return { productId: variant.product_id, variantId: variant.id, price: variant.price_paise / 100, stock: variant.stock }
  })
}

/** Fills a shopper's bag with one option and saves a shipping address; returns the address id. */
export async function readyToCheckOut(api: TestApi, shopper: Shopper, option: { productId: string; variantId: string | true }, quantity = 1) {
  const added = await call(api, 'POST', '/api/cart/add', { shopper, body: { user_id: shopper.user._id, product_id: option.productId, variant_id: option.variantId, quantity } })
  if (added.statusCode !== 201) throw new Error(`cart add failed: ${added.body}`)
  const address = await call(api, 'POST', '/api/shipping-address', { shopper, body: { user_id: shopper.user._id, ...validAddress() } })
  if (address.statusCode !== 201) throw new Error(`address failed: ${address.body}`)
  return address.json().data._id as string
}

/** Pays a Razorpay order at the local test gateway: the three fields its sheet hands the page (not yet verified). */
export async function payAtTestGateway(api: TestApi, shopper: Shopper, gatewayOrderId: string) {
  const paid = await call(api, 'POST', `/api/test-gateway/razorpay/${gatewayOrderId}/pay`, { shopper, body: {} })
  if (paid.statusCode !== 200) throw new Error(`test gateway refused: ${paid.body}`)
  return paid.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
}

/** Waits for what the shop does after answering (a refund sent after the commit, a webhook) to show, up to `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
