import { STATIC_PAGE_PATHS } from '../../data/content/staticPaths'

export function onBeforePrerenderStart(): string[] {
  return [...STATIC_PAGE_PATHS]
}
