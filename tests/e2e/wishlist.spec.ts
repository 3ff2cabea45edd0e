/** The wishlist journeys (spec 001 §2, §4, §8): badge, list, Move to Bag, remove, empty texts, sharing. */
import { expect, test } from '@playwright/test'
import { isSimpleProduct, isVisible } from '../../data/catalogue/visibility'
import { watchConsole } from './browser'
import { e2eSnapshot } from './catalogue'
import { buyableProducts, signIn, signUpShopper, wishlistThroughApi } from './shopper'

const EMPTY_TEXT = 'Add items that you like to your wishlist. Review them anytime and easily move them to the bag.'

test('a wishlisted product is counted in the header, listed on /wishlist and moved to the bag', async ({ page }) => {
  const problems = watchConsole(page)
  const shopper = await signUpShopper(page.request)
  const [item] = buyableProducts(e2eSnapshot(), 1)
  await signIn(page, shopper)
  await wishlistThroughApi(page, shopper, item!)

  await page.goto('/')
  const wishlistLink = page.getByRole('link', { name: 'Wishlist, 1 item' })
  await expect(wishlistLink).toBeVisible()
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')
  await wishlistLink.click()

  await expect(page).toHaveURL(/\/wishlist$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (1 item)')
  const card = page.getByRole('listitem').filter({ hasText: item!.product.product_name })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Move to Bag' }).click()

  await expect(page.getByText('Moved to Bag!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (0 items)')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible()
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0)

  // The server agrees: one of it in the bag (quantity 1), nothing left in the wishlist.
  const bag = await (await page.request.get(`/api/cart/user/${shopper.id}`)).json()
  expect(bag.data.items).toHaveLength(1)
  expect(bag.data.items[0]).toMatchObject({ quantity: 1, product: { product_id: item!.product._id } })
  expect((await (await page.request.get(`/api/wishlist/${shopper.id}`)).json()).data).toEqual([])
  expect(problems).toEqual([])
})

test('Remove drops an entry at once, and an empty wishlist says so', async ({ page }) => {
  const shopper = await signUpShopper(page.request)
  const [first, second] = buyableProducts(e2eSnapshot(), 2)
  await signIn(page, shopper)
  await wishlistThroughApi(page, shopper, first!)
  await wishlistThroughApi(page, shopper, second!)

  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (2 items)')
  await page.getByRole('button', { name: `Remove ${first!.product.product_name} from wishlist` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (1 item)')
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()

  // Gone on the server too.
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: second!.product.product_name })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: first!.product.product_name })).toHaveCount(0)

  await page.getByRole('button', { name: `Remove ${second!.product.product_name} from wishlist` }).click()
  await expect(page.getByRole('heading', { name: 'YOUR WISHLIST IS EMPTY' })).toBeVisible()
  await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
  const continueShopping = page.getByRole('link', { name: 'CONTINUE SHOPPING' })
  await expect(continueShopping).toHaveAttribute('href', '/')
  await expect(page.getByRole('button', { name: 'Share Wishlist' })).toHaveCount(0)
  await continueShopping.click()
  await expect(page).toHaveURL(/\/$/)
})

test('a product with nothing left to buy is not shown', async ({ page }) => {
  const shopper = await signUpShopper(page.request)
  const snapshot = e2eSnapshot()
  const [item] = buyableProducts(snapshot, 1)
  await signIn(page, shopper)
  await wishlistThroughApi(page, shopper, item!)
  // The by-ids answer says every option of the product sold out: the entry is dropped without a word.
  await page.route('**/api/products/by-ids', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { products: Array<{ product_variants: Array<{ variant_stock_availability: number }>; stock_availability?: number }> }
    for (const product of body.products) {
      product.stock_availability = 0
      for (const variant of product.product_variants) variant.variant_stock_availability = 0
    }
    await route.fulfill({ response, json: body })
  })
  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { name: 'YOUR WISHLIST IS EMPTY' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (0 items)')
})

test('Share Wishlist copies the public link, which a signed-out visitor can open', async ({ page, browser, baseURL }) => {
  const shopper = await signUpShopper(page.request)
  const [item] = buyableProducts(e2eSnapshot(), 1)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, shopper)
  await wishlistThroughApi(page, shopper, item!)

  // The page sign-in left loads the wishlist at start-up too, late on a busy machine: it is left before counting, so
  // that only the wishlist page's calls are counted.
  await page.goto('about:blank')
  let byIdsCalls = 0
  page.on('request', (request) => void (request.url().includes('/api/products/by-ids') && byIdsCalls++))
  await page.goto('/wishlist')
  await page.getByRole('button', { name: 'Share Wishlist' }).click()
  await expect(page.getByText('Wishlist link copied to clipboard!')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(`${baseURL}/wishlist/${shopper.id}`)
  expect(byIdsCalls).toBe(1)

  const visitor = await browser.newContext()
  try {
    const shared = await visitor.newPage()
    const problems = watchConsole(shared)
    await shared.goto(link)
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Shared Wishlist')
    await expect(shared).toHaveURL(link)
    await expect(shared.getByRole('listitem').filter({ hasText: item!.product.product_name })).toBeVisible()
    await expect(shared.getByRole('button', { name: 'Move to Bag' })).toHaveCount(0)
    await expect(shared.getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(problems).toEqual([])
  } finally {
    await visitor.close()
  }
})

test('a shared wishlist with nothing to show says so', async ({ page }) => {
  const shopper = await signUpShopper(page.request)
  await page.goto(`/wishlist/${shopper.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared Wishlist')
  await expect(page.getByText('No products in this wishlist.')).toBeVisible()
})

test('the header counts the items the wishlist page shows, not the sold-out ones it hides', { tag: '@polish' }, async ({ page }) => {
  const problems = watchConsole(page)
  const shopper = await signUpShopper(page.request)
  const snapshot = e2eSnapshot()
  const [first, second] = buyableProducts(snapshot, 2)
  // A product with no option left to buy: it can be wishlisted (it was for sale once) but the page hides it.
  const soldOut = snapshot.products.find((p) => !isVisible(p) && !isSimpleProduct(p) && p.product_variants.length > 0)!
  await signIn(page, shopper)
  await wishlistThroughApi(page, shopper, first!)
  await wishlistThroughApi(page, shopper, second!)
  await wishlistThroughApi(page, shopper, { product: soldOut, variantId: soldOut.product_variants[0]!._id })

  await page.goto('/')
  await expect(page.getByTestId('wishlist-count')).toHaveText('2')
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible()
  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (2 items)')
  await expect(page.getByTestId('wishlist-count')).toHaveText('2')

  // Removing one on the page takes it off the count at once.
  await page.getByRole('button', { name: `Remove ${first!.product.product_name} from wishlist` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (1 item)')
  await expect(page.getByTestId('wishlist-count')).toHaveText('1')
  expect(problems).toEqual([])
})
