import { devices, expect, test, type Page } from '@playwright/test'
import { categoryPath, productPath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { watchConsole } from './browser'
import { e2eSnapshot, productWithSizeChoice } from './catalogue'

/** Records every element taken out of the document from the moment the static HTML is parsed. */
async function watchDetachedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const detached: string[] = []
    ;(window as unknown as { __detached: string[] }).__detached = detached
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element) detached.push(`${node.tagName.toLowerCase()}.${node.className} from ${(record.target as Element).tagName.toLowerCase()}`)
      }).observe(document.body, { childList: true, subtree: true })
    })
  })
}

/** Scripts matching `pattern` wait until the returned function is called (a slow phone's connection). */
async function holdScriptsBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.unrouteAll()
  await page.route(pattern, async (route) => {
    await arrived
    await route.continue()
  })
  return release
}

/**
 * Records every call that starts the browser's ICU (Intl objects, locale-aware comparisons and strings): the first
 * one costs 12–40 ms in one task here, four times that on Lighthouse's phone (data/catalogue/money.ts).
 */
async function watchIcu(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { __icu: string[] }).__icu = calls
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
      const original = intl[name]
      if (!original) continue
      intl[name] = new Proxy(original, {
        construct: (target, args) => (calls.push(`Intl.${name}`), Reflect.construct(target, args) as object),
        apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target, self, args)),
      })
    }
    const methods: Array<[object, string]> = [[String.prototype, 'localeCompare'], [String.prototype, 'toLocaleLowerCase'], [String.prototype, 'toLocaleUpperCase'], [Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']]
    for (const [owner, name] of methods) {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!
      Object.defineProperty(owner, name, { configurable: true, writable: true, value: function (this: unknown, ...args: unknown[]) { calls.push(name); return original.apply(this, args) } })
    }
  })
}

const detachedElements = (page: Page) => page.evaluate(() => (window as unknown as { __detached: string[] }).__detached)

test('hydration keeps the static HTML where it is: nothing is detached and re-attached, the parts hydrate in turn and work', async ({ page }) => {
  const problems = watchConsole(page)
  await watchDetachedElements(page)
  await watchIcu(page)
  const snapshot = e2eSnapshot()
  const women = snapshot.categories.find((c) => c.category_name === 'Women')!
  const product = snapshot.products.find(isVisible)!

  for (const path of ['/', categoryPath(women), productPath(product)]) {
    await page.goto(path)
    // The hydration root starts with the page itself; the image preloads React's server render puts first are in the head.
    expect(await page.evaluate(() => document.getElementById('root')!.firstElementChild!.className)).toBe('skip-link')
    // The cards hydrate in the last turns (the footer after them): their hearts exist only once hydrated.
    await expect(page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first()).toBeVisible()
    // Every part's mark from the server (taps are held while a part waits) goes when its turn has come.
    await expect(page.locator('[data-waiting]')).toHaveCount(0)
    expect(await detachedElements(page), `elements detached on ${path}`).toEqual([])
    // Prices and dates are written without Intl: a page that hydrates does not start ICU.
    expect(await page.evaluate(() => (window as unknown as { __icu: string[] }).__icu), `ICU started on ${path}`).toEqual([])
  }
  expect(await page.evaluate(() => document.head.querySelector('link[rel="preload"][as="image"]') !== null)).toBe(true)

  // Each part answers: the product page's buying column (its own turn) and a shelf card's heart (a later one).
  await page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first().click()
  await expect(page.getByText('Please login to add items to your wishlist')).toBeVisible()
  await page.goto(productPath(product))
  await page.getByRole('button', { name: 'ADD TO BAG' }).click()
  await expect(page).toHaveURL(/\/login\?from=/)
  expect(problems).toEqual([])
})

test.describe('on a touch screen', () => {
  test.use({ viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true })

  test("cards do not fetch the hover image no one can hover, and the page's parts still hydrate", async ({ page }) => {
    const problems = watchConsole(page)
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    const snapshot = e2eSnapshot()
    const women = snapshot.categories.find((c) => c.category_name === 'Women')!
    await page.goto(categoryPath(women))
    await expect(page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first()).toBeVisible()
    const cards = await page.locator('article').evaluateAll((articles) =>
      articles.map((article) => ({ shown: article.querySelector('img')!.getAttribute('src')!, hover: article.querySelector('picture source')?.getAttribute('srcset') ?? null })),
    )
    const withHover = cards.filter((card) => card.hover)
    expect(withHover.length).toBeGreaterThan(0)
    expect(fetched).toContain(new URL(withHover[0]!.shown, page.url()).pathname)
    for (const card of withHover) expect(fetched).not.toContain(new URL(card.hover!, page.url()).pathname)
    expect(problems).toEqual([])
  })
})

test.describe('a tap before the page has hydrated', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("is held and given to its button once the page's code has come and hydrated it, not lost", async ({ page }) => {
    const problems = watchConsole(page)
    // The listing's own code arrives late (a slow phone's connection): the page has loaded, nothing has hydrated.
    const release = await holdScriptsBack(page, /\/assets\/entries\/pages_listing\.[^/]+\.js$/)
    await page.goto('/product/all', { waitUntil: 'load' })
    await expect(page.locator('[data-waiting]').first()).toBeAttached()
    await page.getByRole('button', { name: 'SORT' }).click()
    await expect(page.getByRole('button', { name: 'SORT' })).toHaveAttribute('data-tap-held', '')
    release()
    await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeVisible()
    await expect(page.locator('[data-waiting]')).toHaveCount(0)
    await expect(page.locator('[data-tap-held]')).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test("on a product's size is given to it once the page has hydrated, and the size stays chosen", async ({ page }) => {
    const problems = watchConsole(page)
    const { product, size } = productWithSizeChoice(e2eSnapshot())
    const release = await holdScriptsBack(page, /\/assets\/entries\/pages_product\.[^/]+\.js$/)
    const liveStock = page.waitForResponse((response) => response.url().endsWith(`/api/products/${product._id}`))
    await page.goto(productPath(product), { waitUntil: 'load' })
    const sizeButton = page.getByRole('button', { name: `Size ${size}`, exact: true })
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'false')
    await sizeButton.click()
    // Heard, and shown to be: the size pulses while the page's code is on its way.
    await expect(sizeButton).toHaveAttribute('data-tap-held', '')
    expect(await sizeButton.evaluate((el) => getComputedStyle(el).animationName)).toBe('tap-held')
    release()
    await expect(page.locator('[data-waiting]')).toHaveCount(0)
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('[data-tap-held]')).toHaveCount(0)
    // The live stock refresh that follows hydration moves a preselection, never the shopper's own choice.
    await liveStock
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true')
    expect(problems).toEqual([])
  })

  test('on a link is left to the browser until hydration starts: it still opens its page', async ({ page }) => {
    // The home's code is asked for, and fails only after the tap: the router has loaded and is waiting for it.
    let fail = () => {}
    const tapped = new Promise<void>((resolve) => (fail = resolve))
    let asked = () => {}
    const codeAskedFor = new Promise<void>((resolve) => (asked = resolve))
    await page.route(/\/assets\/entries\/pages_index\.[^/]+\.js$/, async (route) => {
      asked()
      await tapped
      await route.abort()
    })
    await page.goto('/', { waitUntil: 'load' })
    await page.mouse.move(1, 1)
    await codeAskedFor
    await page.getByRole('link', { name: 'Chat with us: Contact Us' }).click({ noWaitAfter: true })
    fail()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test("before any of the page's scripts has come: typing is kept, and a form with nowhere else to go waits for them", async ({ page }) => {
    const problems = watchConsole(page)
    // No script of the site's arrives until released: the page is its static HTML and the starter only.
    const release = await holdScriptsBack(page, /\/assets\/.+\.js$/)
    await page.goto('/faq', { waitUntil: 'load' })
    await page.getByLabel('Search questions').fill('refund')
    release()
    await expect(page.getByText(/of 48 questions match/)).toBeVisible()
    await expect(page.locator('details summary').filter({ hasText: 'How do I place an order?' })).toHaveCount(0)

    const releaseContact = await holdScriptsBack(page, /\/assets\/.+\.js$/)
    await page.goto('/contact', { waitUntil: 'load' })
    await page.getByLabel('Full Name').fill('Asha Rao')
    await page.getByRole('button', { name: 'Send Message' }).click()
    releaseContact()
    // The form was not sent by the browser (no reload, no query), and the page checked what the shopper typed.
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Name is required')).toHaveCount(0)
    await expect(page).toHaveURL(/\/contact$/)
    expect(problems).toEqual([])
  })
})
