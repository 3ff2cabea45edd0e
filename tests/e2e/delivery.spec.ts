/**
 * Static delivery as a shopper meets it: stray catalogue URLs open the product or listing (a 301 from the host, or
 * the 404 page sending the browser on where the host cannot), and the pages run under the shop's
 * Content-Security-Policy without a single violation.
 */
import { expect, test } from '@playwright/test'
import { productPath, specSlug } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { watchConsole } from './browser'
import { e2eSnapshot } from './catalogue'

const snapshot = e2eSnapshot()
const product = snapshot.products.find((p) => isVisible(p) && p.product_name.includes('&')) ?? snapshot.products.find(isVisible)!

test('a product named the spec way, or by its bare id, opens on its canonical address', async ({ page }) => {
  const problems = watchConsole(page)
  for (const url of [encodeURI(`/product/${specSlug(product.product_name)}_${product._id}`), `/product/${product._id}`]) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    await expect(page).toHaveURL(encodeURI(productPath(product)))
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible()
  }
  expect(problems).toEqual([])
})

test('on a host that answers a stray product URL with the 404 page, the page sends the shopper to the product', async ({ page }) => {
  const notFound = await (await page.request.get('/404.html')).text()
  // A plain static host: no id matching, just its 404 page with status 404.
  await page.route(`**/product/some-old-name_${product._id}`, (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound }))
  await page.goto(`/product/some-old-name_${product._id}`)
  await expect(page).toHaveURL(encodeURI(productPath(product)))
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible()
})

test('an unknown product id gets the 404 page, which stays put', async ({ page }) => {
  const response = await page.goto('/product/handloom-kurta_0000000000000000deadbeef')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This page has wandered off' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(new URL(page.url()).pathname).toBe('/product/handloom-kurta_0000000000000000deadbeef')
})

test('home, a listing, a product and the sign-in page run under the Content-Security-Policy without a violation', async ({ page }) => {
  const problems = watchConsole(page)
  const category = snapshot.categories[0]!
  const listing = (await (await page.request.get('/catalogue/cards.json')).json()) as { categories: Array<{ id: string; path: string }> }
  for (const url of ['/', listing.categories.find((c) => c.id === category._id)!.path, productPath(product), '/login']) {
    const response = await page.goto(url)
    expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'")
    await page.waitForLoadState('networkidle')
  }
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([])
  expect(problems).toEqual([])
})
