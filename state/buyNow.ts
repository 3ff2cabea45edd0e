/**
 * BUY NOW (spec 000 §2, spec 001 §3): one product, quantity fixed at 1, checked out on its own while the bag stays
 * as it is. The item is kept for this tab (sessionStorage), so a reload of /checkout still knows what is bought.
 */
import { proxy, subscribe } from 'valtio'
import type { Paise } from '../data/catalogue/money'

export interface BuyNowItem {
  productId: string
  /** The variant's id, or `true` for a simple product (spec 000 §5). */
  variantId: string | true
  name: string
  image: string | null
  sku: string
  /** Attribute name → value, as the bag shows them. */
  attributes: Record<string, string>
  price: Paise
  comparePrice: Paise | null
}

export const BUY_NOW_STORAGE_KEY = 'vitrine.buyNow'

export const buyNowStore = proxy<{ item: BuyNowItem | null }>({ item: null })

export function setBuyNow(item: BuyNowItem): void {
  buyNowStore.item = item
}

export function clearBuyNow(): void {
  buyNowStore.item = null
}

export function parseSavedBuyNow(saved: string | null): BuyNowItem | null {
  try {
    const value = saved ? (JSON.parse(saved) as Partial<BuyNowItem>) : null
    if (!value || typeof value.productId !== 'string' || (value.variantId !== true && typeof value.variantId !== 'string') || typeof value.price !== 'number') return null
    return value as BuyNowItem
  } catch {
    return null
  }
}

let persisting = false

/** Restores the tab's buy-now item and keeps it saved; called once after hydration. */
export function persistBuyNow(): void {
  if (persisting || typeof window === 'undefined') return
  persisting = true
  try {
    buyNowStore.item ??= parseSavedBuyNow(window.sessionStorage.getItem(BUY_NOW_STORAGE_KEY))
  } catch {
    // Storage disabled: the item lasts until the tab navigates away.
  }
  subscribe(buyNowStore, () => {
    try {
      if (buyNowStore.item) window.sessionStorage.setItem(BUY_NOW_STORAGE_KEY, JSON.stringify(buyNowStore.item))
      else window.sessionStorage.removeItem(BUY_NOW_STORAGE_KEY)
    } catch {
      // ignore
    }
  })
}
