/**
 * Every product page's related products at once, for the plan's route hashes. Picking one page's related products
 * is a pass over its category (data/catalogue/related.ts), so all pages cost the square of the category sizes: about
 * a second at 10,000 products. A pick depends only on the product's id and its category's candidates (their ids, in
 * order), so a category whose candidates are what they were in the last build keeps that build's picks (the record
 * cache carries them, under the code hash that made them). Server-side only (node:crypto).
 */
import { createHash } from 'node:crypto'
import type { CatalogueIndex } from './catalogueIndex'
import { relatedProductIds } from '../views/productData'

/** Per category id: its candidates' key and the related ids picked for its products so far. */
export type RelatedPicks = Record<string, { key: string; picks: Record<string, string[]> }>

export interface RelatedPicker {
  relatedIds(productId: string, categoryId: string | undefined): string[]
  /** Whether the product's related ids are the last build's (its category's candidates are what they were). */
  kept(productId: string, categoryId: string | undefined): boolean
  /** The last build's picks in a category whose candidates are what they were (none otherwise). */
  keptPicks(categoryId: string): Readonly<Record<string, string[]>>
  /** What to keep for the next build: every category asked about, with its picks. */
  picks: RelatedPicks
}

export function relatedPicker(index: CatalogueIndex, previous?: RelatedPicks): RelatedPicker {
  const picks: RelatedPicks = {}
  // Categories whose picks are the last build's, and products picked for in this build (into a kept category's
  // picks too, when one was missing there).
  const kept = new Set<string>()
  const picked = new Set<string>()
  const entryOf = (categoryId: string) => {
    let entry = picks[categoryId]
    if (!entry) {
      const ids = (index.newestByCategory.get(categoryId) ?? []).map((p) => p._id)
      const key = createHash('sha1').update(ids.join('\n')).digest('base64url')
      const old = previous?.[categoryId]
      entry = picks[categoryId] = { key, picks: old?.key === key ? old.picks : {} }
      if (old?.key === key) kept.add(categoryId)
    }
    return entry
  }
  return {
    picks,
    kept(productId, categoryId) {
      if (!categoryId) return true
      const entry = entryOf(categoryId)
      return kept.has(categoryId) && productId in entry.picks && !picked.has(productId)
    },
    keptPicks(categoryId) {
      entryOf(categoryId)
      return kept.has(categoryId) ? picks[categoryId]!.picks : {}
    },
    relatedIds(productId, categoryId) {
      if (!categoryId) return []
      const entry = entryOf(categoryId)
      let ids = entry.picks[productId]
      if (!ids) {
        ids = entry.picks[productId] = relatedProductIds(index, productId, categoryId)
        picked.add(productId)
      }
      return ids
    },
  }
}
