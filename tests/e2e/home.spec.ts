import { expect, test } from '@playwright/test'
import { watchConsole } from './browser'

const COINS = ['Minimum purchase of ₹2000 earns 2 Coins', '10 Coins = ₹1000 discount coupon (min purchase ₹1000, no return policy)']

test('desktop: the side tab opens and closes the loyalty panel by keyboard', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  const tab = page.getByRole('button', { name: 'Vitrine Coins', exact: true })
  const panel = page.getByRole('region', { name: 'Vitrine Coins' })
  await expect(tab).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  await tab.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await expect(tab).toHaveAttribute('aria-expanded', 'true')
  for (const line of COINS) await expect(panel.getByText(line, { exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(panel).toBeHidden()

  await page.keyboard.press('Space')
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(tab).toBeFocused()
  expect(problems).toEqual([])
})

test('phone: the coin button opens the loyalty panel and its close button shuts it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const coin = page.getByRole('button', { name: 'Vitrine Coins', exact: true })
  await expect(coin).toHaveCount(1) // the desktop tab is not shown at this width
  await coin.click()
  const panel = page.getByRole('region', { name: 'Vitrine Coins' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText(COINS[1]!)).toBeVisible()
  await panel.getByRole('button', { name: 'Close Vitrine Coins' }).click()
  await expect(panel).toBeHidden()
  await expect(coin).toBeFocused()
})

test('the chat link leads to Contact Us', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Chat with us: Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible()
})

test('the menu shows a live discount timer under a category with no inner items, only once hydrated', async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('offers end in')
  await page.goto('/')
  const sale = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sale', exact: true })
  await sale.hover()
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/)
  const before = await timer.textContent()
  await expect(timer).not.toHaveText(before!, { timeout: 3000 })
  await expect(page.getByText('Today’s offers end in')).toBeVisible()
  await page.mouse.move(5, 600)
  await expect(timer).toBeHidden()
})

test('the footer links to both app stores', async ({ page }) => {
  await page.goto('/faq')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//)
  await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//)
})

test("a first visit on a phone: home's HTML is under 50 kB without its scripts, and its inline data under 25 kB", async ({ request }) => {
  const html = await (await request.get('/', { headers: { 'accept-encoding': 'identity' } })).text()
  // What the page is without script (as bench:lighthouse's floor serves it), and the page data its scripts hydrate from.
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
  const data = [...html.matchAll(/<script\b[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/gi)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0)
  expect(Buffer.byteLength(withoutScripts)).toBeLessThan(50 * 1024)
  expect(data).toBeLessThan(25 * 1024)
})

test("the hero's static HTML holds its first banner; the other banners, the arrows and the dots come with its script", async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1)
  expect(html).not.toContain('aria-label="Next banner"')
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Featured' })
  await hero.getByRole('button', { name: 'Next banner' }).click()
  await expect(hero.locator('[aria-roledescription="slide"][aria-label^="2 of"]')).toHaveAttribute('aria-hidden', 'false')
  expect(await hero.locator('[aria-roledescription="slide"]').count()).toBeGreaterThan(1)
})
