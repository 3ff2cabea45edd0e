/** Fresh shoppers for the journeys, signed in through the API, with lines put in their bag through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { isPurchasable, isSimpleProduct, isVisible, productOptions } from '../../data/catalogue/visibility'
import type { Product } from '../../data/contract/schemas'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { SIGNED_IN_HINT } from '../../state/session'

let counter = 0

/**
 * Signs a new, unique shopper up and in on this request context. A page's `page.request` shares the page's
 * cookies, so the page is then signed in too.
 */
export async function freshShopper(request: APIRequestContext): Promise<{ _id: string; name: string; email: string; password: string }> {
  counter += 1
  const stamp = `${Date.now()}${counter}`
  const email = `shopper.${stamp}@example.com`
  const phone = String(6_000_000_000 + (Number(stamp.slice(-9)) % 3_999_999_999))
  const password = 'Saffron#2026'
  const signup = await request.post('/api/users/signup', { data: { name: 'Meera Iyer', email, phone_number: phone, password, user_role: 'Customer' } })
  expect(signup.status(), await signup.text()).toBe(201)
  const login = await request.post('/api/users/login', { data: { login: email, password } })
  expect(login.status()).toBe(200)
  const { user } = (await login.json()) as { user: { _id: string; name: string } }
  return { ...user, email, password }
}

/**
 * A fresh shopper signed in on this page: through the API (sharing the page's cookies), plus the browser's
 * signed-in hint that the sign-in screen would have set, so the page asks who is signed in.
 */
export async function signedInShopper(page: Page) {
  const shopper = await freshShopper(page.request)
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), SIGNED_IN_HINT)
  return shopper
}

export interface BagOption {
  product: Product
  /** What the cart calls take: the variant's id, or true for a simple product. */
  variantId: string | true
}

/**
 * `count` purchasable options of different visible products with `minStock` to `maxStock` in stock at build time (and costing at most `maxPrice` rupees),
 * taken from the start of the catalogue or (for journeys that use stock up) from its end.
 */
export function bagOptions(snapshot: CatalogueSnapshot, count: number, { minStock = 5, maxStock = Infinity, maxPrice = Infinity, fromEnd = false, skip = 0 } = {}): BagOption[] {
  const products = snapshot.products.filter(isVisible)
  const options: BagOption[] = []
  for (const product of (fromEnd ? [...products].reverse() : products).slice(skip)) {
    const option = productOptions(product).find((o) => isPurchasable(o) && o.variant_stock_availability >= minStock && o.variant_stock_availability <= maxStock && o.price <= maxPrice)
    if (!option) continue
    options.push({ product, variantId: isSimpleProduct(product) ? true : option._id })
    if (options.length === count) return options
  }
  throw new Error(`the e2e catalogue has fewer than ${count} such options`)
}

export async function putInBag(request: APIRequestContext, userId: string, option: BagOption, quantity = 1): Promise<void> {
  const added = await request.post('/api/cart/add', { data: { user_id: userId, product_id: option.product._id, variant_id: option.variantId, quantity } })
  expect(added.status(), await added.text()).toBe(201)
}

/** The option's stock and price as the API has them now (other journeys may have bought some since the build). */
export async function liveOption(request: APIRequestContext, option: BagOption): Promise<{ stock: number; price: number }> {
  const response = await request.get(`/api/products/${option.product._id}`)
  const product = ((await response.json()) as { data: Product }).data
  const live = productOptions(product).find((o) => (option.variantId === true ? true : o._id === option.variantId))!
  return { stock: live.variant_stock_availability, price: live.price }
}

/** Buys `quantity` units of an option as this (signed-in) shopper, cash on delivery, so the shop has fewer left. */
export async function buyOut(request: APIRequestContext, userId: string, option: BagOption, quantity: number): Promise<void> {
  for (let left = quantity; left > 0; left -= 5) await putInBag(request, userId, option, Math.min(5, left))
  const address = await request.post('/api/shipping-address', {
    data: { user_id: userId, address_type: 'Home', address_name: 'Ravi Menon', street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', phone_number: '9830012345' },
  })
  expect(address.status(), await address.text()).toBe(201)
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id
  const placed = await request.post('/api/orders/checkout', { data: { user_id: userId, shipping_address_id: addressId, payment_method: 'COD', coupon_id: null } })
  expect(placed.status(), await placed.text()).toBe(201)
}
