import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Product } from '../../data/contract/schemas'
import { isPurchasable, isSimpleProduct, isVisible } from '../../data/catalogue/visibility'
import type { CatalogueSnapshot } from '../../data/build/snapshot'

export interface Shopper {
  id: string
  name: string
  email: string
  phone: string
  password: string
}

let made = 0

/** A fresh shopper, signed up through the API (unique email and phone), so tests never share state. */
export async function signUpShopper(request: APIRequestContext, name = 'Asha Rao'): Promise<Shopper> {
  const stamp = `${Date.now()}${made++}`
  const shopper = { name, email: `shopper.${stamp}@example.com`, phone: String(6_000_000_000 + (Number(stamp) % 3_999_999_999)), password: 'Saffron#2026' }
  const response = await request.post('/api/users/signup', { data: { name, email: shopper.email, phone_number: shopper.phone, password: shopper.password, user_role: 'Customer' } })
  expect(response.status(), await response.text()).toBe(201)
  return { ...shopper, id: ((await response.json()) as { user: { _id: string } }).user._id }
}

/** Fills the sign-in form the page is on and waits to leave it. */
export async function submitSignIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email or Phone').fill(shopper.email)
  await page.getByLabel('Password', { exact: true }).fill(shopper.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** Signs in through the page, as a shopper would (the session cookie, and the browser knowing it is signed in). */
export async function signIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  await page.goto('/login')
  await submitSignIn(page, shopper)
}

/** Visible products whose first option can be bought: safe to add to a wishlist or a bag. */
export interface BuyableOption {
  product: Product
  variantId: string | true
}

export function buyableProducts(snapshot: CatalogueSnapshot, count: number): BuyableOption[] {
  const found = snapshot.products.flatMap((product): BuyableOption[] => {
    if (!isVisible(product)) return []
    if (isSimpleProduct(product)) return [{ product, variantId: true }]
    const first = product.product_variants[0]
    return first && isPurchasable(first) ? [{ product, variantId: first._id }] : []
  })
  if (found.length < count) throw new Error(`the e2e catalogue has fewer than ${count} buyable products`)
  return found.slice(0, count)
}

/** Adds to the wishlist through the API, with the session of the page's browser context. */
export async function wishlistThroughApi(page: Page, shopper: Shopper, item: BuyableOption): Promise<void> {
  const response = await page.request.post('/api/wishlist', { data: { user_id: shopper.id, product_id: item.product._id, variant_id: item.variantId } })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * A fresh shopper, signed up and signed in through the API in this page's browser context (its cookie jar), with
 * the sign-in hint the storefront keeps, so the next page load knows who is signed in.
 */
export async function signInFreshShopper(page: Page, name = 'Meera Iyer'): Promise<{ _id: string; name: string; email: string; password: string }> {
  const shopper = await signUpShopper(page.request, name)
  const login = await page.request.post('/api/users/login', { data: { login: shopper.email, password: shopper.password } })
  expect(login.status()).toBe(200)
  await page.addInitScript(() => window.localStorage.setItem('vitrine.signedIn', '1'))
  return { _id: shopper.id, name: shopper.name, email: shopper.email, password: shopper.password }
}
