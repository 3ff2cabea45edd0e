import { expect, test } from '@playwright/test'
import { productPath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { e2eSnapshot, productWithClip, productWithCompleteLook, productWithMostReviews, productWithSizeChart, productWithSoldOutFirstOption } from './catalogue'
import { watchConsole } from './browser'
import { signInFreshShopper } from './shopper'

test('BUY NOW takes a visitor to sign in, and a shopper to checkout with the item held for the tab', async ({ page }) => {
  const problems = watchConsole(page)
  const product = e2eSnapshot().products.find(isVisible)!
  await page.goto(productPath(product))
  const buyNow = page.getByRole('button', { name: 'BUY NOW' })
  await expect(buyNow).toBeEnabled()
  await buyNow.click()
  await expect(page).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(productPath(product))}$`))

  await signInFreshShopper(page)
  await page.goto(productPath(product))
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/checkout\?buy=now$/)
  const held = JSON.parse((await page.evaluate(() => sessionStorage.getItem('vitrine.buyNow'))) ?? 'null') as { productId: string; name: string; price: number } | null
  expect(held).toMatchObject({ productId: product._id, name: product.product_name })
  expect(held!.price).toBeGreaterThan(0)
  expect(problems).toEqual([])
})

test('a product whose first option is sold out arrives with the first option in stock chosen', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  // In the demo catalogue this is e.g. "Chambray Linen Casual Shirt", whose first size is not for sale.
  const { product, firstInStock } = productWithSoldOutFirstOption(e2eSnapshot())
  await page.goto(productPath(product))
  await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'BUY NOW' })).toBeEnabled()
  for (const { attribute_name: name, attribute_value: value } of firstInStock.attributes) {
    await expect(page.getByRole('button', { name: `${name} ${value}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
  }
  expect(problems).toEqual([])
})

test('the wishlist button adds the product and then shows it as wishlisted', async ({ page }) => {
  const product = e2eSnapshot().products.find(isVisible)!
  await signInFreshShopper(page)
  await page.goto(productPath(product))
  await page.getByRole('button', { name: 'WISHLIST', exact: true }).click()
  await expect(page.getByText('Added to Wishlist!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'WISHLISTED' })).toHaveAttribute('href', '/wishlist')
  // The server keeps it: after a reload the page knows from the shopper's wishlist.
  await page.reload()
  await expect(page.getByRole('link', { name: 'WISHLISTED' })).toBeVisible()
})

test('the size chart opens in a dialog and closes by keyboard, giving focus back', async ({ page }) => {
  const problems = watchConsole(page)
  const product = productWithSizeChart(e2eSnapshot())
  await page.goto(productPath(product))
  const opener = page.getByRole('button', { name: 'Size chart' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Size chart' })
  await expect(dialog).toBeVisible()
  const chart = dialog.getByRole('img', { name: `Size chart for ${product.product_name}` })
  await expect(chart).toBeVisible()
  expect(await chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(problems).toEqual([])
})

test('Complete the Look and related products are cards that open their products', async ({ page }) => {
  const snapshot = e2eSnapshot()
  const { product, look } = productWithCompleteLook(snapshot)
  await page.goto(productPath(product))
  const complete = page.getByRole('region', { name: 'Complete the Look' })
  for (const item of look) await expect(complete.getByRole('link', { name: item.product_name })).toHaveAttribute('href', productPath(item))

  const related = page.getByRole('region', { name: 'Related Products' })
  const links = related.getByRole('link')
  await expect(links).toHaveCount(2)
  const href = await links.first().getAttribute('href')
  const target = snapshot.products.find((p) => productPath(p) === href)!
  expect(target.categories[0]!._id).toBe(product.categories[0]!._id)
  expect(target._id).not.toBe(product._id)
  await links.first().click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.product_name)
})

test('the rating near the title has one decimal and the count', async ({ page }) => {
  const snapshot = e2eSnapshot()
  const { product, count } = productWithMostReviews(snapshot)
  await page.goto(productPath(product))
  const average = snapshot.ratings![product._id]!.average
  await expect(page.getByRole('link', { name: `${average.toFixed(1)} out of 5, ${count} reviews` })).toHaveAttribute('href', '#reviews')
})

test('a product with a clip plays it in the gallery', async ({ page }) => {
  const problems = watchConsole(page)
  const { product, colour } = productWithClip(e2eSnapshot())
  await page.goto(productPath(product))
  if (colour) await page.getByRole('button', { name: `Color ${colour}`, exact: true }).click()
  const thumb = page.getByRole('button', { name: /^Show video \d+$/ })
  await thumb.click()
  const video = page.locator('video')
  await expect(video).toHaveAttribute('src', /\/media\/clips\/.+\.webm$/)
  await expect(video).toHaveAttribute('poster', /\/media\/products\/.+\.svg$/)
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.controls, v.preload, v.playsInline])).toEqual([true, true, 'metadata', true])
  await video.evaluate((v: HTMLVideoElement) => v.play())
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2)
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull()
  expect(problems).toEqual([])
})
