/**
 * Issue "Shop polish and safety" 1: a shop whose API sends script addresses as its menu, banner, offer and collection
 * links. The e2e shop's database is copied, its links poisoned, and a small shop built and served from it; on every
 * screen, pre-rendered or drawn by the browser on its own (the account area, Preact), no link, picture or frame may
 * carry a script address, and the poisoned items are inert.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { freePort } from '../cli/helpers'
import { bagOptions, putInBag, signedInShopper } from './bagLines'
import { e2eSnapshot } from './catalogue'
import { wishlistThroughApi } from './shopper'

const DIR = '.cache/e2e-poisoned'
/** Each poisoned link sets this flag if it ever runs. */
const SCRIPTS = ['javascript:window.__poisoned=1', ' JavaScript:window.__poisoned=2', 'java\tscript:window.__poisoned=3', 'data:text/html,<script>parent.__poisoned=4</script>']

test.describe.configure({ mode: 'serial' })

let server: ChildProcess | undefined
let base = ''

/** Writes a script address into every link of the menu, the banners, the offer carousel and the collections. */
function poison(dbFile: string): void {
  const db = new Database(dbFile)
  let n = 0
  const next = () => SCRIPTS[n++ % SCRIPTS.length]!
  const update = db.prepare('UPDATE content_entries SET body = ? WHERE id = ?')
  for (const row of db.prepare<[], { id: string; kind: string; body: string }>("SELECT id, kind, body FROM content_entries WHERE kind IN ('menu', 'banner', 'offer-carousel', 'collection', 'recent-collection')").all()) {
    const doc = JSON.parse(row.body)
    if (row.kind === 'menu') {
      for (const item of doc.items) {
        item.link = next()
        item.image_redirect_url = next()
        for (const inner of item.inner_items ?? []) {
          inner.link = next()
          for (const leaf of inner.sub_inner_items ?? []) leaf.link = next()
        }
      }
    } else if (row.kind === 'banner') {
      doc.page_link = next()
      for (const slide of doc.hero_banner ?? []) slide.redirect_link = next()
    } else if (row.kind === 'recent-collection') {
      doc.recent_collection_link = next()
    } else {
      doc.page_link = next()
    }
    update.run(JSON.stringify(doc), row.id)
  }
  db.close()
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/vitrine.js', ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vitrine ${args[0]} failed: ${stderr.slice(-2000)}`))))
  })
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  rmSync(DIR, { recursive: true, force: true })
  mkdirSync(DIR, { recursive: true })
  // The e2e shop's database as it stands (the serving API has it open: VACUUM INTO makes a consistent copy).
  const source = new Database('.cache/e2e/shop.db', { readonly: true })
  source.exec(`VACUUM INTO '${DIR.replace(/'/g, "''")}/shop.db'`)
  source.close()
  poison(`${DIR}/shop.db`)
  await run(['build:catalog', '--out', `${DIR}/dist`, '--db', `${DIR}/shop.db`, '--snapshot-dir', `${DIR}/snapshot`])
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['bin/vitrine.js', 'serve', '--dir', `${DIR}/dist`, '--db', `${DIR}/shop.db`, '--port', String(port)], { stdio: 'ignore' })
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200)
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

/** Every address on the page that a shopper's click or the browser itself would follow. */
async function addressesOn(page: Page): Promise<{ where: string; url: string }[]> {
  return page.evaluate(() => {
    const found: { where: string; url: string }[] = []
    const attributes: [string, string][] = [['a, area', 'href'], ['img, video, source, iframe, embed, script', 'src'], ['source, img', 'srcset'], ['video', 'poster'], ['form', 'action'], ['button, input', 'formaction'], ['object', 'data']]
    for (const [selector, attribute] of attributes) {
      for (const element of document.querySelectorAll(selector)) {
        const url = element.getAttribute(attribute)
        if (url !== null) found.push({ where: `${element.tagName.toLowerCase()}[${attribute}]`, url })
      }
    }
    return found
  })
}

/** What a browser would run: its scheme once tabs, newlines and leading controls are dropped. */
const isScript = (url: string) => /^(javascript|vbscript|data:text)/i.test(url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''))

async function expectNoScriptAddress(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`)
  await page.waitForLoadState('networkidle')
  const scripts = (await addressesOn(page)).filter((a) => isScript(a.url))
  expect(scripts, path).toEqual([])
  // The poisoned menu items are still shown, inert: the main menu's first item is there, with no address.
  const nav = page.getByRole('navigation', { name: 'Main' })
  if (await nav.isVisible()) {
    const first = nav.locator(':scope > ul > li').first()
    await expect(first).toBeVisible()
    expect(await first.locator('a[href]').count(), `${path}: a poisoned menu item kept a link`).toBe(0)
  }
  expect(await page.evaluate(() => (window as unknown as { __poisoned?: number }).__poisoned)).toBeUndefined()
}

/** A page of a browser context that talks to the poisoned shop (its requests too). */
async function poisonedPage(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: width < 600 ? 844 : 900 } })
  return context.newPage()
}

test('poisoned menu, banner, offer and collection links are inert on the pre-rendered pages', async ({ browser }) => {
  const page = await poisonedPage(browser)
  for (const path of ['/', '/product/all', '/faq']) await expectNoScriptAddress(page, path)
  // The home page still shows its offers, as pictures without a link.
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Shop by offer' }).getByText(/./).first()).toBeVisible()
  await page.context().close()
})

test('and on every screen the browser draws on its own: bag, profile, checkout, wishlist, shared wishlist', async ({ browser }) => {
  test.setTimeout(90_000)
  for (const width of [1366, 390]) {
    const page = await poisonedPage(browser, width)
    const shopper = await signedInShopper(page)
    const [inBag, wished] = bagOptions(e2eSnapshot(), 2)
    await putInBag(page.request, shopper, inBag!)
    await wishlistThroughApi(page, shopper, wished!)
    for (const path of ['/cart', '/profile', '/checkout', '/wishlist', `/wishlist/${shopper.id}`]) await expectNoScriptAddress(page, path)
    if (width < 600) {
      // A phone's drawer draws the menu again.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      expect((await addressesOn(page)).filter((a) => isScript(a.url))).toEqual([])
    }
    await page.context().close()
  }
})
