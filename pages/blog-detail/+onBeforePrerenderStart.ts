import { catalogueIndex } from '../../data/build/catalogueIndex'
import { blogPaths } from '../../data/content/blogData'

/** One page per blog of the snapshot (the same list `contentRoutes` verifies). */
export function onBeforePrerenderStart(): string[] {
  return blogPaths(catalogueIndex())
}
