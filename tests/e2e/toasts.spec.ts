/** Toasts (spec 000 §4): what a navigation keeps and clears, and a burst that stays on a phone's screen. */
import { expect, test, type Page } from '@playwright/test'
import { productPath } from '../../data/catalogue/paths'
import { watchConsole } from './browser'
import { e2eSnapshot, productWithMostReviews } from './catalogue'
import { signInFreshShopper } from './shopper'

/** The texts of the toasts on screen, read at one instant. */
const toastTexts = (page: Page) => page.locator('[data-kind]').evaluateAll((nodes) => nodes.map((n) => n.querySelector('span:not([aria-hidden])')?.textContent ?? ''))
/** The colour of the dot of the first toast of a kind: each kind has its own. */
const dotColour = (page: Page, kind: string) => page.locator(`[data-kind="${kind}"] span[aria-hidden]`).first().evaluate((dot) => getComputedStyle(dot).backgroundColor)

/**
 * Opens the write-review form of a reviewed product, signed in, with a review typed, on a shop whose review call
 * fails: each Submit Review says 'Review submission failed.'.
 */
async function openFailingReviewForm(page: Page) {
  await page.route('**/api/reviews', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'Down for a moment' } }) : route.fallback()))
  const { product } = productWithMostReviews(e2eSnapshot())
  await signInFreshShopper(page, 'Tara Sen')
  await page.goto(productPath(product))
  // The reviews hydrate as they come near the screen.
  await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded()
  const write = page.getByRole('button', { name: 'Write a Review' })
  await expect(write).toBeEnabled()
  await write.click()
  const dialog = page.getByRole('dialog', { name: 'Write a Review' })
  await dialog.getByLabel('Your review').fill('Soft fabric, true to size.')
  return dialog
}

test('a navigation clears the toasts raised before it and keeps what the navigating action said', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  const dialog = await openFailingReviewForm(page)
  // An error toast, still on screen when the shopper moves on.
  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeEnabled()
  const errorDot = await dotColour(page, 'error')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'ADD TO BAG' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: /bag/i }).first()).toBeVisible()
  // On the new page: only the bag's own news, not the old form's complaint.
  expect(await toastTexts(page)).toEqual(['Added to cart!'])
  // An error and a success are told apart by their dots' colours, not only by their words.
  expect(await dotColour(page, 'success')).not.toEqual(errorDot)

  // A link away from the bag clears that too.
  await page.getByRole('link', { name: 'Vitrine home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('[data-kind]')).toHaveCount(0, { timeout: 1000 })
  // The browser reports the review call's 503 itself; nothing else may go wrong.
  expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([])
})

test('a burst of toasts stays on a phone screen: the newest in full, the rest counted', { tag: '@polish' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const dialog = await openFailingReviewForm(page)
  // Twenty failures in one go (one at a time, the first would time out before the last), then the form is closed:
  // the toasts stay until their time is up.
  await dialog.getByRole('button', { name: 'Submit Review' }).evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 20; i++) button.click()
  })
  await expect(page.locator('[data-kind="error"]').first()).toBeAttached()
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const more = page.getByRole('button', { name: '+17 more · Dismiss all' })
  await expect(more).toBeVisible()
  const region = more.locator('..')
  const box = (await region.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  expect(await toastTexts(page)).toEqual(['Review submission failed.', 'Review submission failed.', 'Review submission failed.'])
  // The dialog's region read these out; the page's shows them without reading them out again.
  const readOut = page.getByRole('status').locator('[data-kind]')
  await expect(readOut).toHaveCount(0)
  // Each of the twenty was read out in the dialog as it came, newest: one waiting behind the count is not read again.
  await page.locator('[data-kind]').first().getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('button', { name: '+16 more · Dismiss all' })).toBeVisible()
  expect(await toastTexts(page)).toHaveLength(3)
  await expect(readOut).toHaveCount(0)
  await page.getByRole('button', { name: '+16 more · Dismiss all' }).click()
  await expect(page.locator('[data-kind]')).toHaveCount(0)
})
