/**
 * The account shell: react-router-dom routes inside one client-only vike page. vike owns navigation between
 * pages; react-router owns navigation within the shell (its links carry data-vike="false"). When vike renders
 * this page again (a header link to /cart while on /login), the router remounts so it reads the new URL.
 *
 * Each screen is its own chunk, loaded when its route is opened, so the shell's first load stays small however
 * many screens the account area grows. Signed-in screens sit inside <RequireUser> (spec 000 §6, 001 §6).
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { usePageContext } from 'vike-react/usePageContext'
import { chromeStore } from '../../components/layout/chrome'
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

const generations = new WeakMap<object, number>()
let generation = 0
function renderGeneration(pageContext: object): number {
  let known = generations.get(pageContext)
  if (known === undefined) generations.set(pageContext, (known = ++generation))
  return known
}

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

const guarded = (element: ReactNode) => <RequireUser>{element}</RequireUser>

export default function Page() {
  const pageContext = usePageContext()
  return (
    <BrowserRouter key={renderGeneration(pageContext)}>
      <RouteEffects />
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
