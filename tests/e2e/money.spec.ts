/**
 * One price, from the server (issue 20): a bag an automatic coupon applies to shows that coupon on its own line before
 * Pay, and the bag, the checkout, the Pay button, the test gateway, the confirmation, the order detail and the orders
 * list all show the server's figure, in rupees and (converted) in dollars. A paid order cancelled shows its refund.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { formatPrice } from '../../data/catalogue/money'
import { watchConsole } from './browser'
import { bagOptions, putInBag, signedInShopper } from './bagLines'
import { e2eSnapshot } from './catalogue'
import type { BuyableOption, Shopper } from './shopper'

/** A figure of a price summary (the bag's, checkout's or the order's) by its label. */
const summaryValue = (scope: Page | Locator, label: string | RegExp): Locator =>
  scope.locator('dt').filter({ hasText: typeof label === 'string' ? new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) : label }).locator('xpath=following-sibling::dd[1]')

interface ServerQuote {
  item_ids: string[]
  amount: number
  coupon: { code: string; automatic: boolean; discountAmount: number } | null
}

async function quoteOf(page: Page, shopper: Shopper): Promise<ServerQuote> {
  const response = await page.request.post('/api/orders/quote', { data: { user_id: shopper.id } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: ServerQuote }).data
}

async function withAddress(page: Page, shopper: Shopper): Promise<void> {
  const address = await page.request.post('/api/shipping-address', {
    data: { user_id: shopper.id, address_name: 'Meera Iyer', street: '7 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025', phone_number: '9845012345' },
  })
  expect(address.status()).toBe(201)
}

const rupees = (paise: number) => formatPrice(paise, 'INR')
const dollars = (paise: number) => formatPrice(paise, 'USD')

test('an automatic coupon shows before Pay, and the amount is the same on Pay, in the gateway, on the confirmation and the order; a cancelled paid order is refunded', async ({ page }) => {
  test.slow()
  const problems = watchConsole(page)
  // The order page asks Google's map whether it answers before showing it; the tests never leave the machine.
  await page.route('https://maps.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }))
  // One line worth ₹3,000 or more: AUTO5 (5% off above ₹2,999) applies by itself.
  const [option] = bagOptions(e2eSnapshot(), 1, { minPrice: 3000, minStock: 4, skip: 3 }) as [BuyableOption]
  const shopper = await signedInShopper(page)
  await putInBag(page.request, shopper, option)
  await withAddress(page, shopper)
  const quote = await quoteOf(page, shopper)
  expect(quote.coupon).toMatchObject({ code: 'AUTO5', automatic: true })
  const total = rupees(quote.amount)
  const coupon = `−${rupees(Math.round(quote.coupon!.discountAmount * 100))}`

  await page.goto('/cart')
  const bag = page.getByRole('complementary', { name: /Price details/ })
  await expect(summaryValue(bag, 'Automatic coupon (AUTO5)')).toHaveText(coupon)
  await expect(summaryValue(bag, 'Total')).toHaveText(total)

  await page.getByRole('button', { name: 'PLACE ORDER' }).click()
  const summary = page.getByRole('complementary', { name: /Order summary/ })
  await expect(summaryValue(summary, 'Automatic coupon (AUTO5)')).toHaveText(coupon)
  await expect(summaryValue(summary, 'Total')).toHaveText(total)
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled()

  await page.getByRole('radio', { name: /Online Payment/ }).check()
  await page.getByRole('radio', { name: 'Razorpay' }).check()
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  const sheet = page.getByRole('dialog', { name: 'Test payment' })
  await expect(sheet.getByText('Amount to pay')).toBeVisible()
  await expect(sheet.getByRole('button', { name: `Pay ${total}` })).toBeVisible()
  await sheet.getByRole('button', { name: `Pay ${total}` }).click()

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(summaryValue(page, 'Amount paid')).toHaveText(total)
  await expect(page.getByText('Online Payment · Paid')).toBeVisible()

  await page.getByRole('link', { name: 'View order details' }).click()
  const orderSummary = page.getByRole('region', { name: 'Summary' })
  await expect(summaryValue(orderSummary, 'Automatic coupon (AUTO5)')).toHaveText(coupon)
  await expect(summaryValue(orderSummary, 'Total')).toHaveText(total)
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(`Online Payment · ${total}`)

  // In dollars too: the same amount converted, on the order and on the orders list.
  await page.getByRole('button', { name: 'USD' }).click()
  await expect(summaryValue(orderSummary, 'Total')).toHaveText(dollars(quote.amount))

  // Cancelling the paid order refunds it: Refund initiated, then (the test gateway processes it in seconds) Refunded.
  await page.getByRole('button', { name: 'INR' }).click()
  await page.getByRole('button', { name: /^Cancel order/ }).click()
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click()
  await expect(page.getByText('Order cancelled successfully.')).toBeVisible()
  const facts = page.getByRole('region', { name: 'Order details' })
  await expect(facts).toContainText('Refund initiated')
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('region', { name: 'Order details' })).toContainText('Refunded', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(`Refund of ${total} · sent`)
  expect(problems).toEqual([])
})

test('cash on delivery with buy-3-get-1: the bag, Pay, the confirmation and the orders list show the one figure', async ({ page }) => {
  const problems = watchConsole(page)
  const [option] = bagOptions(e2eSnapshot(), 1, { maxPrice: 700, minStock: 8, skip: 5 }) as [BuyableOption]
  const shopper = await signedInShopper(page)
  await putInBag(page.request, shopper, option, 4)
  await withAddress(page, shopper)
  const quote = await quoteOf(page, shopper)
  expect(quote.coupon).toMatchObject({ code: 'AUTOBUY3', automatic: true })
  const total = rupees(quote.amount)

  await page.goto('/checkout')
  await expect(summaryValue(page.getByRole('complementary', { name: /Order summary/ }), 'Automatic coupon (AUTOBUY3)')).toBeVisible()
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()
  await expect(summaryValue(page, 'To pay on delivery')).toHaveText(total)

  await page.goto('/profile?tab=orders')
  await expect(page.getByRole('article').first().locator('dd').first()).toHaveText(total)
  await page.getByRole('button', { name: 'USD' }).click()
  await expect(page.getByRole('article').first().locator('dd').first()).toHaveText(dollars(quote.amount))
  expect(problems).toEqual([])
})
