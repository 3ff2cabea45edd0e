import { expect, test } from '@playwright/test'
import { categoryPath, productPath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import { e2eSnapshot } from './catalogue'
import { watchConsole } from './browser'

test('home, a listing and a product page render and hydrate without console errors', async ({ page }) => {
  const problems = watchConsole(page)
  const snapshot = e2eSnapshot()

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'KIDS' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'DREAMY WOMEN' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'SALE' })).toBeVisible()
  await expect(page.getByText('Free Shipping On Order Above 999').first()).toBeAttached()

  const women = snapshot.categories.find((c) => c.category_name === 'Women')!
  await page.goto(categoryPath(women))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Women')
  await expect(page.locator('a[href^="/product/"]').first()).toBeVisible()

  const product = snapshot.products.find(isVisible)!
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name)
  await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeVisible()

  expect(problems).toEqual([])
})

test('a deep link to an account route opens its screen from the static host', async ({ page }) => {
  await page.goto('/orders/does-not-matter')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/cart')
  // Signed out, the bag sends the shopper to sign in.
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
})
