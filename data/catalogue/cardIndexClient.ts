/**
 * The browser's copy of the static card index, fetched once and only when a shopper pages or re-sorts a listing.
 * (The header search reads its own, smaller index: searchIndex.ts.)
 */
import { CARD_INDEX_PATH, type CardIndex, type CardModel } from './cards'
import { fetchOnce } from './fetchOnce'

export const loadCardIndex: () => Promise<CardModel[]> = fetchOnce(CARD_INDEX_PATH, (body) => (body as CardIndex).cards)
