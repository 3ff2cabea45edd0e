/** Bag journeys' helpers: a shopper signed in through the API, and lines put in their bag through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { isPurchasable, isSimpleProduct, isVisible, productOptions } from '../../data/catalogue/visibility'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import type { Product } from '../../data/contract/schemas'
import { SIGNED_IN_HINT } from '../../state/session'
import { signUpShopper, type BuyableOption, type Shopper } from './shopper'

/** Signs a shopper in on this request context (a page's `page.request` shares the page's cookies). */
export async function logInThroughApi(request: APIRequestContext, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  const login = await request.post('/api/users/login', { data: { login: shopper.email, password: shopper.password } })
  expect(login.status(), await login.text()).toBe(200)
}

/**
 * A fresh shopper signed in on this page through the API, plus the browser's signed-in hint that the sign-in
 * screen would have set, so the page asks who is signed in.
 */
export async function signedInShopper(page: Page): Promise<Shopper> {
  const shopper = await signUpShopper(page.request, 'Meera Iyer')
  await logInThroughApi(page.request, shopper)
  // The page's own frame only: an embedded frame of another origin (the order's map) has no storage of the shop's.
  await page.addInitScript((key) => {
    if (window === window.top) window.localStorage.setItem(key, '1')
  }, SIGNED_IN_HINT)
  return shopper
}

/**
 * `count` purchasable options of different visible products with `minStock` to `maxStock` in stock at build time
 * (and costing `minPrice` to `maxPrice` rupees), from the start of the catalogue or (for journeys that use stock up) its end.
 */
export function bagOptions(snapshot: CatalogueSnapshot, count: number, { minStock = 5, maxStock = Infinity, minPrice = 0, maxPrice = Infinity, fromEnd = false, skip = 0 } = {}): BuyableOption[] {
  const products = snapshot.products.filter(isVisible)
  const options: BuyableOption[] = []
  for (const product of (fromEnd ? [...products].reverse() : products).slice(skip)) {
    const option = productOptions(product).find((o) => isPurchasable(o) && o.variant_stock_availability >= minStock && o.variant_stock_availability <= maxStock && o.price >= minPrice && o.price <= maxPrice)
    if (!option) continue
    options.push({ product, variantId: isSimpleProduct(product) ? true : option._id })
    if (options.length === count) return options
  }
  throw new Error(`the e2e catalogue has fewer than ${count} such options`)
}

export async function putInBag(request: APIRequestContext, shopper: Pick<Shopper, 'id'>, option: BuyableOption, quantity = 1): Promise<void> {
  const added = await request.post('/api/cart/add', { data: { user_id: shopper.id, product_id: option.product._id, variant_id: option.variantId, quantity } })
  expect(added.status(), await added.text()).toBe(201)
}

/** A fresh shopper signed in on this page, with one unit of each option in the bag. */
export async function shopperWithLines(page: Page, options: BuyableOption[]): Promise<Shopper> {
  const shopper = await signedInShopper(page)
  for (const option of options) await putInBag(page.request, shopper, option)
  return shopper
}

/** The option's stock and price as the API has them now (other journeys may have bought some since the build). */
export async function liveOption(request: APIRequestContext, option: BuyableOption): Promise<{ stock: number; price: number }> {
  const response = await request.get(`/api/products/${option.product._id}`)
  const product = ((await response.json()) as { data: Product }).data
  const live = productOptions(product).find((o) => option.variantId === true || o._id === option.variantId)!
  return { stock: live.variant_stock_availability, price: live.price }
}

/** Buys `quantity` units of an option as this (signed-in) shopper, cash on delivery, so the shop has fewer left. */
export async function buyOut(request: APIRequestContext, shopper: Pick<Shopper, 'id'>, option: BuyableOption, quantity: number): Promise<void> {
  for (let left = quantity; left > 0; left -= 5) await putInBag(request, shopper, option, Math.min(5, left))
  const address = await request.post('/api/shipping-address', {
    data: { user_id: shopper.id, address_type: 'Home', address_name: 'Ravi Menon', street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', phone_number: '9830012345' },
  })
  expect(address.status(), await address.text()).toBe(201)
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id
  const placed = await request.post('/api/orders/checkout', { data: { user_id: shopper.id, shipping_address_id: addressId, payment_method: 'COD', coupon_id: null } })
  expect(placed.status(), await placed.text()).toBe(201)
}
