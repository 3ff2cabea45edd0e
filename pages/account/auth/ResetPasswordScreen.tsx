/** Reset Password: being built (issue 7/8); the route, guard and lazy loading are in place. */
import { useEffect } from 'react'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'

export function ResetPasswordScreen() {
  useEffect(() => void (document.title = screenTitle('Reset Password')), [])
  return <ScreenStatus>Reset Password</ScreenStatus>
}
