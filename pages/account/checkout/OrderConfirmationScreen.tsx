/** Order confirmation: being built (issue 7/8); the route, guard and lazy loading are in place. */
import { useEffect } from 'react'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'

export function OrderConfirmationScreen() {
  useEffect(() => void (document.title = screenTitle('Order confirmation')), [])
  return <ScreenStatus>Order confirmation</ScreenStatus>
}
