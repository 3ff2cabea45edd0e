/** Checkout: being built (issue 7/8); the route, guard and lazy loading are in place. */
import { useEffect } from 'react'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'

export function CheckoutScreen() {
  useEffect(() => void (document.title = screenTitle('Checkout')), [])
  return <ScreenStatus>Checkout</ScreenStatus>
}
