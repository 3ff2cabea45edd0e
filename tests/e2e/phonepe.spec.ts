/**
 * PhonePe, switched on (VITRINE_PHONEPE_ENABLED=1), completes through its local test page: the page's own Pay form is
 * accepted (its browser names its origin) and the shopper lands on the shop's confirmation, not on an API address.
 * It runs on a second `vitrine serve` of the same built site, with PhonePe on and a copy of the e2e database, so the
 * shared shop keeps the spec's gateways (PhonePe off).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { formatPrice } from '../../data/catalogue/money'
import { watchConsole } from './browser'
import { bagOptions, putInBag, signedInShopper } from './bagLines'
import { e2eSnapshot } from './catalogue'

const E2E_DIR = '.cache/e2e'
const PORT = Number(process.env.E2E_PHONEPE_PORT ?? 4186)
const BASE = `http://127.0.0.1:${PORT}`

let server: ChildProcess | null = null
let dir = ''

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-phonepe-'))
  // A consistent copy of the shared shop's database, taken while it is in use; its media folder is shared.
  const source = new Database(path.join(E2E_DIR, 'shop.db'), { readonly: true })
  await source.backup(path.join(dir, 'shop.db'))
  source.close()
  fs.symlinkSync(path.resolve(E2E_DIR, 'media'), path.join(dir, 'media'))
  server = spawn(process.execPath, ['bin/vitrine.js', 'serve', '--dir', path.join(E2E_DIR, 'dist'), '--db', path.join(dir, 'shop.db'), '--port', String(PORT)], {
    env: { ...process.env, VITRINE_PHONEPE_ENABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('vitrine serve with PhonePe did not start')), 30_000)
    server!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Vitrine is live')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server!.on('exit', (code) => reject(new Error(`vitrine serve exited with ${code}`)))
  })
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

test.use({ baseURL: BASE })

test('PhonePe pays through its local test page and comes back to the confirmation', async ({ page }) => {
  const problems = watchConsole(page)
  const [option] = bagOptions(e2eSnapshot(), 1, { skip: 11 })
  const shopper = await signedInShopper(page)
  await putInBag(page.request, shopper, option!)
  const address = await page.request.post('/api/shipping-address', {
    data: { user_id: shopper.id, address_name: 'Meera Iyer', street: '7 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025', phone_number: '9845012345' },
  })
  expect(address.status()).toBe(201)
  const quote = (await (await page.request.post('/api/orders/quote', { data: { user_id: shopper.id } })).json()) as { data: { amount: number } }
  const total = formatPrice(quote.data.amount, 'INR')

  await page.goto('/checkout')
  await page.getByRole('radio', { name: /Online Payment/ }).check()
  await page.getByRole('radio', { name: 'PhonePe' }).check()
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  await expect(page).toHaveURL(/\/api\/test-gateway\/phonepe\//)
  await expect(page.getByText(total)).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(page.getByText('Online Payment · Paid')).toBeVisible()
  await expect(page.getByText('Cross-site request refused.')).toHaveCount(0)
  expect(problems).toEqual([])
})
