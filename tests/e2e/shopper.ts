import { expect, type Page } from '@playwright/test'

let count = 0

/**
 * A fresh shopper, signed up and signed in through the API in this page's browser context (its cookie jar), with
 * the sign-in hint the storefront keeps, so the next page load knows who is signed in.
 */
export async function signInFreshShopper(page: Page, name = 'Meera Iyer'): Promise<{ _id: string; name: string; email: string; password: string }> {
  count++
  const stamp = `${Date.now()}${count}`
  const email = `shopper.${stamp}@example.com`
  const password = 'Saffron#2026'
  const phone = String(7_000_000_000 + (Number(stamp.slice(-9)) % 999_999_999))
  const signup = await page.request.post('/api/users/signup', { data: { name, email, phone_number: phone, password, user_role: 'Customer' } })
  expect(signup.status()).toBe(201)
  const login = await page.request.post('/api/users/login', { data: { login: email, password } })
  expect(login.status()).toBe(200)
  const user = (await login.json()).user as { _id: string; name: string }
  await page.addInitScript(() => window.localStorage.setItem('vitrine.signedIn', '1'))
  return { ...user, email, password }
}
