/**
 * The account area is one client-rendered shell (react-router-dom inside one vike page, `ssr: false`). Static
 * routes get their own pre-rendered shell file; dynamic ones are served the login shell by host rewrite rules
 * and `vitrine serve`, and react-router reads the real URL.
 */
export const ACCOUNT_STATIC_ROUTES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/profile',
  '/wishlist',
  '/cart',
  '/checkout',
  '/order-confirmation',
] as const

/** Prefixes of account routes with a parameter (`/reset-password/{token}`, `/wishlist/{userId}`, `/orders/{id}`). */
export const ACCOUNT_DYNAMIC_PREFIXES = ['/reset-password/', '/wishlist/', '/orders/'] as const

/** The pre-rendered file a dynamic account URL falls back to. */
export const ACCOUNT_SHELL_HTML = '/login/index.html'

export function isAccountPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if ((ACCOUNT_STATIC_ROUTES as readonly string[]).includes(path)) return true
  return ACCOUNT_DYNAMIC_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
}

/** Where the shopper was, so sign-in can bring them back (only same-site paths, never another origin). */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  if (from === '/login' || from === '/signup') return '/'
  return from
}

/**
 * What the sign-in page says to a shopper sent there from a page that needs them signed in (the bag, the
 * wishlist...), so that landing on a form instead of the bag they tapped reads as a step, not a wrong turn. Null
 * for a plain visit or any other page.
 */
export function signInReason(returnTo: string): string | null {
  const path = returnTo.split(/[?#]/)[0]!
  if (path === '/cart') return 'Sign in to see your bag.'
  if (path === '/checkout') return 'Sign in to check out.'
  if (path === '/wishlist') return 'Sign in to see your wishlist.'
  if (path === '/profile') return new URLSearchParams(returnTo.split('?')[1] ?? '').get('tab') === 'orders' ? 'Sign in to see your orders.' : 'Sign in to see your account.'
  if (path.startsWith('/orders/') || path === '/order-confirmation') return 'Sign in to see your order.'
  return null
}

/** The sign-in page that brings the shopper back to `here` afterwards. */
export function loginPathFrom(here: string): string {
  return `/login?from=${encodeURIComponent(here)}`
}

/**
 * The tabs of /profile, picked by the `tab` query parameter (spec 001 §2 Profile). Coupons has no menu entry; an
 * unknown or missing tab shows Profile Details.
 */
export const PROFILE_TABS = ['profile', 'orders', 'addresses', 'coupons'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]
export const DEFAULT_PROFILE_TAB: ProfileTab = 'profile'

export function profileTabFrom(search: string): ProfileTab {
  const tab = new URLSearchParams(search).get('tab')
  return (PROFILE_TABS as readonly string[]).includes(tab ?? '') ? (tab as ProfileTab) : DEFAULT_PROFILE_TAB
}

export const profileTabPath = (tab: ProfileTab) => `/profile?tab=${tab}`

/**
 * BUY NOW opens checkout with this query, so checkout buys the one product held in state/buyNow.ts; plain
 * /checkout (the bag's PLACE ORDER) always buys the bag's selected lines, whatever a tab once bought now.
 */
export const BUY_NOW_CHECKOUT_PATH = '/checkout?buy=now'
export function isBuyNowCheckout(search: string): boolean {
  return new URLSearchParams(search).get('buy') === 'now'
}

/** An order's detail and tracking screen (spec 001 §2). */
export function orderDetailPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}`
}
