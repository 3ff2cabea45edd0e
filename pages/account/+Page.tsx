/**
 * The account shell: react-router-dom routes inside one client-only vike page. The shop routes on the server
 * (pages/+config.ts): a link to any other page loads that page's document; react-router owns navigation within the
 * shell, and a plain link to another account screen (the header's bag or wishlist) stays inside it (ShellLinks).
 *
 * Each screen is its own chunk, loaded when its route is opened, so the shell's first load stays small however
 * many screens the account area grows. Signed-in screens sit inside <RequireUser> (spec 000 §6, 001 §6).
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { chromeStore } from '../../components/layout/chrome'
import { isAccountPath } from '../../data/account/routes'
import { LoginScreen } from './auth/LoginScreen'
import { NotFoundScreen } from './NotFoundScreen'
import { RequireUser } from './RequireUser'
import { ScreenStatus } from './ScreenStatus'

/** A screen's chunk, loaded on first use (named exports, as every screen module has). */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }))
}

const SignupScreen = screen(() => import('./auth/SignupScreen'), 'SignupScreen')
const ForgotPasswordScreen = screen(() => import('./auth/ForgotPasswordScreen'), 'ForgotPasswordScreen')
const ResetPasswordScreen = screen(() => import('./auth/ResetPasswordScreen'), 'ResetPasswordScreen')
const CartScreen = screen(() => import('./bag/CartScreen'), 'CartScreen')
const CheckoutScreen = screen(() => import('./checkout/CheckoutScreen'), 'CheckoutScreen')
const OrderConfirmationScreen = screen(() => import('./checkout/OrderConfirmationScreen'), 'OrderConfirmationScreen')
const OrderDetailScreen = screen(() => import('./orders/OrderDetailScreen'), 'OrderDetailScreen')
const ProfileScreen = screen(() => import('./profile/ProfileScreen'), 'ProfileScreen')
const WishlistScreen = screen(() => import('./wishlist/WishlistScreen'), 'WishlistScreen')
const SharedWishlistScreen = screen(() => import('./wishlist/SharedWishlistScreen'), 'SharedWishlistScreen')

/** Tells the layout where the shell is (footer hidden on /login and /signup) and scrolls up on each route. */
function RouteEffects() {
  const { pathname } = useLocation()
  useEffect(() => {
    chromeStore.accountPath = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  useEffect(() => () => void (chromeStore.accountPath = null), [])
  return null
}

/**
 * A plain link to another account screen (the header's bag, wishlist or account menu) opens it in the shell, as
 * react-router's own links do, instead of loading the shell's document again. Any other link is the browser's.
 */
function ShellLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return
      if (link.origin !== window.location.origin || !isAccountPath(link.pathname)) return
      event.preventDefault()
      navigate(link.pathname + link.search + link.hash)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
  return null
}

const guarded = (element: ReactNode) => <RequireUser>{element}</RequireUser>

export default function Page() {
  return (
    <BrowserRouter>
      <RouteEffects />
      <ShellLinks />
      <Suspense fallback={<ScreenStatus>Loading…</ScreenStatus>}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/signup" element={<SignupScreen />} />
          <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
          <Route path="/cart" element={guarded(<CartScreen />)} />
          <Route path="/checkout" element={guarded(<CheckoutScreen />)} />
          <Route path="/order-confirmation" element={<OrderConfirmationScreen />} />
          <Route path="/orders/:orderId" element={guarded(<OrderDetailScreen />)} />
          <Route path="/profile" element={guarded(<ProfileScreen />)} />
          <Route path="/wishlist" element={guarded(<WishlistScreen />)} />
          <Route path="/wishlist/:userId" element={<SharedWishlistScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  )
}
