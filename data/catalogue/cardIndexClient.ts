/**
 * The browser's copy of the static card index, fetched once and only when a shopper pages or re-sorts a listing.
 */
import { CARD_INDEX_PATH, type CardIndex, type CardModel } from './cards'

let loading: Promise<CardModel[]> | undefined

export function loadCardIndex(): Promise<CardModel[]> {
  loading ??= fetch(CARD_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`card index: HTTP ${response.status}`)
      return response.json() as Promise<CardIndex>
    })
    .then((index) => index.cards)
    .catch((error: unknown) => {
      loading = undefined // a later attempt may succeed
      throw error
    })
  return loading
}
