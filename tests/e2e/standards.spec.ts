/**
 * Issue "Shop polish and safety" 13 and 14: every page template passes the Nu HTML Checker, and every screen passes
 * axe-core at a phone's and a laptop's width, signed out and signed in.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { categoryPath, productPath } from '../../data/catalogue/paths'
import { isPurchasable, isSimpleProduct, isVisible } from '../../data/catalogue/visibility'
import { orderConfirmationPath } from '../../data/checkout/confirmation'
import { putInBag, signedInShopper } from './bagLines'
import { e2eSnapshot, productWithMostReviews } from './catalogue'
import { buyableProducts, wishlistThroughApi, type Shopper } from './shopper'
import { axeViolations, E2E_DIST, nuErrors, templatePages, type AxeViolation } from './standards'

const WIDTHS = [390, 1366] as const

test('the Nu HTML Checker finds no error on any page template', async () => {
  test.setTimeout(120_000)
  const pages = templatePages()
  expect(pages.length).toBeGreaterThanOrEqual(28)
  const errors = await nuErrors(pages)
  expect(errors.map((e) => `${e.page}:${e.line}: ${e.message} ${e.extract ?? ''}`)).toEqual([])
})

/** Waits for the screen to have hydrated and fetched what it shows live. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
}

async function violationsOf(page: Page, screens: { name: string; path: string; ready?: (page: Page) => Promise<void> }[]): Promise<AxeViolation[]> {
  const found: AxeViolation[] = []
  for (const screen of screens) {
    await page.goto(screen.path)
    await settle(page)
    await screen.ready?.(page)
    found.push(...(await axeViolations(page, `${screen.name} (${screen.path})`)))
  }
  return found
}

function signedOutScreens() {
  const snapshot = e2eSnapshot()
  const women = snapshot.categories.find((c) => c.category_name === 'Women')!
  const sub = women.sub_categories[0]!
  const reviewed = productWithMostReviews(snapshot).product
  const product = snapshot.products.find((p) => isVisible(p) && !isSimpleProduct(p) && p._id !== reviewed._id)!
  const article = snapshot.blogs[0]!
  return [
    { name: 'home', path: '/' },
    { name: 'all products', path: '/product/all' },
    { name: 'category', path: categoryPath(women) },
    { name: 'subcategory', path: categoryPath(women, sub) },
    { name: 'product', path: productPath(product) },
    { name: 'product with reviews', path: productPath(reviewed) },
    { name: 'search', path: '/products/search/kurta' },
    { name: 'blog', path: '/blog' },
    { name: 'article', path: `/blog-detail/${article.slug}` },
    { name: 'FAQ', path: '/faq' },
    { name: 'contact', path: '/contact' },
    { name: 'about', path: '/about-us' },
    { name: 'policy', path: '/privacy-policy' },
    { name: 'sitemap', path: '/sitemap' },
    { name: 'sign in', path: '/login' },
    { name: 'sign up', path: '/signup' },
    { name: 'forgot password', path: '/forgot-password' },
    { name: 'not found', path: '/no-such-page' },
  ]
}

/** A COD order placed through the API (it uses the bag up), for the confirmation and order screens. */
async function placeOrder(request: APIRequestContext, shopper: Shopper, option: ReturnType<typeof buyableProducts>[number]) {
  await putInBag(request, shopper, option)
  const address = await request.post('/api/shipping-address', {
    data: { user_id: shopper.id, address_type: 'Home', address_name: shopper.name, street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', phone_number: shopper.phone },
  })
  expect(address.status()).toBe(201)
  const checkout = await request.post('/api/orders/checkout', { data: { user_id: shopper.id, shipping_address_id: (await address.json()).data._id, payment_method: 'COD' } })
  expect(checkout.status(), await checkout.text()).toBe(201)
  return ((await checkout.json()) as { order: { _id: string; order_number: string } }).order
}

/** What a shopper opens on a screen: menus, panels and suggestions are only in the page while open. */
function openedParts(width: number) {
  const women = e2eSnapshot().categories.find((c) => c.category_name === 'Women')!
  const suggestions = async (page: Page) => {
    await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('kur')
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
  }
  if (width >= 1000) {
    return [
      { name: 'search suggestions', path: '/', ready: suggestions },
      {
        name: 'a category menu',
        path: '/',
        ready: async (page: Page) => {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: / menu$/ }).first().click()
        },
      },
    ]
  }
  return [
    { name: 'search suggestions', path: '/', ready: suggestions },
    {
      name: 'menu drawer',
      path: '/',
      ready: async (page: Page) => {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).locator('summary').nth(1).click()
      },
    },
    {
      name: 'filter panel',
      path: categoryPath(women),
      ready: async (page: Page) => {
        await page.getByRole('button', { name: /^FILTER/ }).click()
        await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('tab').first()).toBeVisible()
      },
    },
    {
      name: 'sort sheet',
      path: categoryPath(women),
      ready: async (page: Page) => {
        await page.getByRole('button', { name: /^SORT/ }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
      },
    },
  ]
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } })

    test('axe finds no violation in what a shopper opens: menus, panels and suggestions', async ({ page }) => {
      expect(await violationsOf(page, openedParts(width))).toEqual([])
    })

    test('axe finds no violation on any screen, signed out', async ({ page }) => {
      test.setTimeout(120_000)
      expect(await violationsOf(page, signedOutScreens())).toEqual([])
    })

    test('axe finds no violation on any screen, signed in', async ({ page }) => {
      test.setTimeout(120_000)
      // The order screen's map is Google's; the tests never leave the machine.
      await page.route('https://maps.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>map</title></html>' }))
      const shopper = await signedInShopper(page)
      const options = buyableProducts(e2eSnapshot(), 40).filter((o) => o.variantId === true || isPurchasable(o.product.product_variants.find((v) => v._id === o.variantId)!))
      const order = await placeOrder(page.request, shopper, options[width === 390 ? 30 : 35]!)
      await putInBag(page.request, shopper, options[width === 390 ? 31 : 36]!)
      await wishlistThroughApi(page, shopper, options[width === 390 ? 32 : 37]!)
      const found = await violationsOf(page, [
        { name: 'bag', path: '/cart' },
        { name: 'checkout', path: '/checkout' },
        { name: 'profile', path: '/profile' },
        { name: 'orders', path: '/profile?tab=orders' },
        { name: 'wishlist', path: '/wishlist' },
        { name: 'shared wishlist', path: `/wishlist/${shopper.id}` },
        { name: 'order confirmation', path: orderConfirmationPath(order) },
        { name: 'order', path: `/orders/${order._id}` },
        { name: 'home, signed in', path: '/' },
      ])
      expect(found).toEqual([])
    })
  })
}

test('the flickering SALE link keeps 4.5:1 contrast at every frame, and stays still for a shopper who asks for less motion', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await settle(page)
  const sale = page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: /^sale$/i })
  await expect(sale).toBeVisible()
  const handle = await sale.elementHandle()
  const duration = await handle!.evaluate((el) => {
    el.setAttribute('data-axe-target', '')
    const [animation] = el.getAnimations()
    if (!animation) return 0
    animation.pause()
    return Number(animation.effect?.getComputedTiming().duration ?? 0)
  })
  expect(duration).toBeGreaterThan(0)
  const found: AxeViolation[] = []
  for (let at = 0; at <= duration; at += duration / 26) {
    await handle!.evaluate((el, time) => void (el.getAnimations()[0]!.currentTime = time), at)
    found.push(...(await axeViolations(page, `SALE at ${Math.round(at)} ms`, ['color-contrast'], '[data-axe-target]')))
  }
  expect(found).toEqual([])

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(sale).toBeVisible()
  expect(await sale.evaluate((el) => el.getAnimations().length)).toBe(0)
})

test('the browser code ships none of the React 19 paths Preact lacks (the build no longer warns of them)', () => {
  // react-router reads `use` (its RSC server rendering) and `useOptimistic` (RouterProvider) by name; the account shell
  // uses BrowserRouter, Routes and Link, so neither path may be in what the browser loads.
  const assets = readdirSync(path.join(E2E_DIST, 'assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(assets.length).toBeGreaterThan(10)
  const shipped = assets.filter((file) => /useOptimistic|requires React 19\+ for RSC/.test(readFileSync(path.join(E2E_DIST, 'assets', file), 'utf8')))
  expect(shipped).toEqual([])
})
