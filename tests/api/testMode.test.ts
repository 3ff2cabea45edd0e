/** Issue 10.12: loud test mode, and user-scoped answers that no cache keeps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT, tempDir } from '../cli/helpers'
import { buyableOption, call, createTestApi, quickShoppers, type Shopper, type TestApi } from './helpers'

let api: TestApi
let shopper: Shopper
beforeAll(async () => {
  api = await createTestApi()
  ;[shopper] = (await quickShoppers(api, 1)) as [Shopper]
})
afterAll(async () => {
  await api?.close()
})

/** Starts `vitrine api` and collects stderr until it says where it listens (or gives up). */
async function startedApiOutput(env: Record<string, string>): Promise<string> {
  const dir = await tempDir('testmode')
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/vitrine.js'), 'api', '--port', '0', '--db', `${dir}/shop.db`, '--products', '5'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 25_000)
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Shop API at')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  child.kill('SIGTERM')
  await new Promise((resolve) => child.on('close', resolve))
  return stderr
}

describe('loud test mode', () => {
  it('warns once at start-up that payments are simulated, and not with real keys', async () => {
    const test = await startedApiOutput({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' })
    expect(test.match(/warning: payments are simulated/g)).toHaveLength(1)
    const live = await startedApiOutput({ RAZORPAY_KEY_ID: 'rzp_live_example', RAZORPAY_KEY_SECRET: 'live-secret', RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret' })
    expect(live).not.toMatch(/payments are simulated/)
  }, 60_000)

  it('refuses to start with live keys and no webhook secret, in one line with exit code 2', async () => {
    const dir = await tempDir('livekeys')
    const child = spawnSync(process.execPath, [path.join(ROOT, 'bin/vitrine.js'), 'api', '--port', '0', '--db', `${dir}/shop.db`], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', RAZORPAY_KEY_ID: 'rzp_live_example', RAZORPAY_KEY_SECRET: 'live-secret', RAZORPAY_WEBHOOK_SECRET: '' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(child.status).toBe(2)
    expect(child.stderr).toMatch(/RAZORPAY_WEBHOOK_SECRET/)
    expect(child.stderr.trim().split('\n').filter((line) => line.startsWith('vitrine:'))).toHaveLength(1)
  }, 40_000)
})

describe('Cache-Control: no-store on user-scoped answers', () => {
  it('marks every answer that depends on the session, and leaves the public catalogue cacheable', async () => {
    const option = await buyableOption(api, 1)
    const me = shopper.user._id
    const userScoped: Array<['GET' | 'POST', string, Shopper | null, unknown?]> = [
      ['GET', '/api/users/me', shopper],
      ['GET', `/api/cart/user/${me}`, shopper],
      ['GET', `/api/wishlist/${me}`, null],
      ['GET', `/api/orders/user/${me}`, shopper],
      ['GET', `/api/shipping-address/${me}`, shopper],
      ['GET', '/api/shiprocket/orders', shopper],
      ['GET', `/api/reviews?productId=${option.productId}`, shopper],
      ['POST', '/api/cart/add', shopper, { user_id: me, product_id: option.productId, variant_id: option.variantId }],
      ['GET', '/api/users/me', null],
    ]
    for (const [method, url, who, body] of userScoped) {
      const answer = await call(api, method, url, { shopper: who, body })
      expect(answer.headers['cache-control'], `${method} ${url}`).toBe('no-store')
    }
    expect((await call(api, 'GET', '/api/products')).headers['cache-control']).toBe('no-cache')
  })

  it('sends security headers on API answers: nothing may run, load or frame them', async () => {
    const answer = await call(api, 'GET', '/api/health')
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })
})
