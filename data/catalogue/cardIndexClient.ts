/**
 * The browser's copy of the static card index, fetched once and only when a shopper pages, re-sorts or filters a
 * listing (or searches), or lands on the 404 page from a catalogue URL (which finds the id's canonical address in it).
 */
import { CARD_INDEX_PATH, type CardIndex, type IndexedCard } from './cards'

let loading: Promise<CardIndex> | undefined

/** The whole index file: cards with their facets, and the colour swatches. */
export function loadCardIndexFile(): Promise<CardIndex> {
  loading ??= fetch(CARD_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`card index: HTTP ${response.status}`)
      return response.json() as Promise<CardIndex>
    })
    .catch((error: unknown) => {
      loading = undefined // a later attempt may succeed
      throw error
    })
  return loading
}

export function loadCardIndex(): Promise<IndexedCard[]> {
  return loadCardIndexFile().then((index) => index.cards)
}
