/**
 * Navigation out of a shell screen: account paths stay inside react-router; any other page is a document of its own
 * (components/ui/openPage.ts).
 */
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { isAccountPath } from '../../data/account/routes'
import { openPage } from '../../components/ui/openPage'

export function useShellNavigate() {
  const routerNavigate = useNavigate()
  return useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const pathname = to.split(/[?#]/)[0] ?? to
      if (isAccountPath(pathname)) routerNavigate(to, options)
      else openPage(to, options)
    },
    [routerNavigate],
  )
}

/** Sets the document title for a shell screen (the shell's HTML title is the same for all of them). */
export function screenTitle(title: string): string {
  return `${title} | Vitrine`
}
