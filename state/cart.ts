/**
 * The shopper's bag. The server holds the lines and the applied coupon; the store mirrors them, with the
 * client-only `selected` flag (spec 000 §3: default true; kept for the visit, so a reload keeps it) and the count
 * for the header badge. Actions throw ApiError with the server's message so screens can show it.
 *
 * Every page loads this module (the header's badge), so it holds only reading and adding. What changes the bag —
 * selection, quantity, removal, coupons — is in cartEdits.ts, loaded with the bag and checkout screens.
 */
import { proxy } from 'valtio'
import { api } from '../data/contract/client'
import type { CartAddBody, CartItem, Coupon } from '../data/contract/schemas'
import { livePaths, toCartItem, unwrap } from '../data/contract/calls'
import { isLineCounted } from '../data/catalogue/cartLines'
import type { Paise } from '../data/catalogue/money'

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** A coupon the server accepted for the bag, what it takes off (the server's figure) and the lines it was worked out on. */
export interface AppliedCoupon {
  coupon: Coupon
  discount: Paise
  itemIds: string[]
}

interface CartState {
  items: CartItem[]
  totalQuantity: number
  status: CartStatus
  userId: string | null
  coupon: AppliedCoupon | null
  /** A coupon the server says no longer applies to the bag, until the bag drops it (see keepCouponTrue). */
  couponRefused: { code: string; reason: string } | null
  /** Why the bag dropped the shopper's coupon, shown by the summary until another coupon is applied. */
  couponNotice: string | null
  /** True while the bag is asking the server for the coupon's figure again. */
  couponUpdating: boolean
}

export const cartStore = proxy<CartState>({
  items: [],
  totalQuantity: 0,
  status: 'idle',
  userId: null,
  coupon: null,
  couponRefused: null,
  couponNotice: null,
  couponUpdating: false,
})

/** Keeps the lines the contract understands; a malformed line is dropped rather than breaking the bag. */
export function parseCartItems(body: unknown, previous: readonly Pick<CartItem, '_id' | 'selected'>[] = []): CartItem[] {
  const unselected = new Set(previous.filter((item) => item.selected === false).map((item) => item._id))
  return unwrap.cartItems(body).flatMap((raw) => {
    const item = toCartItem(raw)
    return item ? [{ ...item, selected: !unselected.has(item._id) }] : []
  })
}

export function totalQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** The lines PLACE ORDER takes to checkout (spec 000 §2): selected, and buyable as they stand. */
export function selectedItems<T extends Pick<CartItem, 'selected' | 'quantity' | 'product'>>(items: readonly T[]): T[] {
  return items.filter(isLineCounted)
}

export const SELECTION_STORAGE_KEY = 'vitrine.bag.unselected'

/** Whether this tab has a selection saved (only when the shopper unselected something; see cartEdits.ts). */
function hasSavedSelection(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(SELECTION_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/** Takes a bag answer's lines, keeping the selection the shopper made on the lines already known. */
export function setBag(body: unknown, previous: readonly Pick<CartItem, '_id' | 'selected'>[] = cartStore.items): void {
  const items = parseCartItems(body, previous)
  cartStore.items = items
  cartStore.totalQuantity = totalQuantity(items)
  cartStore.status = 'loaded'
}

/**
 * Takes a bag answer. The applied coupon and the selection saved for this visit matter to the bag and checkout
 * screens, which load cartEdits.ts anyway; any other page loads it only when the answer or this tab has one, so
 * every page's first load stays as small as the header's badge needs.
 */
async function takeAnswer(body: unknown): Promise<void> {
  if (unwrap.cartCoupon(body) || cartStore.coupon || cartStore.couponRefused || hasSavedSelection()) {
    return (await import('./cartEdits')).takeBagAnswer(body)
  }
  setBag(body)
}

let loading: { userId: string; done: Promise<void> } | null = null
let loads = 0

/**
 * Reads the bag. Callers at the same moment share one request; `fresh` asks again after a change, and only the
 * latest read is kept, so an older answer arriving late never undoes a newer one.
 */
export function loadCart(userId: string, { fresh = false } = {}): Promise<void> {
  if (!fresh && loading?.userId === userId) return loading.done
  const load = ++loads
  cartStore.status = 'loading'
  cartStore.userId = userId
  const done = (async () => {
    try {
      const body = await api.get(livePaths.cart(userId))
      if (load === loads) await takeAnswer(body)
    } catch (error) {
      // Logged only (spec 000 §8); the bag screen offers a retry.
      console.warn('Cart load failed', error)
      if (load === loads) cartStore.status = 'failed'
    } finally {
      if (load === loads) loading = null
    }
  })()
  loading = { userId, done }
  return done
}

/** Adds to the bag on the server, then reloads the bag so the badge and lines agree with it. */
export async function addToCart(body: CartAddBody): Promise<void> {
  await api.post(livePaths.cartAdd, body)
  await loadCart(body.user_id, { fresh: true })
}

/** After an order: the server has used the lines up; forget them here and reload what is left. */
export async function afterOrderPlaced(): Promise<void> {
  cartStore.coupon = null
  cartStore.couponRefused = null
  cartStore.couponNotice = null
  if (cartStore.userId) await loadCart(cartStore.userId, { fresh: true })
}

export function clearCart(): void {
  cartStore.items = []
  cartStore.totalQuantity = 0
  cartStore.status = 'idle'
  cartStore.userId = null
  cartStore.coupon = null
  cartStore.couponRefused = null
  cartStore.couponNotice = null
}
