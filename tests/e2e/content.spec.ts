import { expect, test } from '@playwright/test'
import { blogPath } from '../../data/catalogue/paths'
import { e2eSnapshot } from './catalogue'
import { watchConsole } from './browser'

test('the blog landing and an article render with their share card and structured data', async ({ page, request }) => {
  const problems = watchConsole(page)
  const blog = e2eSnapshot().blogs[0]!
  await page.goto('/blog')
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible()

  await page.goto(blogPath(blog))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(blog.blog_title)
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toMatch(/\/og\/article\/.+\.png$/)
  // The card the page names exists and is a PNG.
  const card = await request.get(new URL(ogImage!).pathname)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('Article')
  expect(problems).toEqual([])
})

test('the FAQ filters its questions as the shopper types', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByText('48 questions')).toBeVisible()
  await page.getByLabel('Search questions').fill('refund')
  await expect(page.getByText(/of 48 questions match/)).toBeVisible()
  const questions = page.locator('details summary')
  await expect(questions.filter({ hasText: /refund/i }).first()).toBeVisible()
  // Questions about something else are filtered out.
  await expect(questions.filter({ hasText: 'How do I place an order?' })).toHaveCount(0)
  // Keyboard: Enter on a question opens its answer.
  await questions.first().focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('details[open]')).toHaveCount(1)
})

test('the contact form shows the spec messages, then thanks the shopper and clears', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await page.getByLabel('Full Name').fill('Asha Rao')
  await expect(page.getByText('Name is required')).toHaveCount(0)
  await page.getByLabel('Email Address', { exact: true }).fill('asha@')
  await page.getByLabel('Subject').fill('Sizing')
  await page.getByLabel('Message').fill('Does the kurta run small?')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await page.getByLabel('Email Address', { exact: true }).fill('asha@example.in')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('')
})

test("the blog hero's /summer and /new, and the offers' /product-category/all, lead to the listings they stand for", { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/summer')
  await expect(page).toHaveURL(/\/products\/search\/cotton$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing results for ‘cotton’')
  await expect(page.getByRole('article').first()).toBeVisible()
  for (const shortcut of ['/new', '/product-category/all']) {
    const response = await page.goto(shortcut)
    expect(response!.status(), shortcut).toBe(200)
    await expect(page).toHaveURL(/\/product\/all$/)
    await expect(page.getByRole('heading', { name: 'All Products', level: 1 })).toBeVisible()
  }

  // The hero's buttons take the shopper to the same listings.
  await page.goto('/blog')
  const hero = page.getByRole('region', { name: 'Journal highlights' })
  await hero.getByRole('button', { name: /^Show slide 2/ }).click()
  await hero.getByRole('link', { name: 'Shop the edit' }).click()
  await expect(page).toHaveURL(/\/products\/search\/cotton$/)
  await page.goto('/blog')
  await hero.getByRole('button', { name: /^Show slide 3/ }).click()
  await hero.getByRole('link', { name: 'See what’s new' }).click()
  await expect(page).toHaveURL(/\/product\/all$/)
  expect(problems).toEqual([])
})
