import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { isPurchasable, isSimpleProduct, isVisible } from '../../data/catalogue/visibility'
import { watchConsole } from './browser'
import { e2eSnapshot } from './catalogue'
import { signIn, signUpShopper, type Shopper } from './shopper'

let orders = 0

/** A product option in stock in the e2e shop, a different one per order so that tests do not drain one. */
function optionInStock() {
  const options = e2eSnapshot()
    .products.filter((p) => isVisible(p) && !isSimpleProduct(p))
    .flatMap((product) => product.product_variants.filter((v) => isPurchasable(v) && v.variant_stock_availability > 3).map((variant) => ({ product, variant })))
  return options[orders++ % options.length]!
}

/** The shopper's bag gets one product, a shipping address is saved, and a COD order is placed, all through the API. */
async function placeCodOrder(request: APIRequestContext, shopper: Shopper) {
  const { product, variant } = optionInStock()
  const added = await request.post('/api/cart/add', { data: { user_id: shopper.id, product_id: product._id, variant_id: variant._id, quantity: 1, size: 'M' } })
  expect(added.ok(), await added.text()).toBe(true)
  const address = await request.post('/api/shipping-address', {
    data: { user_id: shopper.id, address_type: 'Home', address_name: shopper.name, street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', phone_number: shopper.phone },
  })
  expect(address.status()).toBe(201)
  const checkout = await request.post('/api/orders/checkout', { data: { user_id: shopper.id, shipping_address_id: (await address.json()).data._id, payment_method: 'COD' } })
  expect(checkout.status(), await checkout.text()).toBe(201)
  const { order } = (await checkout.json()) as { order: { _id: string; order_number: string } }
  return { order, product }
}

/** A fresh shopper, signed in through the sign-in page (so the browser knows), with a COD order when asked. */
async function signedInShopper(page: Page, { withOrder = false, name = 'Asha Rao' } = {}) {
  const shopper = await signUpShopper(page.request, name)
  await signIn(page, shopper)
  return { shopper, placed: withOrder ? await placeCodOrder(page.request, shopper) : null }
}

/** The map is Google's; the tests never leave the machine. */
async function stubMaps(page: Page) {
  await page.route('https://maps.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }))
}

test('when the map cannot load, the order page shows no broken box: the address stays, with a link that opens the map', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  // Google is out of reach (offline, a blocker, a network that keeps it out).
  await page.route('https://maps.google.com/**', (route) => route.abort('internetdisconnected'))
  const { shopper, placed } = await signedInShopper(page, { withOrder: true, name: 'Isha Kapoor' })
  await page.goto(`/orders/${placed!.order._id}`)
  const tracking = page.getByRole('region', { name: 'Tracking' })
  await expect(tracking.getByText(shopper.name)).toBeVisible()
  await expect(tracking.getByText('Bengaluru, Karnataka')).toBeVisible()
  const link = tracking.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' })
  await expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Bengaluru%2C%20Karnataka')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.locator('iframe')).toHaveCount(0)
  // Nothing stands where the map would have been: the address has the box to itself.
  await expect(tracking.locator('[aria-hidden="true"][style*="height"]')).toHaveCount(0)
  // The failed check is the page's own business, not a console error the shopper's browser reports as a fault.
  expect(problems.filter((p) => !/maps\.google\.com|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p))).toEqual([])
})

const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

test('a shopper finds a new order in Orders & Returns, opens its details and cancels it', async ({ page }) => {
  const problems = watchConsole(page)
  await stubMaps(page)
  const { shopper, placed } = await signedInShopper(page, { withOrder: true })
  const { order, product } = placed!

  await page.goto('/profile?tab=orders')
  await expect(page.getByRole('tab', { name: 'Orders & Returns' })).toHaveAttribute('aria-selected', 'true')
  const card = page.getByRole('article', { name: `Order #${order.order_number}` })
  await expect(card).toBeVisible()
  await expect(card).toContainText(product.product_name)
  await expect(card).toContainText('COD')
  await expect(card.getByTestId('order-status')).toHaveText('New')

  // A range that ends before the order was placed shows none; a range from today shows it again.
  await page.getByLabel('End date').fill('2020-01-31')
  await expect(page.getByText('No orders found for the selected date range.')).toBeVisible()
  await expect(card).toBeHidden()
  await page.getByRole('button', { name: 'Clear dates' }).click()
  await page.getByLabel('Start date').fill(localDay(new Date()))
  await expect(card).toBeVisible()

  await card.getByRole('link', { name: /View Details/ }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.order_number}`)
  await expect(page.getByText(`Thank you for shopping with us, ${shopper.name}!`)).toBeVisible()
  const tracker = page.getByRole('list', { name: 'Order tracking' })
  await expect(tracker.getByRole('listitem').filter({ hasText: 'Confirmed' })).toContainText('(completed)')
  await expect(tracker.getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText('(not yet)')
  await expect(page.getByRole('region', { name: /Items/ })).toContainText(product.product_name)
  await expect(page.getByText('Not Assigned')).toBeVisible()
  const map = page.locator('iframe[title="Map of Bengaluru, Karnataka"]')
  await expect(map).toHaveAttribute('src', 'https://maps.google.com/maps?q=Bengaluru%2C%20Karnataka&z=13&output=embed')
  await expect(map).toHaveAttribute('loading', 'lazy')
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('FREE')

  await page.getByRole('link', { name: 'My orders' }).click()
  const cancel = card.getByRole('button', { name: `Cancel order ${order.order_number}` })
  const returnButton = card.getByRole('button', { name: `Return order ${order.order_number}` })
  await expect(returnButton).toBeDisabled()
  // Unavailable, it says why: to a screen reader with the button, and to anyone as a toast when pressed.
  await expect(returnButton).toHaveAccessibleDescription('Returns open once the order is delivered.')
  await returnButton.click({ force: true })
  await expect(page.locator('[data-kind="blank"]').filter({ hasText: 'Returns open once the order is delivered.' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await cancel.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
  await expect(dialog).toBeVisible()
  // Cash on delivery: nothing was paid, so no refund is promised.
  await expect(dialog).toContainText('Nothing is due: it was to be paid on delivery.')
  await expect(dialog).not.toContainText('refund')
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(page.getByText('Order cancelled successfully.')).toBeVisible()
  await expect(cancel).toBeDisabled()
  // The keyboard is where it was: on Cancel, now unavailable, not thrown back to the top of the page.
  await expect(cancel).toBeFocused()
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled')
  await expect(cancel).toHaveAccessibleDescription('This order is already cancelled.')
  await expect(returnButton).toHaveAccessibleDescription('This order was cancelled, so there is nothing to return.')

  // The partner's record says so too: it survives a reload.
  await page.reload()
  await expect(page.getByRole('article', { name: `Order #${order.order_number}` }).getByTestId('order-status')).toHaveText('Cancelled')
  // Its detail page says plainly that it is not coming, not 'Delivering to' with a red 'Not Assigned'.
  await page.goto(`/orders/${order._id}`)
  await expect(page.getByText('This order was cancelled and will not be delivered.')).toBeVisible()
  await expect(page.getByText('Delivering to')).toHaveCount(0)
  await expect(page.getByText('Not Assigned')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('Profile Details: edit, refuse a bad field without losing input, save, and keep it after a reload', async ({ page }) => {
  const { shopper } = await signedInShopper(page)
  await page.goto('/profile')
  await expect(page.getByRole('tab', { name: 'Profile Details' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText(shopper.email)
  // A long address wraps after its @ or before a dot, not in the middle of a name.
  await expect(page.getByRole('tabpanel').locator('dd').filter({ hasText: shopper.email }).locator('wbr')).toHaveCount(shopper.email.split(/@|\./).length - 1)

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Full Name').fill('Meera Iyer')
  await page.getByLabel('Gender').selectOption('Female')
  await page.getByLabel('Date of Birth').fill('1994-08-21')
  await page.getByLabel('Location').fill('Pune')
  await page.getByLabel('Alternative Mobile').fill('12345')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toHaveText('Alternative mobile number must be exactly 10 digits.')
  await expect(page.getByLabel('Alternative Mobile')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Alternative Mobile')).toBeFocused()
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer')

  await page.getByLabel('Alternative Mobile').fill('9988776655')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated successfully.')).toBeVisible()
  const panel = page.getByRole('tabpanel')
  for (const text of ['Meera Iyer', 'Female', '21 August 1994', 'Pune', '9988776655']) await expect(panel).toContainText(text)
  // The header shows the saved name at once.
  await expect(page.getByLabel('Your account, Meera Iyer')).toBeVisible()

  await page.reload()
  for (const text of ['Meera Iyer', 'Female', '21 August 1994', 'Pune', '9988776655']) await expect(page.getByRole('tabpanel')).toContainText(text)

  // Cancel puts the saved values back.
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Location').fill('Chennai')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Pune')
  await expect(page.getByRole('tabpanel')).not.toContainText('Chennai')
})

test('the tabs follow the URL and the keyboard; a shopper without orders is invited to shop; coupons are listed', async ({ page }) => {
  await signedInShopper(page)
  await page.goto('/profile?tab=nonsense')
  await expect(page.getByRole('tab', { name: 'Profile Details' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Coupons' })).toHaveCount(0)

  await page.getByRole('tab', { name: 'Profile Details' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\?tab=orders$/)
  await expect(page.getByRole('tab', { name: 'Orders & Returns' })).toBeFocused()
  await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/product/all')

  await page.getByRole('tab', { name: 'Addresses' }).click()
  await expect(page).toHaveURL(/\?tab=addresses$/)
  await page.goBack()
  await expect(page.getByRole('tab', { name: 'Orders & Returns' })).toHaveAttribute('aria-selected', 'true')

  await page.goto('/profile?tab=coupons')
  await expect(page.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true')
  const coupons = page.getByRole('list', { name: 'Available coupons' })
  await expect(coupons).toContainText('WELCOME10')
  await expect(coupons).toContainText('Minimum purchase ₹999')
  // Inactive, expired and someone else's coupons are not offered.
  for (const hidden of ['MONSOON30', 'DIWALI2025', 'VIP20']) await expect(coupons).not.toContainText(hidden)
})

test("another shopper's order, like a missing one, is not found", async ({ page, browser }) => {
  const { placed } = await signedInShopper(page, { withOrder: true })
  const { order } = placed!
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signedInShopper(otherPage, { name: 'Ravi Kumar' })
  await otherPage.goto(`/orders/${order._id}`)
  await expect(otherPage.getByRole('heading', { name: 'Order not found.' })).toBeVisible()
  await expect(otherPage.getByText(order.order_number)).toHaveCount(0)
  await other.close()
})
