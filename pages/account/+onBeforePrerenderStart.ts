import { ACCOUNT_STATIC_ROUTES } from '../../data/account/routes'

/** One shell file per static account route; dynamic ones are rewritten to the login shell by the host. */
export function onBeforePrerenderStart(): string[] {
  return [...ACCOUNT_STATIC_ROUTES]
}
