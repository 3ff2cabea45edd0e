/**
 * The editor's desk in Chromium, on a `vitrine webhook` of its own (not the shop the other specs use): an editor
 * signs in, edits a product in the shop's database, rebuilds by keyboard, watches the queue wait, build and finish,
 * and follows the changed page's link to the live site. Then the shop API goes away, the webhook restarts, and a
 * rebuild is shown as failed while the live site stays as it was; the history kept across the restart.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './browser'

const SECRET = 'desk-e2e-secret-0123456789'
const DESK = 'http://127.0.0.1:4641'
const SITE = 'http://127.0.0.1:4642'
/** Nothing listens here: a build pointed at it fails to read the shop API (exit 3). */
const NO_API = 'http://127.0.0.1:4643'
const BIN = path.resolve('bin/vitrine.js')

let work: string
let desk: ChildProcess | undefined
let site: ChildProcess | undefined

/** Starts a vitrine command and resolves once it prints `ready` (its listening line). */
function startCommand(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (ready.test(output)) resolve(child)
    })
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => reject(new Error(`vitrine ${args[0]} exited with ${code}: ${output.slice(-2000)}`)))
  })
}

function stopCommand(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

const buildEnv = () => ({
  VITRINE_WEBHOOK_SECRET: SECRET,
  VITRINE_DB: path.join(work, 'shop.db'),
  VITRINE_OUT: path.join(work, 'site'),
  VITRINE_SNAPSHOT_DIR: path.join(work, 'snapshot'),
  VITRINE_SITE_URL: SITE,
  VITRINE_DEMO_PRODUCTS: '24',
  VITRINE_WEBHOOK_HISTORY: path.join(work, 'builds.json'),
})
const startDesk = async (env: Record<string, string> = {}) => {
  desk = await startCommand(['webhook', '--port', '4641', '--debounce', '1500'], { ...buildEnv(), ...env }, /listening on/)
}

async function signIn(page: Page) {
  await page.goto(`${DESK}/desk`)
  await page.getByLabel('Your name').fill('Asha')
  await page.getByLabel('Desk secret').fill(SECRET)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "Editor's desk" })).toBeVisible()
}

/** Tabs to the Rebuild now button (checking that the focus can be seen) and presses Enter. */
async function rebuildByKeyboard(page: Page) {
  const button = page.getByRole('button', { name: 'Rebuild now' })
  for (let i = 0; i < 12 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
  await page.keyboard.press('Enter')
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-desk-e2e-'))
  // The live site as the last build left it, served on its own port like the shop's static host.
  const first = spawn(process.execPath, [BIN, 'build:catalog', '--json'], { env: { ...process.env, ...buildEnv() }, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  first.stderr!.on('data', (chunk) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve) => first.once('exit', resolve))
  if (code !== 0) throw new Error(`the first build failed: ${stderr.slice(-2000)}`)
  site = await startCommand(['serve', '--dir', path.join(work, 'site'), '--no-api', '--port', '4642'], {}, /live at/)
  await startDesk()
})

test.afterAll(async () => {
  await stopCommand(desk)
  await stopCommand(site)
  if (work) await rm(work, { recursive: true, force: true })
})

test('an editor signs in, rebuilds, watches the build finish and opens the changed page on the live site', async ({ page }) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  await page.goto(`${DESK}/desk`)
  await expect(page.getByRole('heading', { name: "Sign in to the editor's desk" })).toBeVisible()
  await page.getByLabel('Your name').fill('Asha')
  await page.getByLabel('Desk secret').fill('not-the-secret-0123456789')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(/That secret is not right\./)
  await expect(page.getByLabel('Your name')).toHaveValue('Asha')
  await signIn(page)
  await expect(page.getByText('Signed in as Asha')).toBeVisible()
  await expect(page.locator('#queue-panel')).toContainText('Idle')
  await expect(page.getByText('No builds yet.')).toBeVisible()

  // An edit in the shop's back office: one product's description.
  const db = new Database(buildEnv().VITRINE_DB)
  const product = db.prepare<[], { id: string }>("SELECT id FROM products WHERE status = 'Active' ORDER BY position LIMIT 1").get()!
  db.prepare('UPDATE products SET description = ? WHERE id = ?').run('<p>Block-printed by hand in Bagru: edited on the desk.</p>', product.id)
  db.close()

  await rebuildByKeyboard(page)
  const panel = page.locator('#queue-panel')
  await expect(panel).toContainText('Waiting')
  // The keyboard stays on the button once the request is sent, not thrown back to the top of the page.
  await expect(page.getByRole('button', { name: 'Rebuild now' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Rebuild now' })).not.toHaveAttribute('aria-disabled')
  await expect(panel).toContainText(/The build starts in \d s/)
  await expect(panel).toContainText('Building', { timeout: 15_000 })
  await expect(panel.locator('.stage')).toHaveCount(4)
  await expect(panel).toContainText('Started by Asha on the desk.')
  await expect(panel).toContainText('Idle', { timeout: 90_000 })
  await expect(page.locator('#announcer')).toHaveText(/^Build published: \d+ pages? rendered\.$/)

  const build = page.locator('.builds > li').first()
  await expect(build.locator('.badge')).toHaveText('Published')
  await expect(build).toContainText('Started by Asha on the desk')
  const link = build.locator(`.changed a[href*="_${product.id}"]`)
  await expect(link).toHaveAttribute('href', new RegExp(`^${SITE}/product/`))
  // The wrong secret's 401 is the only error the browser logged on the desk: nothing broke its CSP.
  expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([])
  // A build the CMS starts meanwhile redraws the list when it ends: the editor's focus stays on the link they were on.
  await link.focus()
  const builds = page.locator('.builds > li')
  expect((await page.request.post(`${DESK}/rebuild`, { headers: { 'X-Vitrine-Secret': SECRET } })).status()).toBe(202)
  await expect(builds).toHaveCount(2, { timeout: 90_000 })
  const sameLink = builds.nth(1).locator(`.changed a[href*="_${product.id}"]`)
  await expect(sameLink).toBeFocused()
  // The live site here is the static pages alone (no shop API behind them): only the pre-rendered text is checked.
  await sameLink.click()
  await expect(page).toHaveURL(new RegExp(`^${SITE}/product/.*_${product.id}$`))
  await expect(page.getByText('Block-printed by hand in Bagru: edited on the desk.')).toBeVisible()
})

test('a build that cannot read the shop API is shown as failed, the live site untouched, the history kept across a restart', async ({ page }) => {
  test.setTimeout(90_000)
  await stopCommand(desk)
  await startDesk({ VITRINE_HOST: NO_API, VITRINE_HTTP_RETRIES: '0' })
  const liveHome = await (await fetch(`${SITE}/`)).text()
  const manifest = await readFile(path.join(work, 'site', '.vitrine-build.json'), 'utf8')

  await page.setViewportSize({ width: 390, height: 844 })
  // The restart ended the session: sign in again; the builds before the restart are still listed (the desk's, then
  // the CMS hook's that found nothing new).
  await signIn(page)
  const builds = page.locator('.builds > li')
  await expect(builds.locator('.badge')).toHaveText(['No changes', 'Published'])

  await rebuildByKeyboard(page)
  await expect(builds).toHaveCount(3, { timeout: 60_000 })
  const failed = builds.first()
  await expect(failed.locator('.badge')).toHaveText('Failed')
  await expect(failed).toContainText(/Could not read \/api\/\S+ from http:\/\/127\.0\.0\.1:4643.*\(exit 3\)/)
  await expect(failed).toContainText('The live site was not touched: shoppers still see the last published build.')
  await expect(page.locator('#announcer')).toHaveText(/^Build failed: .* The live site was left as it was\.$/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  expect(await (await fetch(`${SITE}/`)).text()).toBe(liveHome)
  expect(await readFile(path.join(work, 'site', '.vitrine-build.json'), 'utf8')).toBe(manifest)
})
