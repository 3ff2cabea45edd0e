/**
 * The shopper's bag. The server holds it; the store mirrors the lines and their count for the header badge.
 */
import { proxy } from 'valtio'
import { api } from '../data/contract/client'
import type { CartAddBody, CartItem } from '../data/contract/schemas'
import { livePaths, toCartItem, unwrap } from '../data/contract/calls'

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export const cartStore = proxy<{ items: CartItem[]; totalQuantity: number; status: CartStatus; userId: string | null }>({
  items: [],
  totalQuantity: 0,
  status: 'idle',
  userId: null,
})

/** Keeps the lines the contract understands; a malformed line is dropped rather than breaking the bag. */
export function parseCartItems(body: unknown): CartItem[] {
  return unwrap.cartItems(body).flatMap((raw) => {
    const item = toCartItem(raw)
    return item ? [{ ...item, selected: true }] : []
  })
}

export function totalQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

export async function loadCart(userId: string): Promise<void> {
  cartStore.status = 'loading'
  cartStore.userId = userId
  try {
    const items = parseCartItems(await api.get(livePaths.cart(userId)))
    cartStore.items = items
    cartStore.totalQuantity = totalQuantity(items)
    cartStore.status = 'loaded'
  } catch (error) {
    // Logged only (spec 000 §8): the bag stays as it was.
    console.warn('Cart load failed', error)
    cartStore.status = 'failed'
  }
}

/** Adds to the bag on the server, then reloads the bag so the badge and lines agree with it. */
export async function addToCart(body: CartAddBody): Promise<void> {
  await api.post(livePaths.cartAdd, body)
  await loadCart(body.user_id)
}

export function clearCart(): void {
  cartStore.items = []
  cartStore.totalQuantity = 0
  cartStore.status = 'idle'
  cartStore.userId = null
}
