/** Account journeys: sign-in guards, forgot and reset password, the header's user menu and Logout (spec 001). */
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './browser'
import { e2eSnapshot } from './catalogue'
import { buyableProducts, signIn, signUpShopper, submitSignIn, type Shopper } from './shopper'

/** The newest reset link mailed to the shopper, read the way a developer would: `vitrine outbox`. */
function resetLinkFor(email: string): string {
  const out = execFileSync(process.execPath, ['bin/vitrine.js', 'outbox', '--db', '.cache/e2e/shop.db', '--to', email, '--limit', '1', '--json'], { encoding: 'utf8' })
  const [mail] = JSON.parse(out) as Array<{ links: string[] }>
  const link = mail?.links.find((l) => l.includes('/reset-password/'))
  if (!link) throw new Error(`no reset link mailed to ${email}`)
  return link
}

async function requestReset(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login')
  const email = page.getByLabel('Email', { exact: true })
  await email.fill(shopper.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Reset link sent to your email.')).toBeVisible()
  await expect(email).toHaveValue('')
}

test('forgot password, then reset it from the mailed link and sign in with the new one', async ({ page }) => {
  const problems = watchConsole(page)
  const shopper = await signUpShopper(page.request)
  await requestReset(page, shopper)

  await page.goto(resetLinkFor(shopper.email))
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  const fresh = 'Marigold#2027'
  const newPassword = page.getByLabel('New Password', { exact: true })
  const confirm = page.getByLabel('Confirm Password', { exact: true })
  await newPassword.fill(fresh)
  await confirm.fill('Marigold#2028')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()

  await expect(newPassword).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show new password' }).click()
  await expect(newPassword).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Show confirm password' }).click()
  await expect(confirm).toHaveAttribute('type', 'text')

  await confirm.fill(fresh)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Password reset successful. You can now log in.')).toBeVisible()
  const shownAt = Date.now()
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
  expect(Date.now() - shownAt).toBeGreaterThan(1500)

  // The old password no longer works; the new one does.
  await page.getByLabel('Email or Phone').fill(shopper.email)
  await page.getByLabel('Password', { exact: true }).fill(shopper.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.')
  await submitSignIn(page, { email: shopper.email, password: fresh })
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: `Your account, ${shopper.name}` })).toBeVisible()
  expect(problems.filter((p) => !p.includes('401'))).toEqual([])
})

test('the reset forms say when they are busy, when the link is used up and when the server is away', async ({ page }) => {
  const shopper = await signUpShopper(page.request)
  await requestReset(page, shopper)
  const link = resetLinkFor(shopper.email)

  // Busy: the button reads Sending... and is disabled until the answer comes.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/users/request-password-reset', async (route) => {
    await held
    await route.continue()
  })
  await page.getByLabel('Email', { exact: true }).fill(shopper.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  release()
  await expect(page.getByText('Reset link sent to your email.')).toBeVisible()
  await page.unroute('**/api/users/request-password-reset')

  // The network is down.
  await page.route('**/api/users/request-password-reset', (route) => route.abort())
  await page.getByLabel('Email', { exact: true }).fill(shopper.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Server error. Please try again later.')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(shopper.email)

  // Use the link once, then once more: the server's message.
  const reset = async (password: string) => {
    await page.goto(link)
    await page.getByLabel('New Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Reset Password' }).click()
  }
  await reset('Jasmine#2027')
  await expect(page.getByText('Password reset successful. You can now log in.')).toBeVisible()
  await reset('Jasmine#2028')
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.')

  await page.route('**/api/users/reset-password/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.abort()
  })
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByRole('button', { name: 'Resetting...' })).toBeDisabled()
  await expect(page.getByRole('alert')).toHaveText('Server error. Try again later.')
})

/** Each signed-in screen, and what the sign-in page tells a visitor sent from it. */
const GUARDED: Array<[string, string]> = [
  ['/cart', 'Sign in to see your bag.'],
  ['/checkout', 'Sign in to check out.'],
  ['/profile?tab=orders', 'Sign in to see your orders.'],
  ['/wishlist', 'Sign in to see your wishlist.'],
  ['/orders/64b7f0c2a1b2c3d4e5f60718', 'Sign in to see your order.'],
]

test('every signed-in screen sends a visitor to sign in, and back to the page asked for', async ({ browser, request }) => {
  const shopper = await signUpShopper(request)
  for (const [path, reason] of GUARDED) {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === path)
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
      await expect(page.getByText(reason)).toBeVisible()
      await submitSignIn(page, shopper)
      await expect(page).toHaveURL((url) => url.pathname + url.search === path)
    } finally {
      await context.close()
    }
  }
})

test('a signed-in shopper opening sign-in goes home, or where from= says; the shared wishlist is public', async ({ page, browser }) => {
  const shopper = await signUpShopper(page.request)
  await signIn(page, shopper)
  await page.goto('/login')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await page.goto('/login?from=%2Fwishlist')
  await expect(page).toHaveURL((url) => url.pathname === '/wishlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (0 items)')

  const visitor = await browser.newContext()
  try {
    const shared = await visitor.newPage()
    await shared.goto(`/wishlist/${shopper.id}`)
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Shared Wishlist')
    await expect(shared).toHaveURL(new RegExp(`/wishlist/${shopper.id}$`))
  } finally {
    await visitor.close()
  }
})

/** A fresh shopper signed in through the page, with one item in their bag, on the home page. */
async function signedInWithBag(page: Page) {
  const shopper = await signUpShopper(page.request)
  const [item] = buyableProducts(e2eSnapshot(), 1)
  await signIn(page, shopper)
  const added = await page.request.post('/api/cart/add', { data: { user_id: shopper.id, product_id: item!.product._id, variant_id: item!.variantId, quantity: 1, size: 'M' } })
  expect(added.ok()).toBe(true)
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible()
  return shopper
}

test('the header user menu works by keyboard, and Logout signs out', async ({ page }) => {
  const problems = watchConsole(page)
  const shopper = await signedInWithBag(page)

  const button = page.getByRole('button', { name: `Your account, ${shopper.name}` })
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(shopper.phone)).toBeVisible()
  const items = menu.getByRole('menuitem')
  await expect(items).toHaveText(['Wishlist', 'Orders', 'Contact Us', 'Addresses', 'Edit Profile', 'Logout'])
  await expect(menu.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/profile?tab=orders')
  await expect(menu.getByRole('menuitem', { name: 'Addresses' })).toHaveAttribute('href', '/profile?tab=addresses')
  await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile?tab=profile')

  await expect(items.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(items.nth(5)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(items.nth(5)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(items.nth(0)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // ArrowUp opens on the last item; a click outside closes.
  await page.keyboard.press('ArrowUp')
  await expect(items.nth(5)).toBeFocused()
  await page.mouse.click(5, 400)
  await expect(menu).toBeHidden()

  // Enter on a link follows it.
  await button.click()
  await items.nth(0).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/wishlist$/)

  await button.click()
  await menu.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bag', exact: true })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  expect((await page.request.get('/api/users/me')).status()).toBe(401)
  // After the reload the wishlist screen is guarded again.
  await expect(page).toHaveURL(/\/login\?from=%2Fwishlist$/)
  expect(problems.filter((p) => !p.includes('401'))).toEqual([])
})

test('the mobile drawer lists the account links and Logout', async ({ page }) => {
  const shopper = await signUpShopper(page.request)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, shopper)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const account = drawer.getByRole('navigation', { name: 'Your account' })
  await expect(account.getByRole('link')).toHaveText(['Profile', 'Wishlist', 'Orders', 'Contact Us', 'Addresses', 'Edit Profile'])
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()
  await account.getByRole('link', { name: 'Addresses' }).click()
  await expect(page).toHaveURL(/\/profile\?tab=addresses$/)
})

test('Create Account says every problem at once, under its field, and then signs the shopper up', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/signup')
  const password = page.getByLabel('Password', { exact: true })
  // The length is said before anything is typed.
  await expect(password).toHaveAccessibleDescription('At least 8 characters.')
  await page.getByRole('button', { name: 'Create Account' }).click()
  const name = page.getByLabel('Full Name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription('Name is required')
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.')
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('Phone number must be exactly 10 digits.')
  await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.')
  for (const field of [name, page.getByLabel('Email'), page.getByLabel('Phone Number'), password]) await expect(field).toHaveAttribute('aria-invalid', 'true')
  // A field's problem goes as it is changed; the others stay until the next try.
  await name.fill('Meera Iyer')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

  const stamp = Date.now()
  await page.getByLabel('Email').fill(`meera.${stamp}@example.com`)
  await page.getByLabel('Phone Number').fill(String(7_000_000_000 + (stamp % 999_999_999)))
  await password.fill('Saffron#2026')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('status').filter({ hasText: /created/i })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(problems).toEqual([])
})

test('another tab signing out or in is followed at once: name, bag and guarded screens', async ({ page, context }) => {
  const problems = watchConsole(page)
  const shopper = await signedInWithBag(page)
  await expect(page.getByRole('button', { name: `Your account, ${shopper.name}` })).toBeVisible()

  // The shopper signs out in a second tab: the first forgets them without a reload or a click.
  const other = await context.newPage()
  await other.goto('/')
  const account = other.getByRole('button', { name: `Your account, ${shopper.name}` })
  await account.click()
  await other.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click()
  await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Your account, ${shopper.name}` })).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveCount(0)

  // And signs in again there: the first tab shows them and their bag again.
  await signIn(other, shopper)
  await expect(page.getByRole('button', { name: `Your account, ${shopper.name}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible()

  // A guarded screen left open is guarded again once they sign out elsewhere.
  await page.goto('/profile')
  await expect(page.getByRole('tab', { name: 'Profile Details' })).toBeVisible()
  await other.getByRole('button', { name: `Your account, ${shopper.name}` }).click()
  await other.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/)
  // The other tab reloads as it signs out (spec 001 §4): closed during that reload, the page did not close (once in 8).
  await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await other.close()
  expect(problems.filter((p) => !p.includes('401'))).toEqual([])
})
