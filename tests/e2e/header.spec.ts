/** The desktop header: the mega menu by keyboard (a disclosure per category) and a visitor's way to Sign Up. */
import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './browser'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('desktop mega menu by keyboard: Tab goes from category to category, a button opens the panel, Escape closes it', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const nav = mainMenu(page)
  const categories = await nav.getByRole('button', { name: / menu$/ }).all()
  expect(categories.length).toBeGreaterThanOrEqual(2)
  const [first, second] = [(await categories[0]!.getAttribute('aria-label'))!.replace(/ menu$/, ''), (await categories[1]!.getAttribute('aria-label'))!.replace(/ menu$/, '')]

  // Tab walks category link, its menu button, the next category link: never into a closed panel.
  await nav.getByRole('link', { name: first, exact: true }).focus()
  await page.keyboard.press('Tab')
  const firstButton = nav.getByRole('button', { name: `${first} menu`, exact: true })
  await expect(firstButton).toBeFocused()
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false')
  const firstPanel = page.locator(`#${(await firstButton.getAttribute('aria-controls'))!}`)
  await expect(firstPanel).toBeHidden()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: second, exact: true })).toBeFocused()

  // The button opens its panel; Tab goes into it; Escape closes it and gives focus back to the button.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true')
  await expect(firstPanel).toBeVisible()
  await page.keyboard.press('Tab')
  const focusedInPanel = await firstPanel.evaluate((panel) => panel.contains(document.activeElement))
  expect(focusedInPanel).toBe(true)
  await page.keyboard.press('Escape')
  await expect(firstPanel).toBeHidden()
  await expect(firstButton).toBeFocused()
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false')

  // Opened again, Tab past its last link closes it on the way to the next category.
  await page.keyboard.press('Enter')
  await expect(firstPanel).toBeVisible()
  const links = await firstPanel.getByRole('link').count()
  for (let i = 0; i <= links; i++) await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: second, exact: true })).toBeFocused()
  await expect(firstPanel).toBeHidden()
  expect(problems).toEqual([])
})

test('a visitor on a desktop reaches Sign Up from the header, by pointer and by keyboard', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const account = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })
  const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true })
  await expect(signUp).toBeHidden()
  await account.hover()
  await expect(signUp).toBeVisible()

  await page.mouse.move(0, 600)
  await expect(signUp).toBeHidden()
  await account.focus()
  await page.keyboard.press('Tab')
  await expect(signUp).toBeFocused()
  await expect(signUp).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/signup$/)
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible()
  expect(problems).toEqual([])
})

test('the phone’s menu drawer keeps focus in it, shows each group over its links, and gives focus back when it closes', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Open menu' })
  await opener.click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const close = drawer.getByRole('button', { name: 'Close menu' })
  await expect(close).toBeFocused()
  // In the drawer, or out of the page to the browser's own controls, as a modal dialog lets it: never on the page behind.
  const notBehind = () => drawer.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)
  // Back from its first control, and on past its last: Tab never reaches the page behind it.
  await page.keyboard.press('Shift+Tab')
  expect(await notBehind()).toBe(true)
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    expect(await notBehind(), `Tab ${i + 1}`).toBe(true)
  }
  // A category's groups: each heading, then its own links one step further in.
  await drawer.locator('summary').first().click()
  const group = drawer.locator('details[open] li:has(> ul)').first()
  const heading = group.locator('> a, > span').first()
  const link = group.locator('ul a').first()
  const [headingBox, linkBox] = [(await heading.boundingBox())!, (await link.boundingBox())!]
  expect(linkBox.x).toBeGreaterThan(headingBox.x)
  expect(linkBox.y).toBeGreaterThan(headingBox.y)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()
  // Closed by ✕ too, focus goes back to the menu button.
  await opener.click()
  await close.click()
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()
  // And by the backdrop, beside the drawer.
  await opener.click()
  await page.mouse.click(380, 400)
  await expect(drawer).toBeHidden()
  expect(problems).toEqual([])
})
