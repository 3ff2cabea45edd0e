import { expect, test, type Page } from '@playwright/test'
import { prepareSearch, suggestionsFor, type Suggestion } from '../../data/catalogue/searchIndex'
import { watchConsole } from './browser'

/** What the header should suggest for `query`: the published search index, matched by the same rule. */
async function expectedSuggestions(page: Page, query: string): Promise<Suggestion[]> {
  const response = await page.request.get('/catalogue/search.json')
  expect(response.ok()).toBe(true)
  return suggestionsFor(prepareSearch(await response.json()), query)
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' })
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' })

test('a shopper types in the header search and opens a suggestion with the keyboard', async ({ page }) => {
  const problems = watchConsole(page)
  const expected = await expectedSuggestions(page, 'kurta')
  expect(expected.length).toBeGreaterThan(1)
  await page.goto('/blog')
  const box = searchBox(page)
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await box.click()
  await box.pressSequentially('kurta')
  const options = suggestionList(page).getByRole('option')
  await expect(options).toHaveText(expected.map((s) => new RegExp(s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))))
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  await box.press('ArrowDown')
  await box.press('ArrowDown')
  await box.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${expected[0]!.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.name)
  expect(problems).toEqual([])
})

test('suggestions: at most 10, closed by Escape, and a click on one opens it', async ({ page }) => {
  const expected = await expectedSuggestions(page, 'a')
  expect(expected).toHaveLength(10)
  await page.goto('/')
  const box = searchBox(page)
  await box.click()
  await box.pressSequentially('a')
  await expect(suggestionList(page).getByRole('option')).toHaveCount(10)
  await box.press('Escape')
  await expect(suggestionList(page)).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).toHaveValue('a')

  const kurtas = await expectedSuggestions(page, 'kurta')
  await box.fill('kurta')
  await suggestionList(page).getByRole('option', { name: kurtas[1]!.name }).click()
  await expect(page).toHaveURL(new RegExp(`${kurtas[1]!.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kurtas[1]!.name)
})

test('Enter with no suggestion highlighted searches the trimmed text; blank text goes nowhere', async ({ page }) => {
  await page.goto('/product/all')
  const box = searchBox(page)
  await box.click()
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/product\/all$/)

  await box.fill('  silk saree ')
  await expect(suggestionList(page).getByRole('option').first()).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/products\/search\/silk%20saree$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing results for ‘silk saree’')
  // The box still says what was searched, to be changed.
  await expect(searchBox(page)).toHaveValue('silk saree')
})

test('the placeholder types the shop’s categories, and holds still under reduced motion', async ({ page }) => {
  await page.goto('/faq')
  const box = searchBox(page)
  // The label stays; the placeholder names a category and changes as it types.
  await expect(box).toHaveAccessibleName('Search products')
  const first = await box.getAttribute('placeholder')
  expect(first).toMatch(/^Search for \S/)
  await expect(box).not.toHaveAttribute('placeholder', first!, { timeout: 4000 })
  // In use, it shows a whole category and stops.
  await box.focus()
  await expect(box).toHaveAttribute('placeholder', /^Search for \S+/)
  const held = await box.getAttribute('placeholder')
  await page.waitForTimeout(700)
  await expect(box).toHaveAttribute('placeholder', held!)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  const still = await searchBox(page).getAttribute('placeholder')
  await page.waitForTimeout(2500)
  await expect(searchBox(page)).toHaveAttribute('placeholder', still!)
})

test('a search that finds nothing says No results found.; filters that empty a listing say so', { tag: '@polish' }, async ({ page }) => {
  await page.goto('/products/search/zzqqxx')
  await expect(page.getByText('No results found.', { exact: true })).toBeVisible()
  await expect(page.getByText('No products match the filters.')).toHaveCount(0)
  // Not a dead end: the whole catalogue is a tap away.
  await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/product/all')
  await page.goto('/products/search/silk?price=0-100')
  await expect(page.getByText('No products match the filters.', { exact: true })).toBeVisible()
  await expect(page.getByText('No results found.')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveCount(0)
})
