import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { formatPrice } from '../../data/catalogue/money'
import { COUPON_LIST_FAILED } from '../../data/coupons/rules'
import { bagLineReturnText, returnDays } from '../../data/catalogue/returns'
import { watchConsole } from './browser'
import { e2eSnapshot } from './catalogue'
import { bagOptions, buyOut, liveOption, logInThroughApi, shopperWithLines } from './bagLines'
import { signUpShopper, type BuyableOption } from './shopper'

const lineOf = (page: Page, option: BuyableOption) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: option.product.product_name, exact: true }) })

/** A figure of the price summary by its label (Total MRP, Coupon Discount, Total...). */
const summaryValue = (page: Page, label: string): Locator =>
  page.locator('aside dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

const rupees = (amount: number) => formatPrice(Math.round(amount * 100))

async function bagCoupon(request: APIRequestContext, userId: string) {
  const body = (await (await request.get(`/api/cart/user/${userId}`)).json()) as { data: { coupon: { discountAmount: number; item_ids: string[]; coupon: { code: string } } | null } }
  return body.data.coupon
}

test('changing a line’s quantity moves the totals; more than is left shows the server’s message and keeps the old quantity', async ({ page, request }) => {
  // An option with a few left, from the end of the catalogue (this journey buys it up); stock as the API has it now.
  let option: BuyableOption | undefined
  let live = { stock: 0, price: 0 }
  for (const candidate of bagOptions(e2eSnapshot(), 5, { minStock: 3, maxStock: 8, fromEnd: true })) {
    live = await liveOption(page.request, candidate)
    if (live.stock >= 3) {
      option = candidate
      break
    }
  }
  expect(option, 'an option with at least 3 left').toBeDefined()
  const { stock, price } = live
  await shopperWithLines(page, [option!])

  await page.goto('/cart')
  const line = lineOf(page, option!)
  await expect(line).toBeVisible()
  // The product's own return period, else the shop's: the number its product page shows (one number).
  await expect(line).toContainText(bagLineReturnText(returnDays(option!.product)))
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(price))

  await line.getByLabel('Quantity').selectOption('2')
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(price * 2))
  await expect(page.getByRole('heading', { name: 'Price details (2 items)' })).toBeVisible()

  // Another shopper buys all but two while this bag is open: the bag still offers 3.
  const other = await signUpShopper(request, 'Ravi Menon')
  await logInThroughApi(request, other)
  await buyOut(request, other, option!, stock - 2)
  await line.getByLabel('Quantity').selectOption('3')
  await expect(line.getByRole('alert')).toHaveText('Only 2 left in stock')
  await expect(line.getByLabel('Quantity')).toHaveValue('2')
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(price * 2))
  // The bag read the stock again: now it offers only what is left.
  await expect(line.getByLabel('Quantity').locator('option')).toHaveText(['1', '2'])

  // The rest sells out: the line is flagged and cannot go to checkout.
  await buyOut(request, other, option!, 2)
  await page.reload()
  await expect(lineOf(page, option!)).toContainText('Out of stock. Not included in your order.')
  await expect(page.getByRole('checkbox', { name: `Select ${option!.product.product_name}` })).toBeDisabled()
  await expect(page.getByRole('checkbox', { name: `Select ${option!.product.product_name}` })).not.toBeChecked()
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeDisabled()
  await expect(page.getByText('Select at least one item to place your order.')).toBeVisible()
})

test('unselecting a line takes it out of the totals and PLACE ORDER; the choice survives a reload', async ({ page }) => {
  const problems = watchConsole(page)
  const [first, second] = bagOptions(e2eSnapshot(), 2)
  await shopperWithLines(page, [first!, second!])
  const [a, b] = [await liveOption(page.request, first!), await liveOption(page.request, second!)]

  await page.goto('/cart')
  await expect(page.getByText('2/2 items selected')).toBeVisible()
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(a.price + b.price))

  // By keyboard: focus the checkbox and press Space.
  const secondBox = page.getByRole('checkbox', { name: `Select ${second!.product.product_name}` })
  await secondBox.focus()
  await page.keyboard.press('Space')
  await expect(secondBox).not.toBeChecked()
  await expect(page.getByText('1/2 items selected')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Price details (1 item)' })).toBeVisible()
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(a.price))

  await page.reload()
  await expect(page.getByRole('checkbox', { name: `Select ${second!.product.product_name}` })).not.toBeChecked()
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(a.price))

  // The summary follows the chosen currency.
  await page.getByRole('button', { name: 'USD' }).click()
  await expect(summaryValue(page, 'Total')).toHaveText(formatPrice(Math.round(a.price * 100), 'USD'))
  await page.getByRole('button', { name: 'INR' }).click()

  const firstBox = page.getByRole('checkbox', { name: `Select ${first!.product.product_name}` })
  await firstBox.uncheck()
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeDisabled()
  await expect(page.getByText('Select at least one item to place your order.')).toBeVisible()
  await firstBox.check()
  await page.getByRole('button', { name: 'PLACE ORDER' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  expect(problems).toEqual([])
})

test('a coupon applies, stays after a reload, follows the selection, and Apply with none clears it', async ({ page }) => {
  const problems = watchConsole(page)
  const [first, second] = bagOptions(e2eSnapshot(), 2, { skip: 2 })
  const shopper = await shopperWithLines(page, [first!, second!])
  const [a, b] = [await liveOption(page.request, first!), await liveOption(page.request, second!)]

  await page.goto('/cart')
  await expect(summaryValue(page, 'Coupon Discount')).toHaveText('None')
  await page.getByRole('button', { name: 'Apply Coupon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' })
  // STYLE15 (15% off every item, no minimum) fits any bag.
  await dialog.getByRole('radio', { name: /STYLE15/ }).check()
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible()
  await expect(dialog).toBeHidden()

  const both = (await bagCoupon(page.request, shopper.id))!
  expect(both).toMatchObject({ coupon: { code: 'STYLE15' } })
  expect(both.item_ids).toHaveLength(2)
  await expect(page.getByText('STYLE15 applied')).toBeVisible()
  await expect(summaryValue(page, 'Coupon Discount')).toHaveText(`−${rupees(both.discountAmount)}`)
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(a.price + b.price - both.discountAmount))

  await page.reload()
  await expect(page.getByText('STYLE15 applied')).toBeVisible()
  await expect(summaryValue(page, 'Coupon Discount')).toHaveText(`−${rupees(both.discountAmount)}`)

  // Unselecting a line: the server works the coupon out again on the line left.
  await page.getByRole('checkbox', { name: `Select ${second!.product.product_name}` }).uncheck()
  await expect.poll(async () => (await bagCoupon(page.request, shopper.id))?.item_ids.length).toBe(1)
  const one = (await bagCoupon(page.request, shopper.id))!
  expect(one.discountAmount).toBeLessThan(both.discountAmount)
  await expect(summaryValue(page, 'Coupon Discount')).toHaveText(`−${rupees(one.discountAmount)}`)
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(a.price - one.discountAmount))

  await page.getByRole('button', { name: 'Change coupon' }).click()
  await expect(dialog.getByRole('radio', { name: /STYLE15/ })).toBeChecked()
  await dialog.getByRole('radio', { name: 'No coupon' }).check()
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(summaryValue(page, 'Coupon Discount')).toHaveText('None')
  await expect(summaryValue(page, 'Total')).toHaveText(rupees(a.price))
  expect(await bagCoupon(page.request, shopper.id)).toBeNull()
  expect(problems).toEqual([])
})

test('a toast raised while a dialog is open shows above the dialog, inside it, and can be dismissed there', async ({ page }) => {
  const problems = watchConsole(page)
  const [option] = bagOptions(e2eSnapshot(), 1, { skip: 6 })
  await shopperWithLines(page, [option!])
  await page.route('**/api/coupons/all', (route) => route.abort())

  await page.goto('/cart')
  await page.getByRole('button', { name: 'Apply Coupon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' })
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  // The spec's toast (000 §8) in a live region of the dialog's own: behind a modal dialog the page is inert, and a
  // toast there was dimmed under the backdrop and never read out.
  const region = dialog.locator('[role="status"][aria-live="polite"]').filter({ hasText: COUPON_LIST_FAILED })
  await expect(region).toBeVisible()
  await expect(page.locator('[role="status"]').filter({ hasText: COUPON_LIST_FAILED })).toHaveCount(1)
  const toast = region.locator('[data-kind="error"]')
  const onTop = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })
  expect(onTop, 'nothing covers the toast').toBe(true)
  // Dismissed from within the dialog, which stays open.
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast).toBeHidden()
  await expect(dialog).toBeVisible()

  await page.unroute('**/api/coupons/all')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await dialog.getByRole('radio', { name: /STYLE15/ }).check()
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(dialog).toBeHidden()
  // Raised while the dialog was open, the success toast stays on in the page's region once it has closed.
  const pageToast = page.locator('[role="status"]').filter({ hasText: 'Coupon applied successfully!' })
  await expect(pageToast).toHaveCount(1)
  await expect(pageToast).toBeVisible()
  expect(problems.filter((p) => !/Failed to load resource|ERR_FAILED/.test(p))).toEqual([])
})

test('the coupon list greys automatic coupons and those above the bag’s total, and its search says when nothing matches', async ({ page }) => {
  const problems = watchConsole(page)
  const [option] = bagOptions(e2eSnapshot(), 1, { skip: 4, maxPrice: 4000 })
  await shopperWithLines(page, [option!])

  await page.goto('/cart')
  await page.getByRole('button', { name: 'Apply Coupon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' })

  const automatic = dialog.getByRole('radio', { name: /AUTO5/ })
  await expect(automatic).toBeDisabled()
  await expect(automatic).toHaveAccessibleDescription('Auto-applied — cannot apply manually')
  // FESTIVE25 needs ₹4,999; this bag is below it.
  const festive = dialog.getByRole('radio', { name: /FESTIVE25/ })
  await expect(festive).toBeDisabled()
  await expect(festive).toHaveAccessibleDescription(/more to use this coupon/)
  // Coupons that are inactive, expired or for someone else are not listed at all.
  await expect(dialog.getByRole('radio', { name: /MONSOON30|DIWALI2025|VIP20/ })).toHaveCount(0)

  const search = dialog.getByLabel('Search coupons')
  await search.fill('no such offer')
  await expect(dialog.getByText('No matching coupon found')).toBeVisible()
  await search.fill('FESTIVE')
  await expect(dialog.getByRole('radio', { name: /FESTIVE25/ })).toBeVisible()
  await expect(dialog.getByRole('radio', { name: /STYLE15/ })).toHaveCount(0)
  await search.fill('')
  await expect(dialog.getByRole('radio', { name: /STYLE15/ })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(problems).toEqual([])
})

test('removing a line takes it out of the bag', async ({ page }) => {
  const problems = watchConsole(page)
  const [first, second] = bagOptions(e2eSnapshot(), 2, { skip: 6 })
  await shopperWithLines(page, [first!, second!])

  await page.goto('/cart')
  await expect(page.getByRole('link', { name: 'Bag, 2 items' })).toBeVisible()
  await lineOf(page, first!).getByRole('button', { name: /^Remove/ }).click()
  await expect(lineOf(page, first!)).toHaveCount(0)
  await expect(lineOf(page, second!)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible()
  await page.reload()
  await expect(lineOf(page, second!)).toBeVisible()
  await expect(lineOf(page, first!)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('moving a line to the wishlist takes it out of the bag and into the wishlist', async ({ page }) => {
  const problems = watchConsole(page)
  const [option] = bagOptions(e2eSnapshot(), 1, { skip: 8 })
  const shopper = await shopperWithLines(page, [option!])

  await page.goto('/cart')
  await lineOf(page, option!).getByRole('button', { name: /^Move to Wishlist/ }).click()
  await expect(page.getByText('Added to Wishlist!')).toBeVisible()
  await expect(page.getByText("Hey, it feels so light! There is nothing in your bag. Let's add some items.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'ADD ITEMS FROM WISHLIST' })).toHaveAttribute('href', '/wishlist')
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')

  const wishlist = (await (await page.request.get(`/api/wishlist/${shopper.id}`)).json()) as { data: Array<{ product_id: string | { _id: string } }> }
  expect(wishlist.data.map((e) => (typeof e.product_id === 'string' ? e.product_id : e.product_id._id))).toContain(option!.product._id)
  expect(problems).toEqual([])
})
