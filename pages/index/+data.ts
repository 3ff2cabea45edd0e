import { catalogueIndex } from '../../data/build/catalogueIndex'
import { homeData } from '../../data/views/homeData'
import { layoutData, type WithLayout } from '../../data/views/layoutData'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  const index = catalogueIndex()
  return {
    ...homeData(index),
    layout: layoutData(index.snapshot),
    meta: { title: '', description: '' },
  } satisfies WithLayout & Record<string, unknown>
}
