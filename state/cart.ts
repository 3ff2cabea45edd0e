/**
 * The shopper's bag. The server holds the lines and the applied coupon; the store mirrors them, with the
 * client-only `selected` flag (spec 000 §3: default true; kept for the visit, so a reload keeps it) and the count
 * for the header badge. Actions throw ApiError with the server's message so screens can show it.
 *
 * Every page loads this module (the header's badge), so it holds only reading and adding. What changes the bag —
 * selection, quantity, removal, coupons — is in cartEdits.ts, loaded with the bag screen.
 */
import { proxy } from 'valtio'
import { api } from '../data/contract/client'
import type { CartAddBody, CartItem, Coupon } from '../data/contract/schemas'
import { livePaths, toBagCoupon, toCartItem, unwrap } from '../data/contract/calls'
import { toPaise, type Paise } from '../data/catalogue/money'

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

/**
 * The lines PLACE ORDER takes to checkout (spec 000 §2). A line that sold out or was withdrawn is never among them:
 * the bag screen unselects it as soon as it sees it (cartEdits.ts), and the server refuses it at checkout anyway.
 */
export function selectedItems<T extends Pick<CartItem, 'selected'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.selected !== false)
}

export const SELECTION_STORAGE_KEY = 'vitrine.bag.unselected'

/** The lines a shopper unselected, as saved for this tab: only for the same shopper, and only well-formed. */
export function parseSavedSelection(saved: string | null, userId: string): string[] {
  try {
    const value = saved ? (JSON.parse(saved) as { userId?: unknown; unselected?: unknown }) : null
    if (!value || value.userId !== userId || !Array.isArray(value.unselected)) return []
    return value.unselected.filter((id): id is string => typeof id === 'string')
  } catch {
    return []
  }
}

function savedSelection(userId: string): Pick<CartItem, '_id' | 'selected'>[] {
  try {
    return parseSavedSelection(window.sessionStorage.getItem(SELECTION_STORAGE_KEY), userId).map((_id) => ({ _id, selected: false }))
  } catch {
    return [] // storage disabled: the selection lasts while the page does
  }
}

/** Takes a bag answer's lines, keeping the selection the shopper made on the lines already known. */
function setBag(body: unknown, previous: readonly Pick<CartItem, '_id' | 'selected'>[]): void {
  const items = parseCartItems(body, previous)
  cartStore.items = items
  cartStore.totalQuantity = totalQuantity(items)
  cartStore.status = 'loaded'
}

/**
 * Takes a bag answer whole: its lines, with the selection of the lines already known (or, on a fresh page, the one
 * saved for this visit), and its applied coupon (an addition to spec 000 §7's `data.items`).
 */
export function takeBagAnswer(body: unknown): void {
  const known = cartStore.items.length > 0 || !cartStore.userId
  setBag(body, known ? cartStore.items : savedSelection(cartStore.userId!))
  const raw = unwrap.cartCoupon(body)
  // A backend that does not send the coupon back leaves the one the shopper applied as it was.
  if (raw === undefined) return
  const bag = toBagCoupon(raw)
  cartStore.couponRefused = bag?.refusal ? { code: bag.coupon.code, reason: bag.refusal } : null
  cartStore.coupon = bag && !bag.refusal ? { coupon: bag.coupon, discount: toPaise(bag.discountAmount), itemIds: bag.item_ids } : null
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
      if (load === loads) takeBagAnswer(body)
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
