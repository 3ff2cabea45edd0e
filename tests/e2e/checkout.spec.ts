/**
 * Checkout journeys (spec 001 §2, §4, §5, §8): each from a fresh shopper made through the API, with a product put
 * in the bag through the API; paying runs offline through the reference API's local test gateway.
 */
import { expect, test, type Page } from '@playwright/test'
import { isPurchasable, isVisible, productOptions } from '../../data/catalogue/visibility'
import { toPaise } from '../../data/catalogue/money'
import type { Product, ProductVariant } from '../../data/contract/schemas'
import { BUY_NOW_STORAGE_KEY, type BuyNowItem } from '../../state/buyNow'
import { watchConsole } from './browser'
import { e2eSnapshot } from './catalogue'

const PASSWORD = 'Saffron#2026'

/** Options with stock to spare, so the specs can each buy a unit without selling one out. */
function stockedOptions(): Array<{ product: Product; option: ProductVariant }> {
  return e2eSnapshot()
    .products.filter(isVisible)
    .flatMap((product) => productOptions(product).filter((o) => isPurchasable(o) && o.variant_stock_availability >= 5).slice(0, 1).map((option) => ({ product, option })))
}

let shopperCount = 0
/** Signs a fresh shopper up and in (the cookie lands in this page's context) and puts one option in their bag. */
async function freshShopperWithBag(page: Page, pick: number) {
  const user = await freshShopper(page)
  const options = stockedOptions()
  const { product, option } = options[pick % options.length]!
  const variantId = product.product_type === 'Simple Product' ? true : option._id
  expect((await page.request.post('/api/cart/add', { data: { user_id: user._id, product_id: product._id, variant_id: variantId, quantity: 1 } })).status()).toBe(201)
  return { user, product, option, options }
}

/** Signs a fresh shopper up and in, with an empty bag. */
async function freshShopper(page: Page) {
  shopperCount += 1
  const stamp = `${Date.now()}${shopperCount}`
  const email = `checkout.${stamp}@example.com`
  const phone = String(9_000_000_000 + (Number(stamp.slice(-9)) % 999_999_999))
  expect((await page.request.post('/api/users/signup', { data: { name: 'Asha Rao', email, phone_number: phone, password: PASSWORD, user_role: 'Customer' } })).status()).toBe(201)
  const login = await page.request.post('/api/users/login', { data: { login: email, password: PASSWORD } })
  const user = (await login.json()).user as { _id: string; name: string }
  // The session is the HttpOnly cookie; this hint tells the page to ask who is signed in (state/session.ts).
  await page.addInitScript(() => window.localStorage.setItem('vitrine.signedIn', '1'))
  return user
}

async function addAddressThroughApi(page: Page, userId: string) {
  const response = await page.request.post('/api/shipping-address', {
    data: { user_id: userId, address_name: 'Asha Rao', street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', phone_number: '9876543210' },
  })
  expect(response.status()).toBe(201)
}

const ordersOf = async (page: Page, userId: string) =>
  (await (await page.request.get(`/api/orders/user/${userId}`)).json()).orders as Array<{ _id: string; payment_status: string; orderItem: Array<{ product_id: { _id: string } }> }>
const bagOf = async (page: Page, userId: string) =>
  (await (await page.request.get(`/api/cart/user/${userId}`)).json()).data.items as Array<{ product: { product_id: string } }>

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / })

test('checkout with an empty bag says so and leads back to the shop, not to the empty bag', async ({ page }) => {
  const problems = watchConsole(page)
  await freshShopper(page)
  await page.goto('/checkout')
  await expect(page.getByText('Your bag is empty.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to bag' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Continue shopping' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  expect(problems).toEqual([])
})

test('a shopper with no address adds one in the checkout and pays cash on delivery', async ({ page }) => {
  const problems = watchConsole(page)
  const { user, product } = await freshShopperWithBag(page, 0)
  const started = Date.now()

  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(page.getByRole('complementary', { name: /Order summary/ })).toContainText(product.product_name)
  await expect(page.getByText('No shipping address found.')).toBeVisible()

  await page.getByRole('button', { name: 'Add new address' }).click()
  const form = page.getByRole('dialog', { name: 'Add shipping address' })
  // A refused save loses nothing typed.
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Asha Rao')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(form.getByText('Street is required')).toBeVisible()
  await expect(form.getByText('Pincode must be exactly 6 digits.')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Asha Rao')
  await form.getByRole('textbox', { name: 'Street', exact: true }).fill('12, 4th Cross, Indiranagar')
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru')
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Karnataka')
  await form.getByRole('textbox', { name: 'Pincode', exact: true }).fill('560038')
  await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9876543210')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Address added')).toBeVisible()
  await expect(form).toBeHidden()
  // Saving selects the saved address (spec 001 §4).
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()

  await expect(page.getByRole('link', { name: /^Bag/ })).toHaveAccessibleName(/^Bag, \d+ items?$/)
  const paid = Date.now()
  await payButton(page).click()
  await expect(page.getByText('Order placed successfully with COD!')).toBeVisible()
  await expect(page).toHaveURL(/\/order-confirmation\?order=/)
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  const now = Date.now()
  test.info().annotations.push({ type: 'COD journey (ms)', description: `${now - started} (Pay to confirmation ${now - paid})` })
  console.log(`COD checkout journey: ${now - started} ms from opening /checkout to the confirmation (Pay to confirmation: ${now - paid} ms)`)

  const [order] = await ordersOf(page, user._id)
  await expect(page.getByText(/Order number VT\d{8}-\d{4}/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', `/orders/${order!._id}`)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  expect(await bagOf(page, user._id)).toEqual([])
  // The header's bag count follows the bag the order used up.
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Bag/ })).toHaveAccessibleName('Bag')
  expect(problems).toEqual([])
})

test('Razorpay pays through the local test gateway; closing the popup pays nothing', async ({ page }) => {
  const problems = watchConsole(page)
  const { user } = await freshShopperWithBag(page, 1)
  await addAddressThroughApi(page, user._id)
  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked()

  await page.getByRole('radio', { name: /Online Payment/ }).check()
  await expect(page.getByRole('radio', { name: 'ICICI' })).toBeDisabled()
  await expect(page.getByRole('radio', { name: 'PhonePe' })).toBeDisabled()
  await page.getByRole('radio', { name: 'Razorpay' }).check()

  await payButton(page).click()
  const sheet = page.getByRole('dialog', { name: 'Test payment' })
  await expect(sheet.getByText('Amount to pay')).toBeVisible()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText('Payment popup closed.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  expect((await ordersOf(page, user._id)).filter((o) => o.payment_status === 'Paid')).toEqual([])
  expect(await bagOf(page, user._id)).toHaveLength(1)

  // Pay again: the same attempt, so the same gateway order opens.
  await payButton(page).click()
  await expect(sheet.getByText('Amount to pay')).toBeVisible()
  await sheet.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  const orders = await ordersOf(page, user._id)
  expect(orders.map((o) => o.payment_status)).toEqual(['Paid'])
  expect(await bagOf(page, user._id)).toEqual([])
  expect(problems).toEqual([])
})

test('Pay with no shipping address asks for one, takes the shopper to it, and places nothing', async ({ page }) => {
  const { user } = await freshShopperWithBag(page, 2)
  // A phone: the shipping step is far above Pay.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/checkout')
  await expect(page.getByText('No shipping address found.')).toBeVisible()
  await payButton(page).scrollIntoViewIfNeeded()
  await payButton(page).click()
  await expect(page.getByText('Please select a shipping address.')).toBeVisible()
  const step = page.getByRole('region', { name: /Shipping address/ })
  await expect(step).toBeFocused()
  await expect(step.getByRole('button', { name: 'Add new address' })).toBeInViewport()
  await expect(page).toHaveURL(/\/checkout$/)
  expect(await ordersOf(page, user._id)).toEqual([])
})

/** Two clicks in the same task, faster than any re-render could disable the button. */
const doubleClickPay = (page: Page) =>
  payButton(page).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })

test('a double click on Pay places exactly one order', async ({ page }) => {
  const { user } = await freshShopperWithBag(page, 3)
  await addAddressThroughApi(page, user._id)
  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked()
  await expect(payButton(page)).toBeEnabled()
  await doubleClickPay(page)
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('Order placed successfully with COD!')).toHaveCount(1)
  // A second request would be refused (its bag lines are used up) and say so: nothing may be sent twice.
  await expect(page.getByText('Checkout failed. Please try again.')).toHaveCount(0)
  expect(await ordersOf(page, user._id)).toHaveLength(1)
})

/** A BUY NOW item of one of the e2e catalogue's options. */
function buyNowItem(product: Product, option: ProductVariant): BuyNowItem {
  return {
    productId: product._id,
    variantId: option._id,
    name: product.product_name,
    image: option.image ?? null,
    sku: option.sku,
    attributes: Object.fromEntries(option.attributes.map((a) => [a.attribute_name, a.attribute_value])),
    price: toPaise(option.price),
    comparePrice: option.compare_price ? toPaise(option.compare_price) : null,
  }
}

async function holdBuyNow(page: Page, item: BuyNowItem) {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [BUY_NOW_STORAGE_KEY, JSON.stringify(item)])
}

test('a double click on Pay for BUY NOW, which uses no bag line up, still places one order', async ({ page }) => {
  const { user, product: inBag, options } = await freshShopperWithBag(page, 5)
  await addAddressThroughApi(page, user._id)
  const { product, option } = options.find((o) => o.product._id !== inBag._id && o.product.product_type !== 'Simple Product')!
  await holdBuyNow(page, buyNowItem(product, option))
  await page.goto('/checkout?buy=now')
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked()
  await doubleClickPay(page)
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await ordersOf(page, user._id)).toHaveLength(1)
})

test('BUY NOW checks out the one product and leaves the bag as it was', async ({ page }) => {
  const problems = watchConsole(page)
  const { user, product: inBag, options } = await freshShopperWithBag(page, 4)
  await addAddressThroughApi(page, user._id)
  const { product, option } = options.find((o) => o.product._id !== inBag._id && o.product.product_type !== 'Simple Product')!
  await holdBuyNow(page, buyNowItem(product, option))

  await page.goto('/checkout?buy=now')
  const summary = page.getByRole('complementary', { name: /Order summary/ })
  await expect(summary).toContainText(product.product_name)
  await expect(summary).not.toContainText(inBag.product_name)
  await expect(summary).toContainText('Qty: 1')
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked()
  await payButton(page).click()
  await expect(page.getByText('Order placed successfully with COD!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()

  const bag = await bagOf(page, user._id)
  expect(bag.map((line) => line.product.product_id)).toEqual([inBag._id])
  const orders = await ordersOf(page, user._id)
  expect(orders.map((o) => o.orderItem.map((i) => i.product_id._id))).toEqual([[product._id]])
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), BUY_NOW_STORAGE_KEY)).toBeNull()
  expect(problems).toEqual([])
})
