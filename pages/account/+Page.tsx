/**
 * The account shell: react-router-dom routes inside one client-only vike page. vike owns navigation between
 * pages; react-router owns navigation within the shell (its links carry data-vike="false"). When vike renders
 * this page again (a header link to /cart while on /login), the router remounts so it reads the new URL.
 */
import { useEffect } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { usePageContext } from 'vike-react/usePageContext'
import { chromeStore } from '../../components/layout/chrome'
import { CartScreen } from './screens/CartScreen'
import { LoginScreen } from './screens/LoginScreen'
import { NotFoundScreen } from './screens/NotFoundScreen'
import { SignupScreen } from './screens/SignupScreen'

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

export default function Page() {
  const pageContext = usePageContext()
  return (
    <BrowserRouter key={renderGeneration(pageContext)}>
      <RouteEffects />
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/signup" element={<SignupScreen />} />
        <Route path="/cart" element={<CartScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </BrowserRouter>
  )
}
