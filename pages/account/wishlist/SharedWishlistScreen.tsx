/** Shared Wishlist: being built (issue 7/8); the route, guard and lazy loading are in place. */
import { useEffect } from 'react'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'

export function SharedWishlistScreen() {
  useEffect(() => void (document.title = screenTitle('Shared Wishlist')), [])
  return <ScreenStatus>Shared Wishlist</ScreenStatus>
}
