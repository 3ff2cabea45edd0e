import { expect, test, type Locator, type Page } from '@playwright/test'
import { catalogueIndex, indexedCardsOf } from '../../data/build/catalogueIndex'
import type { CardScope } from '../../data/catalogue/cards'
import { cardPartPath, firstCardsPath } from '../../data/catalogue/cardParts'
import { EMPTY_FILTERS, PRICE_BANDS, toggleValue, withPrice, type FilterState } from '../../data/catalogue/filterState'
import { listingResults, listingSource } from '../../data/catalogue/listingResults'
import { PAGE_SIZE, pageCount } from '../../data/catalogue/paging'
import { titleCase } from '../../data/catalogue/listing'
import { categoryPath, productPath } from '../../data/catalogue/paths'
import type { SortKey } from '../../data/catalogue/sorting'
import { isVisible } from '../../data/catalogue/visibility'
import { e2eSnapshot } from './catalogue'
import { watchConsole } from './browser'

const snapshot = e2eSnapshot()
const index = catalogueIndex(snapshot)
const indexed = indexedCardsOf(index, index.newest)

/** What the listing must show, by the same rules on the snapshot the e2e shop was built from. */
function expected(scope: CardScope, filters: FilterState, sort: SortKey = 'Newest') {
  return listingResults(listingSource({ builtAt: '', cards: indexed }, scope), { sort, filters })
}

const cardNames = (page: Page) => page.locator('article h3').allTextContents()
const styleCount = (n: number) => `${n} ${n === 1 ? 'style' : 'styles'}`
const option = (page: Page | Locator, value: string) => page.getByRole('checkbox', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`) })

test.describe('listing filters, sort and paging (desktop)', () => {
  test('a shopper narrows all products by size and price band, clears, sorts, pages, shares and goes back', async ({ page, context }) => {
    const problems = watchConsole(page)
    const all = expected({}, EMPTY_FILTERS)
    const sizes = all.options.groups.find((g) => g.attribute === 'Size')!.options
    // A size most products come in, but not all: ticking it must change the results.
    const size = [...sizes].sort((a, b) => b.count - a.count).find((o) => o.count < all.cards.length)!
    const bySize = toggleValue(EMPTY_FILTERS, 'Size', size.value)
    const sized = expected({}, bySize)
    const bandIndex = sized.options.bandCounts.findIndex((n) => n > 0 && n < sized.cards.length)
    const band = PRICE_BANDS[bandIndex]!
    const banded = expected({}, withPrice(bySize, band))

    // The card index is held until the spinner has been seen: a fixed delay was not enough where the filters hydrated
    // late, since reaching for them starts the index's load (useListing's `prepare`), which could end before the
    // held tap was applied.
    let releaseCards = () => {}
    const cardsHeld = new Promise<void>((resolve) => (releaseCards = resolve))
    await page.route('**/catalogue/cards.json', async (route) => {
      await cardsHeld
      await route.continue()
    })
    await page.goto('/product/all')
    await expect(page.getByText(styleCount(all.cards.length))).toBeVisible()
    await expect(option(page, size.value)).toHaveAccessibleName(`${size.value} ${size.count}`)

    // Clicked as a shopper would, right after the page shows: a tap before the filters have hydrated is held and given
    // back once they have (components/ui/tapHold.ts), so the box is ticked a moment later, not by the click itself
    // (Playwright's check() fails on that).
    await option(page, size.value).click()
    await expect(option(page, size.value)).toBeChecked()
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible()
    releaseCards()
    await expect(page).toHaveURL(new RegExp(`\\?size=${encodeURIComponent(size.value)}$`))
    await expect(page.getByText(styleCount(sized.cards.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(sized.cards.slice(0, PAGE_SIZE).map((c) => c.name))
    // Counts follow: each band now counts the chosen size's products only.
    const bandButton = page.getByRole('button', { name: new RegExp(`^${band.label} \\d+$`) })
    await expect(bandButton).toHaveAccessibleName(`${band.label} ${sized.options.bandCounts[bandIndex]}`)
    // A band with none of them is counted and not offered, as a size or colour with none is.
    for (const [i, count] of sized.options.bandCounts.entries()) {
      const each = page.getByRole('button', { name: `${PRICE_BANDS[i]!.label} ${count}`, exact: true })
      if (count === 0) await expect(each).toBeDisabled()
      else await expect(each).toBeEnabled()
    }

    await bandButton.click()
    await expect(bandButton).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(size.value)}&price=${band.min}-${band.max ?? ''}$`))
    await expect(page.getByText(styleCount(banded.cards.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(banded.cards.slice(0, PAGE_SIZE).map((c) => c.name))
    const otherSize = banded.options.groups.find((g) => g.attribute === 'Size')!.options.find((o) => o.value !== size.value)!
    await expect(option(page, otherSize.value)).toHaveAccessibleName(`${otherSize.value} ${otherSize.count}`)

    // Sharing: the same URL in a new tab shows the same results.
    const shared = await context.newPage()
    await shared.goto(page.url())
    await expect(shared.getByText(styleCount(banded.cards.length))).toBeVisible()
    // The controls show the link's choice too, however their turns to hydrate fell against the card index's arrival:
    // Preact sets no `checked` or attribute while it hydrates (components/listing/useListing.ts).
    await expect(option(shared, size.value)).toBeChecked()
    await expect(shared.getByRole('button', { name: new RegExp(`^${band.label} \\d+$`) })).toHaveAttribute('aria-pressed', 'true')
    expect(await cardNames(shared)).toEqual(await cardNames(page))
    await shared.close()

    // Back restores the size-only filter, forward the band again.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`\\?size=${encodeURIComponent(size.value)}$`))
    await expect(page.getByText(styleCount(sized.cards.length))).toBeVisible()
    await expect(bandButton).toHaveAttribute('aria-pressed', 'false')
    await page.goForward()
    await expect(page.getByText(styleCount(banded.cards.length))).toBeVisible()

    await page.getByRole('button', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/product\/all$/)
    await expect(page.getByText(styleCount(all.cards.length))).toBeVisible()
    await expect(option(page, size.value)).not.toBeChecked()

    // Sort, then page 2: both in the URL, and a sort change starts from page 1.
    const cheapest = expected({}, EMPTY_FILTERS, 'PriceLow')
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' })
    await expect(page).toHaveURL(/\?sort=PriceLow$/)
    expect(await cardNames(page)).toEqual(cheapest.cards.slice(0, PAGE_SIZE).map((c) => c.name))
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\?sort=PriceLow&page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(await cardNames(page)).toEqual(cheapest.cards.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((c) => c.name))
    // A shared link to that page shows its order and its page in the controls, not only in the cards.
    const sharedPage = await context.newPage()
    await sharedPage.goto(page.url())
    await expect(sharedPage.getByLabel('Sort by')).toHaveValue('PriceLow')
    await expect(sharedPage.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(await cardNames(sharedPage)).toEqual(cheapest.cards.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((c) => c.name))
    await sharedPage.close()
    await page.getByLabel('Sort by').selectOption({ label: 'Discount' })
    await expect(page).toHaveURL(/\?sort=Discount$/)

    expect(problems).toEqual([])
  })

  test('filter groups collapse and expand, and an empty result says so', async ({ page }) => {
    await page.goto('/product/all?size=XS&price=0-100')
    await expect(page.getByText('No products match the filters.')).toBeVisible()
    const sizeGroup = page.getByRole('button', { name: 'Size', exact: true })
    await expect(sizeGroup).toHaveAttribute('aria-expanded', 'true')
    await sizeGroup.click()
    await expect(sizeGroup).toHaveAttribute('aria-expanded', 'false')
    await expect(option(page, 'XS')).toBeHidden()
    await sizeGroup.click()
    await expect(option(page, 'XS')).toBeChecked()
  })

  test('a subcategory listing heads with its category; a search shows its query and no subcategory strip', async ({ page }) => {
    const category = snapshot.categories.find((c) => c.sub_categories.some((s) => s.sub_category_image))!
    const sub = category.sub_categories.find((s) => s.sub_category_image)!
    await page.goto(categoryPath(category, sub))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleCase(sub.sub_category_name))
    await expect(page.locator('#listing-top').getByRole('link', { name: titleCase(category.category_name) })).toHaveAttribute('href', categoryPath(category))
    await expect(page.getByRole('list', { name: 'Shop by category' })).toBeVisible()

    const word = indexed[0]!.name.split(' ')[0]!
    await page.goto(`/products/search/${encodeURIComponent(word)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Showing results for ‘${word}’`)
    await expect(page.getByRole('list', { name: 'Shop by category' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible()
    await expect(page.locator('article h3').first()).toBeVisible()
  })

  test("a category's listing re-sorts from its own part of the card index; All Products pages from its first cards, and filters from every part", async ({ page }) => {
    const category = [...snapshot.categories].sort((a, b) => expected({ categoryId: b._id }, EMPTY_FILTERS).cards.length - expected({ categoryId: a._id }, EMPTY_FILTERS).cards.length)[0]!
    const read: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/catalogue/cards')) read.push(pathname)
    })
    await page.goto(`${categoryPath(category)}?sort=PriceLow`)
    const cheapest = expected({ categoryId: category._id }, EMPTY_FILTERS, 'PriceLow').cards.slice(0, PAGE_SIZE)
    await expect.poll(() => cardNames(page)).toEqual(cheapest.map((c) => c.name))
    expect(read.sort()).toEqual(['/catalogue/cards.json', cardPartPath(category._id)].sort())

    // All Products' second page by price reads that order's first cards alone, not every part (megabytes at a large
    // shop's size), and still counts every product's pages.
    read.length = 0
    await page.goto('/product/all?sort=PriceHigh&page=2')
    const dearest = expected({}, EMPTY_FILTERS, 'PriceHigh').cards.slice(PAGE_SIZE, 2 * PAGE_SIZE)
    await expect.poll(() => cardNames(page)).toEqual(dearest.map((c) => c.name))
    expect(read).toEqual([firstCardsPath('PriceHigh')])
    await expect(page.getByRole('link', { name: `Page ${pageCount(expected({}, EMPTY_FILTERS).cards.length)}`, exact: true })).toBeVisible()

    // A filter reads every part, in the same order.
    read.length = 0
    const size = 'M'
    await page.goto(`/product/all?size=${size}&sort=PriceHigh`)
    const filtered = expected({}, { ...EMPTY_FILTERS, attributes: { Size: [size] } }, 'PriceHigh').cards.slice(0, PAGE_SIZE)
    await expect.poll(() => cardNames(page)).toEqual(filtered.map((c) => c.name))
    expect(read.filter((file) => file.startsWith('/catalogue/cards/') && !file.includes('/first-')).length).toBe(snapshot.categories.length + 1)
  })

  test("a listing whose first cards cannot be read (a site swapped under an open tab) pages from its parts instead", async ({ page }) => {
    const read: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/catalogue/cards')) read.push(pathname)
    })
    await page.route(`**${firstCardsPath('PriceLow')}`, (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await page.goto('/product/all?sort=PriceLow&page=2')
    const second = expected({}, EMPTY_FILTERS, 'PriceLow').cards.slice(PAGE_SIZE, 2 * PAGE_SIZE)
    await expect.poll(() => cardNames(page)).toEqual(second.map((c) => c.name))
    expect(read[0]).toBe(firstCardsPath('PriceLow'))
    expect(read.filter((file) => file.startsWith('/catalogue/cards/') && !file.includes('first-')).length).toBe(snapshot.categories.length + 1)
    await expect(page.getByRole('link', { name: `Page ${pageCount(expected({}, EMPTY_FILTERS).cards.length)}`, exact: true })).toBeVisible()
  })

  test('the query-string form ?categoryId= opens the category listing at its own path', async ({ page }) => {
    const category = snapshot.categories.find((c) => c.sub_categories.length > 0)!
    const sub = category.sub_categories[0]!
    await page.goto(`/product/all?categoryId=${category._id}`)
    await expect(page).toHaveURL(new RegExp(`${categoryPath(category)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleCase(category.category_name))
    // `vitrine serve` (like nginx and _redirects) answers the query-string form with a 301 to the listing's own
    // path; the listing's other query parameters are not carried over.
    await page.goto(`/product/all?categoryId=${category._id}&subcategory=${sub._id}`)
    await expect(page).toHaveURL(new RegExp(`${categoryPath(category, sub)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleCase(sub.sub_category_name))
  })
})

test('recently viewed: the last products visited, newest first, linking to them; never in the static HTML', async ({ page, request }) => {
  const [first, second] = snapshot.products.filter(isVisible)
  const html = await (await request.get('/product/all')).text()
  expect(html).not.toContain('Recently viewed')

  await page.goto('/product/all')
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0)
  // Each visit is saved once the product page has hydrated.
  const saved = () => page.evaluate(() => window.localStorage.getItem('recentlyViewed') ?? '')
  await page.goto(productPath(first!))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.product_name)
  await expect.poll(saved).toContain(first!._id)
  await page.goto(productPath(second!))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.product_name)
  await expect.poll(saved).toContain(second!._id)

  await page.goto('/product/all')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent).toBeVisible()
  const links = recent.getByRole('link')
  await expect(links).toHaveCount(2)
  await expect(links.nth(0)).toContainText(second!.product_name)
  await expect(links.nth(1)).toContainText(first!.product_name)
  await expect(links.nth(0)).toContainText('₹')
  await expect(links.nth(1)).toHaveAttribute('href', productPath(first!))
  await links.nth(1).click()
  await expect(page).toHaveURL(new RegExp(`${productPath(first!)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.product_name)
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('FILTER opens the full-screen panel: choose a group and an option, APPLY; CLOSE drops a draft', async ({ page }) => {
    const problems = watchConsole(page)
    const category = snapshot.categories.find((c) => c.category_name === 'Women') ?? snapshot.categories[0]!
    const scope = { categoryId: category._id }
    const colours = expected(scope, EMPTY_FILTERS).options.groups.find((g) => g.attribute === 'Color')!.options
    const colour = [...colours].sort((a, b) => b.count - a.count)[0]!
    const filtered = expected(scope, toggleValue(EMPTY_FILTERS, 'Color', colour.value))

    await page.goto(categoryPath(category))
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden()
    await page.getByRole('button', { name: /^FILTER/ }).click()
    const panel = page.getByRole('dialog', { name: 'Filters' })
    await expect(panel).toBeVisible()
    await panel.getByRole('tab', { name: 'Color' }).click()
    await expect(panel.getByRole('tab', { name: 'Color' })).toHaveAttribute('aria-selected', 'true')
    await option(panel, colour.value).check()
    // A draft: nothing applies until APPLY.
    await expect(page).toHaveURL(new RegExp(`${categoryPath(category)}$`))
    await panel.getByRole('button', { name: 'APPLY', exact: true }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`\\?color=${encodeURIComponent(colour.value).replace(/%20/g, '\\+')}$`))
    await expect(page.getByText(styleCount(filtered.cards.length))).toBeVisible()
    await expect(page.getByRole('button', { name: /^FILTER/ })).toContainText('1')

    await page.getByRole('button', { name: /^FILTER/ }).click()
    await panel.getByRole('tab', { name: 'Price' }).click()
    await panel.getByRole('button', { name: /^Over ₹5000/ }).click()
    await panel.getByRole('button', { name: 'CLOSE', exact: true }).click()
    await expect(panel).toBeHidden()
    await expect(page).not.toHaveURL(/price=/)
    expect(problems).toEqual([])
  })

  test('SORT opens the sort sheet, closed by a click outside; choosing an order applies it', async ({ page }) => {
    await page.goto('/product/all')
    await page.getByRole('button', { name: 'SORT' }).click()
    const sheet = page.getByRole('dialog', { name: 'Sort by' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('list').getByRole('button')).toHaveText(['Latest', 'Discount', 'Price: High to Low', 'Price: Low to High'])
    await page.mouse.click(195, 80)
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/\/product\/all$/)

    await page.getByRole('button', { name: 'SORT' }).click()
    await sheet.getByRole('button', { name: 'Price: High to Low' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/\?sort=PriceHigh$/)
    expect(await cardNames(page)).toEqual(expected({}, EMPTY_FILTERS, 'PriceHigh').cards.slice(0, PAGE_SIZE).map((c) => c.name))
  })

  test('SORT and FILTER sit above the grid, and stay at the bottom of the screen once scrolled past, never over the footer', async ({ page }) => {
    await page.goto('/product/all')
    const sort = page.getByRole('button', { name: 'SORT' })
    await expect(sort).toHaveCount(1)
    const grid = page.getByRole('heading', { name: 'Products', level: 2 })
    const above = await sort.boundingBox()
    expect(above!.y).toBeLessThan(844 - 120)
    expect(above!.y).toBeLessThan((await page.locator('article').first().boundingBox())!.y)

    await page.mouse.wheel(0, 1400)
    // The bottom bar's pair joins the one in the flow, now above the screen.
    await expect(sort).toHaveCount(2)
    await expect.poll(async () => (await sort.last().boundingBox())?.y).toBeGreaterThan(844 - 60)
    await sort.last().click()
    await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.locator('footer').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(sort).toHaveCount(1)
    await expect(grid).toBeAttached()
  })
})
