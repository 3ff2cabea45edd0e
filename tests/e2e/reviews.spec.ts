import { expect, test, type Page } from '@playwright/test'
import { productPath } from '../../data/catalogue/paths'
import { REVIEWS_PAGE_SIZE } from '../../data/reviews/rules'
import { solidPng } from '../fixtures/png'
import { e2eSnapshot, productWithMostReviews } from './catalogue'
import { watchConsole } from './browser'
import { signInFreshShopper } from './shopper'

/**
 * Opens the product page, scrolls to the reviews (they hydrate as they come near the screen) and waits for the live
 * reviews (the static first page is replaced by them).
 */
async function openWithLiveReviews(page: Page, path: string) {
  const live = page.waitForResponse((response) => response.url().includes('/api/reviews?productId='))
  await page.goto(path)
  const reviews = page.getByRole('region', { name: 'Customer Reviews' })
  await reviews.scrollIntoViewIfNeeded()
  await live
  return reviews
}

test('the reviews hydrate as they come near the screen: no reviews call before, and a tap made before they have is kept', async ({ page }) => {
  const problems = watchConsole(page)
  const { product, count } = productWithMostReviews(e2eSnapshot())
  const pages = Math.ceil(count / REVIEWS_PAGE_SIZE)
  const calls: string[] = []
  page.on('request', (request) => request.url().includes('/api/reviews?productId=') && calls.push(request.url()))
  await page.goto(productPath(product))
  // The page has hydrated; the reviews, a few screens down, have not asked for anything.
  await expect(page.locator('[data-waiting]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeEnabled()
  await page.waitForTimeout(500)
  expect(calls).toEqual([])
  // From here the scripts the browser asks for (the reviews' chunk) arrive late, so the tap below lands on the static
  // HTML's Page 2 link (its href only jumps to the section): held, then given to the hydrated link.
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const reviews = page.getByRole('region', { name: 'Customer Reviews' })
  await reviews.getByRole('link', { name: 'Page 2' }).click()
  await expect(reviews.getByText(`Page 2 of ${pages}`)).toBeVisible()
  await expect(reviews.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  expect(calls).toHaveLength(1)
  expect(problems).toEqual([])
})

test('a signed-in shopper can press Write a Review while the session is still being read: the form opens once it is', async ({ page }) => {
  const problems = watchConsole(page)
  const { product } = productWithMostReviews(e2eSnapshot())
  await signInFreshShopper(page, 'Neha Pillai')
  // Who is signed in is answered late (a slow connection): the page is up long before.
  let answerMe: () => void = () => undefined
  const meHeld = new Promise<void>((resolve) => (answerMe = resolve))
  await page.route('**/api/users/me', async (route) => {
    await meHeld
    await route.continue()
  })
  const reviews = await openWithLiveReviews(page, productPath(product))
  const write = reviews.getByRole('button', { name: 'Write a Review' })
  await expect(write).toBeEnabled()
  await write.click()
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  answerMe()
  await expect(page.getByRole('dialog', { name: 'Write a Review' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a shopper writes a review with a photo: Review Submitted, shown to them as pending, not to a visitor', async ({ page, browser }) => {
  const problems = watchConsole(page)
  const { product } = productWithMostReviews(e2eSnapshot())
  const shopper = await signInFreshShopper(page, 'Kavya Menon')
  const reviews = await openWithLiveReviews(page, productPath(product))

  const write = reviews.getByRole('button', { name: 'Write a Review' })
  await expect(write).toBeEnabled()
  await write.click()
  const dialog = page.getByRole('dialog', { name: 'Write a Review' })
  await expect(dialog).toBeVisible()
  // Five stars by default, as an accessible radio group.
  const stars = dialog.getByRole('radiogroup', { name: 'Your rating' })
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked()
  // Arrow keys move through the stars like any radio group; a click picks one too.
  await stars.getByRole('radio', { name: '5 stars' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await stars.getByRole('radio', { name: '2 stars' }).click()
  await expect(stars.getByRole('radio', { name: '2 stars' })).toBeChecked()
  await stars.getByRole('radio', { name: '4 stars' }).click()
  const text = `Lovely drape and soft fabric ${Date.now()}`
  await dialog.getByLabel('Your review').fill(text)
  await dialog.getByLabel('Add photos').setInputFiles({ name: 'drape.png', mimeType: 'image/png', buffer: solidPng(1600, 1200) })
  const preview = dialog.getByRole('img', { name: 'Photo 1: drape.png' })
  await expect(preview).toBeVisible()
  // Scaled down in the browser before upload.
  expect(await preview.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBe(1280)
  await dialog.getByRole('button', { name: 'Submit Review' }).click()

  await expect(dialog).toBeHidden()
  await expect(reviews.getByRole('button', { name: 'Review Submitted' })).toBeDisabled()
  // Focus comes back to the button that opened the form, unavailable now but still where the shopper was.
  await expect(reviews.getByRole('button', { name: 'Review Submitted' })).toBeFocused()
  const mine = reviews.getByRole('listitem').filter({ hasText: text })
  await expect(mine).toBeVisible()
  await expect(mine.getByText('Pending approval')).toBeVisible()
  await expect(mine.getByText(shopper.name)).toBeVisible()
  const photo = mine.getByRole('button', { name: `Zoom photo 1 of 1 from ${shopper.name}` })
  await expect(photo.locator('img')).toHaveAttribute('src', /\/media\/reviews\/[0-9a-f]+\.(webp|jpg)$/)
  // The zoom overlay shows it large and closes by keyboard.
  await photo.click()
  const zoom = page.getByRole('dialog', { name: `Photo 1 of 1 from ${shopper.name}` })
  await expect(zoom.getByRole('img')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(zoom).toBeHidden()

  // After a reload the author still sees it pending, and the button stays Review Submitted.
  const again = await openWithLiveReviews(page, productPath(product))
  await expect(again.getByRole('listitem').filter({ hasText: text }).getByText('Pending approval')).toBeVisible()
  await expect(again.getByRole('button', { name: 'Review Submitted' })).toBeDisabled()

  const visitor = await browser.newPage()
  const seen = await openWithLiveReviews(visitor, productPath(product))
  await expect(seen.getByRole('listitem').first()).toBeVisible()
  await expect(seen.getByText(text)).toHaveCount(0)
  await expect(seen.getByRole('button', { name: 'Login to Review' })).toBeDisabled()
  await visitor.close()
  expect(problems).toEqual([])
})

test('changing the sort returns the list to page 1', async ({ page }) => {
  const problems = watchConsole(page)
  const { product, count } = productWithMostReviews(e2eSnapshot())
  expect(count).toBeGreaterThan(REVIEWS_PAGE_SIZE)
  const reviews = await openWithLiveReviews(page, productPath(product))
  const pages = Math.ceil(count / REVIEWS_PAGE_SIZE)
  await expect(reviews.getByText(`Page 1 of ${pages}`)).toBeVisible()
  await expect(reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ has: page.getByRole('img', { name: /^Rated/ }) })).toHaveCount(REVIEWS_PAGE_SIZE)

  await reviews.getByRole('link', { name: 'Page 2' }).click()
  await expect(reviews.getByText(`Page 2 of ${pages}`)).toBeVisible()
  await expect(reviews.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  await reviews.getByLabel('Sort by').selectOption('lowestRating')
  await expect(reviews.getByText(`Page 1 of ${pages}`)).toBeVisible()
  await expect(reviews.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  // Lowest first: the first review has the smallest rating of all.
  const lowest = Math.min(...[1, 2, 3, 4, 5].filter((stars, i) => (e2eSnapshot().ratings![product._id]!.stars?.[4 - i] ?? 0) > 0))
  await expect(reviews.getByRole('img', { name: /^Rated/ }).first()).toHaveAccessibleName(`Rated ${lowest} out of 5`)
  expect(problems).toEqual([])
})

test('a visitor sees Login to Review disabled, the average to 2 decimals, and the first page in the static HTML and its structured data', async ({ page }) => {
  const snapshot = e2eSnapshot()
  const { product } = productWithMostReviews(snapshot)
  const rating = snapshot.ratings![product._id]!
  const reviews = await openWithLiveReviews(page, productPath(product))
  await expect(reviews.getByRole('button', { name: 'Login to Review' })).toBeDisabled()
  await expect(reviews.getByRole('img', { name: `Average rating ${rating.average.toFixed(2)} out of 5` })).toBeVisible()
  await expect(reviews.getByText(`Based on ${rating.count} reviews`)).toBeVisible()

  const html = await (await page.request.get(productPath(product))).text()
  const first = snapshot.reviews![product._id]!
  expect(first).toHaveLength(REVIEWS_PAGE_SIZE)
  for (const review of first) expect(html).toContain(review.author)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  const ld = jsonLd.find((entry) => entry['@type'] === 'Product')!
  expect(ld.aggregateRating).toMatchObject({ reviewCount: rating.count })
  expect((ld.review as unknown[]).length).toBe(REVIEWS_PAGE_SIZE)
})

test('the review form says what is missing: text (Please fill all fields.) and a session (Login required to submit review.)', { tag: '@polish' }, async ({ page }) => {
  const { product } = productWithMostReviews(e2eSnapshot())
  await signInFreshShopper(page, 'Ritu Das')
  const reviews = await openWithLiveReviews(page, productPath(product))
  await reviews.getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Write a Review' })
  const posted: string[] = []
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/reviews') && posted.push(request.url()))

  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  // Said once, by the toast in the dialog's own live region (the line under the form is not a second alert), and the
  // box to write in takes focus, marked as what needs filling.
  const said = (text: string) => dialog.getByRole('status').getByText(text, { exact: true })
  await expect(said('Please fill all fields.')).toHaveCount(1)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByText('Please fill all fields.', { exact: true })).toHaveCount(2)
  await expect(dialog.getByLabel('Your review')).toBeFocused()
  await expect(dialog.getByLabel('Your review')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Your review').fill('   ')
  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  await expect(said('Please fill all fields.')).toHaveCount(2)
  expect(posted).toEqual([])

  // The session ends while the form is open (signed out in another tab, or expired): the API refuses with 401.
  await page.context().clearCookies()
  await dialog.getByLabel('Your review').fill('Soft cotton, true to size.')
  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  await expect(said('Login required to submit review.')).toBeVisible()
  await expect(dialog.getByLabel('Your review')).toHaveValue('Soft cotton, true to size.')
  expect(posted).toHaveLength(1)
})

test('on a phone, a toast in the review form shows below its head: its title and Close button stay in sight and in reach', { tag: '@polish' }, async ({ page }) => {
  // A small phone's screen (iPhone SE), which the form fills from top to bottom.
  await page.setViewportSize({ width: 375, height: 667 })
  const { product } = productWithMostReviews(e2eSnapshot())
  await signInFreshShopper(page, 'Meera Pillai')
  const reviews = await openWithLiveReviews(page, productPath(product))
  await reviews.getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Write a Review' })
  await dialog.getByRole('button', { name: 'Submit Review' }).click()
  const toast = dialog.getByRole('status').locator('[data-kind="error"]').filter({ hasText: 'Please fill all fields.' })
  await expect(toast).toBeVisible()
  const head = dialog.locator('header').first()
  const [toastBox, headBox] = [(await toast.boundingBox())!, (await head.boundingBox())!]
  // The form reaches the top of a phone's screen, where the page's toasts show.
  expect(headBox.y).toBeLessThan(40)
  expect(toastBox.y, 'the toast starts below the head').toBeGreaterThanOrEqual(headBox.y + headBox.height)
  expect(toastBox.y + toastBox.height).toBeLessThan(667)
  const onTop = (locator: typeof toast) =>
    locator.evaluate((el) => {
      const box = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
    })
  expect(await onTop(dialog.getByRole('heading', { name: 'Write a Review' })), 'nothing covers the title').toBe(true)
  expect(await onTop(toast), 'nothing covers the toast').toBe(true)
  // Close works at once, with the toast still on screen.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('review photos are chosen with a styled Add photos tile: previews, remove, at most 3, keyboard reachable', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  const { product } = productWithMostReviews(e2eSnapshot())
  await signInFreshShopper(page, 'Sana Qureshi')
  const reviews = await openWithLiveReviews(page, productPath(product))
  await reviews.getByRole('button', { name: 'Write a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Write a Review' })
  const tile = dialog.locator('label', { hasText: 'Add photos' })
  await expect(tile).toBeVisible()
  const input = dialog.getByLabel('Add photos')
  // The browser's own file control is not what the shopper sees: the input is hidden under the tile.
  const box = await input.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(1)
  const tileBox = await tile.boundingBox()
  expect(tileBox!.width).toBeGreaterThanOrEqual(80)

  // Keyboard: Tab from the text reaches the photo input, and its focus shows on the tile.
  await dialog.getByLabel('Your review').focus()
  await page.keyboard.press('Tab')
  await expect(input).toBeFocused()
  expect(await tile.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')

  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(400, 300) })
  await input.setInputFiles([png('one.png'), png('two.png')])
  await expect(dialog.getByRole('img', { name: 'Photo 2: two.png' })).toBeVisible()
  await expect(dialog.getByText('1 more photo can be added.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Remove photo 1' }).click()
  await expect(dialog.getByRole('img', { name: 'Photo 1: two.png' })).toBeVisible()
  await dialog.getByLabel('Add photos').setInputFiles([png('three.png'), png('four.png'), png('five.png')])
  await expect(dialog.getByRole('img', { name: /^Photo \d: / })).toHaveCount(3)
  await expect(dialog.getByText('Up to 3 photos per review: the first 2 were added.')).toBeVisible()
  await expect(tile).toHaveCount(0)
  expect(problems).toEqual([])
})
