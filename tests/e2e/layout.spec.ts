/**
 * What the shopper sees at a phone's width (390 px) and a desktop's: nothing covers a card's rating or the hero's
 * words, the hero's words are readable, and scroll arrows show only where there is something to scroll to.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { productPath } from '../../data/catalogue/paths'
import { watchConsole } from './browser'
import { e2eSnapshot, productWithCompleteLook } from './catalogue'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every rated card in `area`: its rating badge must not share a pixel with its QUICK ADD button. */
async function expectRatingsClear(page: Page, area: Locator, label: string) {
  await area.scrollIntoViewIfNeeded()
  const cards = area.getByRole('article').filter({ has: page.getByText(/out of 5 from/) })
  const count = await cards.count()
  expect(count, `${label}: rated cards`).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i)
    const quickAdd = card.getByRole('button', { name: /QUICK ADD/ })
    await expect(quickAdd).toHaveCount(1)
    const rating = card.getByText(/out of 5 from/).locator('..')
    const [r, q] = [await rating.boundingBox(), await quickAdd.boundingBox()]
    expect(r && q, `${label}: card ${i} laid out`).toBeTruthy()
    expect(overlaps(r!, q!), `${label}: card ${i} rating ${JSON.stringify(r)} vs QUICK ADD ${JSON.stringify(q)}`).toBe(false)
  }
}

test('phone: QUICK ADD never covers a rating, in home rows, Complete the Look and Related', { tag: '@polish' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  for (const row of ['KIDS', 'DREAMY WOMEN', 'SALE']) {
    const section = page.getByRole('region', { name: row, exact: true })
    // A row's cards are laid out as they come near (content-visibility): bring it to the screen first.
    await section.scrollIntoViewIfNeeded()
    await expectRatingsClear(page, section, row)
  }
  const { product } = productWithCompleteLook(e2eSnapshot())
  await page.goto(productPath(product))
  for (const shelf of ['Complete the Look', 'Related Products']) {
    const section = page.getByRole('region', { name: shelf })
    if ((await section.count()) === 0) continue
    await expectRatingsClear(page, section, shelf)
  }
})

test("phone: the hero's words are readable text the arrows never cover", { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Featured' })
  const arrows = [hero.getByRole('button', { name: 'Previous banner' }), hero.getByRole('button', { name: 'Next banner' })]
  const slides = hero.locator('[aria-roledescription="slide"]')
  // The other banners and the arrows come with the carousel's script (the static HTML holds the first banner).
  await expect(arrows[1]!).toBeVisible()
  const count = await slides.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    if (i > 0) await hero.getByRole('button', { name: `Show banner ${i + 1}` }).click()
    const slide = slides.nth(i)
    const title = slide.locator('a span, div span').first()
    await expect(title).toBeVisible()
    await expect(title).not.toHaveText('')
    // Readable: the words are text at a phone's size, not letters drawn into a shrunken picture.
    const words = slide.locator('span span')
    for (const word of await words.all()) {
      const size = await word.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
      expect(size, await word.textContent() ?? '').toBeGreaterThanOrEqual(11)
    }
    const titleBox = (await title.boundingBox())!
    for (const arrow of arrows) expect(overlaps((await arrow.boundingBox())!, titleBox), `banner ${i + 1}`).toBe(false)
  }
  expect(problems).toEqual([])
})

test('scroll arrows show only where there is something to scroll to: home rows on a phone, the subcategory strip', { tag: '@polish' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const kids = page.getByRole('region', { name: 'KIDS', exact: true })
  await kids.scrollIntoViewIfNeeded()
  await expect(kids.getByRole('button', { name: 'Scroll KIDS forward' })).toBeVisible()
  await expect(kids.getByRole('button', { name: 'Scroll KIDS back' })).toBeHidden()
  await kids.getByRole('button', { name: 'Scroll KIDS forward' }).click()
  await expect(kids.getByRole('button', { name: 'Scroll KIDS back' })).toBeVisible()

  // A listing whose strip of subcategories fits a desktop: no arrows there; on a phone it scrolls, and says so.
  const snapshot = e2eSnapshot()
  const women = snapshot.categories.find((c) => c.category_name === 'Women')!
  await page.goto(`/product/category/women_${women._id}`)
  const strip = page.getByRole('list', { name: 'Shop by category' })
  await expect(strip).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scroll categories forward' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scroll categories back' })).toBeHidden()
  await page.setViewportSize({ width: 1366, height: 900 })
  await expect(page.getByRole('button', { name: 'Scroll categories forward' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Scroll categories back' })).toBeHidden()
})

test('the announcement bar stops for a tap or a key, not only under a mouse (WCAG 2.2.2)', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const bar = page.getByRole('region', { name: 'Announcements' })
  const pause = bar.getByRole('checkbox', { name: 'Pause announcements' })
  const playState = () => bar.locator('ul').first().locator('..').evaluate((track) => getComputedStyle(track).animationPlayState)
  await page.mouse.move(200, 600)
  expect(await playState()).toBe('running')
  // A tap on the switch: it stays paused once the pointer (and focus) has gone elsewhere.
  await bar.locator('label').click()
  await expect(pause).toBeChecked()
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  expect(await playState()).toBe('paused')
  const box = (await bar.locator('label').boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(24)
  // By keyboard: Space runs it again.
  await pause.focus()
  await page.keyboard.press('Space')
  await expect(pause).not.toBeChecked()
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  expect(await playState()).toBe('running')
  expect(problems).toEqual([])
})
