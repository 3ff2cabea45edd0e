/**
 * Writes the static card index (`<clientDir>/catalogue/cards.json`): every visible product as a compact card model
 * with its category ids and sort keys, newest first. Listings fetch it only when a shopper pages or re-sorts.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CARD_INDEX_PATH, type CardIndex } from '../../data/catalogue/cards'
import { catalogueIndex, cardsOf } from '../../data/catalogueIndex'
import type { CatalogueSnapshot } from '../../data/snapshot'

export async function writeCardIndex(snapshot: CatalogueSnapshot, clientDir: string): Promise<void> {
  const index = catalogueIndex(snapshot)
  const body: CardIndex = { builtAt: index.now.toISOString(), cards: cardsOf(index, index.newest) }
  const file = path.join(clientDir, ...CARD_INDEX_PATH.split('/').filter(Boolean))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(body))
}
