/** My Wishlist: being built (issue 7/8); the route, guard and lazy loading are in place. */
import { useEffect } from 'react'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'

export function WishlistScreen() {
  useEffect(() => void (document.title = screenTitle('My Wishlist')), [])
  return <ScreenStatus>My Wishlist</ScreenStatus>
}
