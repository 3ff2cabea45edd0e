import { catalogueIndex } from '../../data/catalogueIndex'
import { listingPaths } from '../../data/listingData'

export function onBeforePrerenderStart(): string[] {
  return listingPaths(catalogueIndex())
}
