/**
 * The browser's copy of the static card index, fetched only when a shopper pages, re-sorts or filters a listing (or
 * searches), or lands on the 404 page from a catalogue URL (which finds the id's canonical address in it). A category
 * listing reads the head and its own part; a listing paged or re-sorted without a filter reads its first cards in
 * that order, when it has them; anything wider reads every part (cardParts.ts). Each file is fetched once.
 */
import { CARD_INDEX_PATH, type CardIndex, type CardScope, type IndexedCard } from './cards'
import { cardIndexOf, cardPartPath, firstCardsPath, type CardIndexHead, type CardIndexPart, type ListingScope } from './cardParts'
import type { SortKey } from './sorting'

const files = new Map<string, Promise<unknown>>()
const assembled = new Map<string, Promise<CardIndex>>()

function fetchJson<T>(path: string): Promise<T> {
  let loading = files.get(path)
  if (!loading) {
    loading = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`card index: HTTP ${response.status} for ${path}`)
      return response.json() as Promise<unknown>
    })
    files.set(path, loading)
    // A later attempt may succeed.
    loading.catch(() => files.delete(path))
  }
  return loading as Promise<T>
}

/** The cards a listing of this scope filters (its category's, or all of them), with the swatches and addresses. */
export function loadCardIndex(scope: CardScope = {}): Promise<CardIndex> {
  const key = scope.categoryId ?? ''
  let loading = assembled.get(key)
  if (!loading) {
    // A category's part is named by its id: it is fetched beside the head rather than after it.
    if (scope.categoryId !== undefined) void fetchJson(cardPartPath(scope.categoryId)).catch(() => undefined)
    loading = fetchJson<CardIndexHead>(CARD_INDEX_PATH).then((head) => cardIndexOf(head, fetchJson<CardIndexPart>, scope))
    assembled.set(key, loading)
    loading.catch(() => assembled.delete(key))
  }
  return loading
}

/** A listing's first cards in this order (cardParts.ts FIRST_PAGES): a part of its own, without the head. */
export function loadFirstCards(scope: ListingScope, sort: SortKey): Promise<IndexedCard[]> {
  return fetchJson<CardIndexPart>(firstCardsPath(sort, scope)).then((part) => part.cards)
}
