import { SEARCH_SHELL_PATH } from '../../data/catalogue/searchRoutes'

/** The one search shell; every /products/search/{query} URL is served this file. */
export function onBeforePrerenderStart(): string[] {
  return [SEARCH_SHELL_PATH]
}
