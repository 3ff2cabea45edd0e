import { expect, test } from '@playwright/test'
import { productPath } from '../../data/catalogue/paths'
import { e2eSnapshot, productWithSizeChoice } from './catalogue'

test('a shopper opens a product, picks a size, signs in and adds it to the bag', async ({ page, request }) => {
  const password = 'Saffron#2026'
  const email = `asha.${Date.now()}@example.com`
  const phone = String(9_000_000_000 + (Date.now() % 999_999_999))
  const signup = await request.post('/api/users/signup', { data: { name: 'Asha Rao', email, phone_number: phone, password, user_role: 'Customer' } })
  expect(signup.status()).toBe(201)

  const { product, size } = productWithSizeChoice(e2eSnapshot())
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name)
  // The static HTML carries no bag count; it appears only once the store knows it.
  const addToBag = page.getByRole('button', { name: 'ADD TO BAG' })
  await expect(addToBag).toBeEnabled()

  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click()
  await expect(page.getByRole('button', { name: `Size ${size}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await addToBag.click()

  // Signed out: ADD TO BAG goes to sign-in, which brings the shopper back.
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel('Email or Phone').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`))

  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click()
  await page.getByRole('button', { name: 'ADD TO BAG' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
  await expect(page).toHaveURL(/\/cart$/)

  const line = page.getByRole('listitem').filter({ hasText: product.product_name })
  await expect(line).toBeVisible()
  await expect(line).toContainText(size)
  await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible()

  // The bag is the server's: it survives a reload.
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: product.product_name })).toBeVisible()
})
