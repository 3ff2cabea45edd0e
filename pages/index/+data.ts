import { catalogueIndex } from '../../data/catalogueIndex'
import { homeData } from '../../data/homeData'
import { layoutData, type WithLayout } from '../../data/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const index = catalogueIndex()
  return {
    ...homeData(index),
    layout: layoutData(index.snapshot),
    meta: { title: '', description: '' },
  } satisfies WithLayout & Record<string, unknown>
}
