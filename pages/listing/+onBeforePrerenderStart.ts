import { catalogueIndex } from '../../data/build/catalogueIndex'
import { listingPaths } from '../../data/views/listingData'

export function onBeforePrerenderStart(): string[] {
  return listingPaths(catalogueIndex())
}
