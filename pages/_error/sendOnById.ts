/**
 * On a host that cannot send stray catalogue URLs on by itself (no id matching in its rules), the 404 page does it:
 * the card index knows every product's and listing's canonical path by id (data/catalogue/forgivingUrls.ts).
 * Loaded only when a 404 happens under /product/.
 */
import { loadCardIndex } from '../../data/catalogue/cardIndexClient'
import { addressBook, movedTo } from '../../data/catalogue/forgivingUrls'

export async function sendOnById(): Promise<void> {
  const index = await loadCardIndex()
  const { pathname, search, hash } = window.location
  const target = movedTo(safeDecode(pathname), search, addressBook(index.cards, index.categories ?? []))
  if (target) window.location.replace(target + hash)
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
