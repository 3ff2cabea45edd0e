/**
 * The header search's suggestions (spec 001 §5, §7): product names matched against a non-empty query, first 10.
 *
 * They come from a compact index the build publishes beside the card index. At 10,000 products the card index is
 * 4.5 MB (513 kB gzip) and `GET /api/products` 49 MB; this file keeps only what a suggestion shows — id, name,
 * price and thumbnail, about 1 MB (160 kB gzip) — and rebuilds each link with `productPath`, the one URL builder.
 */
import type { CardModel } from './cards'
import { fetchOnce } from './fetchOnce'
import type { Paise } from './money'
import { productPath } from './paths'

export const SEARCH_INDEX_PATH = '/catalogue/search.json'
export const MAX_SUGGESTIONS = 10

/** One product as the file stores it, newest first: id, name, price in paise, thumbnail. */
export type SearchRow = [id: string, name: string, price: Paise, image: string | null]
export interface SearchIndexFile {
  rows: SearchRow[]
}

export function toSearchRows(cards: readonly CardModel[]): SearchRow[] {
  return cards.map((card) => [card.id, card.name, card.price, card.image])
}

export interface Suggestion {
  id: string
  name: string
  path: string
  price: Paise
  image: string | null
}

/** The index made ready to match: each name lower-cased once, with a leading space so a word start is ' ' + word. */
export interface PreparedSearch {
  rows: SearchRow[]
  names: string[]
}

const isRow = (row: unknown): row is SearchRow =>
  Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string' && typeof row[2] === 'number' && (row[3] === null || typeof row[3] === 'string')

/** Reads the published file; a row that is not what it should be is left out rather than breaking the search. */
export function prepareSearch(file: unknown): PreparedSearch {
  const rows = ((file as Partial<SearchIndexFile> | null)?.rows ?? []).filter(isRow)
  return { rows, names: rows.map((row) => ` ${row[1].toLowerCase()}`) }
}

/** A search query's words: lower-cased, split on spaces; a blank query has none (and matches nothing). */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean)
}

const startsWord = (name: string, word: string) => name.includes(` ${word}`) || name.includes(`-${word}`)

/**
 * Products whose name contains every word of the query — the search listing's own rule, so a suggestion is always
 * among the results Enter opens. Names that begin with the query come first, then names where every word starts a
 * word, then the rest; within each, the index's order (newest first). At most `limit`.
 */
export function suggestionsFor(search: PreparedSearch, query: string, limit = MAX_SUGGESTIONS): Suggestion[] {
  const words = queryWords(query)
  if (words.length === 0 || limit <= 0) return []
  const phrase = ` ${words.join(' ')}`
  const ranks: SearchRow[][] = [[], [], []]
  for (let i = 0; i < search.rows.length && ranks[0]!.length < limit; i++) {
    const name = search.names[i]!
    if (!words.every((word) => name.includes(word))) continue
    const rank = name.startsWith(phrase) ? 0 : words.every((word) => startsWord(name, word)) ? 1 : 2
    ranks[rank]!.push(search.rows[i]!)
  }
  return ranks
    .flat()
    .slice(0, limit)
    .map(([id, name, price, image]) => ({ id, name, path: productPath({ _id: id, product_name: name }), price, image }))
}

/** The browser's copy, fetched once on first use of the header search. */
export const loadSearchIndex: () => Promise<PreparedSearch> = fetchOnce(SEARCH_INDEX_PATH, prepareSearch)
