import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { relatedPicker } from '../../data/build/relatedPicks'
import { routeInputs } from '../../data/build/routeInputs'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { relatedProductIds } from '../../data/views/productData'
import { blogSnapshot } from '../fixtures/blogs'

/** A copy of the snapshot with one visible product dropped: its categories' candidates change. */
function without(snapshot: CatalogueSnapshot, productId: string): CatalogueSnapshot {
  const copy = structuredClone(snapshot)
  copy.products = copy.products.filter((p) => p._id !== productId)
  return copy
}

describe('related picks kept from the last build (the plan asks for every product page at once)', () => {
  const index = catalogueIndex(structuredClone(blogSnapshot))
  const pages = index.visible.map((p) => [p._id, p.card.categoryIds[0]] as const)

  it('pick what the page itself picks', () => {
    const picker = relatedPicker(index)
    for (const [id, category] of pages) expect(picker.relatedIds(id, category)).toEqual(category ? relatedProductIds(index, id, category) : [])
  })

  it('are taken over while a category keeps its candidates, and made afresh when they change', () => {
    const first = relatedPicker(index)
    for (const [id, category] of pages) first.relatedIds(id, category)
    // Kept picks are used as they are: a poisoned one shows that they were.
    const kept = structuredClone(first.picks)
    const [id, category] = pages.find(([, c]) => c)!
    kept[category!]!.picks[id] = ['poisoned']
    expect(relatedPicker(index, kept).relatedIds(id, category)).toEqual(['poisoned'])

    const dropped = pages.find(([other, c]) => c === category && other !== id)![0]
    const smaller = catalogueIndex(without(blogSnapshot, dropped))
    expect(relatedPicker(smaller, kept).relatedIds(id, category)).toEqual(relatedProductIds(smaller, id, category!))
  })

  it('give the same route hashes as picking afresh', () => {
    const first = relatedPicker(index)
    const fresh = routeInputs(index, undefined, first).routes
    const again = routeInputs(catalogueIndex(structuredClone(blogSnapshot)), undefined, relatedPicker(index, structuredClone(first.picks))).routes
    expect([...again]).toEqual([...fresh])
    expect([...routeInputs(catalogueIndex(structuredClone(blogSnapshot))).routes]).toEqual([...fresh])
  })
})
