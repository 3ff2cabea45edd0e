/**
 * The shopper's bag. The server holds the lines and the applied coupon; the store mirrors them, with the
 * client-only `selected` flag (spec 000 §3: default true; kept for the visit, so a reload of the bag keeps it) and
 * the count for the header badge. Actions throw ApiError with the server's message so screens can show it.
 *
 * The coupon's figure is always the server's: every bag answer carries it worked out on the lines it was applied
 * to, and when the selection changes the bag asks again for the selected lines (`keepCouponTrue`), or drops the
 * coupon with the server's reason when it no longer applies.
 */
import { proxy } from 'valtio'
import { api, ApiError, errorMessage } from '../data/contract/client'
import type { CartAddBody, CartItem, Coupon } from '../data/contract/schemas'
import { livePaths, toBagCoupon, toCartItem, unwrap } from '../data/contract/calls'
import { isLineCounted } from '../data/catalogue/cartTotals'
import { toPaise, type Paise } from '../data/catalogue/money'
import { COUPON_APPLY_FAILED, couponDroppedNotice, couponNeedsRefresh } from '../data/coupons/rules'

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

// ─── Selection, kept for the visit ────────────────────────────────────────────────────────────────────────────────

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
  if (typeof window === 'undefined') return []
  try {
    return parseSavedSelection(window.sessionStorage.getItem(SELECTION_STORAGE_KEY), userId).map((_id) => ({ _id, selected: false }))
  } catch {
    return [] // storage disabled: the selection lasts while the page does
  }
}

function saveSelection(): void {
  if (typeof window === 'undefined' || !cartStore.userId) return
  const unselected = cartStore.items.filter((item) => item.selected === false).map((item) => item._id)
  try {
    window.sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ userId: cartStore.userId, unselected }))
  } catch {
    /* see savedSelection */
  }
}

// ─── Reading the bag ──────────────────────────────────────────────────────────────────────────────────────────────

/** Takes a bag answer: its lines (keeping the shopper's selection) and its applied coupon. */
function setBag(body: unknown): void {
  const previous = cartStore.items.length > 0 ? cartStore.items : cartStore.userId ? savedSelection(cartStore.userId) : []
  const items = parseCartItems(body, previous)
  cartStore.items = items
  cartStore.totalQuantity = totalQuantity(items)
  cartStore.status = 'loaded'
  const raw = unwrap.cartCoupon(body)
  // A backend that does not send the coupon back leaves the one the shopper applied as it was.
  if (raw === undefined) return
  const bag = toBagCoupon(raw)
  cartStore.couponRefused = bag?.refusal ? { code: bag.coupon.code, reason: bag.refusal } : null
  cartStore.coupon = bag && !bag.refusal ? { coupon: bag.coupon, discount: toPaise(bag.discountAmount), itemIds: bag.item_ids } : null
}

let loading: { userId: string; done: Promise<void> } | null = null

export function loadCart(userId: string): Promise<void> {
  if (loading?.userId === userId) return loading.done
  cartStore.status = 'loading'
  cartStore.userId = userId
  const done = (async () => {
    try {
      setBag(await api.get(livePaths.cart(userId)))
    } catch (error) {
      // Logged only (spec 000 §8); the bag screen offers a retry.
      console.warn('Cart load failed', error)
      cartStore.status = 'failed'
    } finally {
      loading = null
    }
  })()
  loading = { userId, done }
  return done
}

/** Adds to the bag on the server, then reloads the bag so the badge and lines agree with it. */
export async function addToCart(body: CartAddBody): Promise<void> {
  await api.post(livePaths.cartAdd, body)
  await loadCart(body.user_id)
}

// ─── Changing the bag (the bag screen) ────────────────────────────────────────────────────────────────────────────

/** The bag screen's read: the lines, then the coupon's figure made true for the lines selected now. */
export async function refreshBag(userId: string): Promise<void> {
  await loadCart(userId)
  await keepCouponTrue()
}

/** Selection is the shopper's own choice of what to buy now; totals and the coupon follow the selected lines. */
export function setLineSelected(itemId: string, selected: boolean): Promise<void> {
  const item = cartStore.items.find((i) => i._id === itemId)
  if (item) item.selected = selected
  saveSelection()
  return keepCouponTrue()
}

/** Changes a line's quantity on the server, which re-checks stock (its message is thrown as an ApiError). */
export async function setLineQuantity(itemId: string, quantity: number): Promise<void> {
  setBag(await api.put(livePaths.cartItem(itemId), { quantity }))
  await keepCouponTrue()
}

export async function removeLine(itemId: string): Promise<void> {
  setBag(await api.delete(livePaths.cartRemove(itemId)))
  saveSelection()
  await keepCouponTrue()
}

// ─── The coupon ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Applies a coupon to the selected lines; the server decides whether it applies and what it is worth. */
export async function applyCoupon(coupon: Pick<Coupon, '_id' | 'discount_category'>): Promise<AppliedCoupon> {
  const userId = cartStore.userId
  if (!userId) throw new Error('No bag loaded')
  const body = await api.post(livePaths.applyCoupon, {
    user_id: userId,
    // spec 000 §7: the discount category with its spaces removed
    coupon_type: coupon.discount_category.replace(/\s+/g, ''),
    coupon_id: coupon._id,
    item_ids: selectedItems(cartStore.items).map((item) => item._id),
  })
  const bag = toBagCoupon((body as { data?: unknown } | null)?.data)
  if (!bag) throw new ApiError(COUPON_APPLY_FAILED, 200)
  const applied: AppliedCoupon = { coupon: bag.coupon, discount: toPaise(bag.discountAmount), itemIds: bag.item_ids }
  cartStore.coupon = applied
  cartStore.couponRefused = null
  cartStore.couponNotice = null
  return applied
}

/** "Apply with none clears the coupon" (spec 000 §4): on the server too, so checkout does not use it. */
export async function clearCoupon(): Promise<void> {
  await api.delete(livePaths.applyCoupon)
  cartStore.coupon = null
  cartStore.couponRefused = null
  cartStore.couponNotice = null
}

/** Forgets a coupon that no longer applies, on the server too, and says why. */
async function dropCoupon(code: string, reason: string): Promise<void> {
  cartStore.coupon = null
  cartStore.couponRefused = null
  cartStore.couponNotice = couponDroppedNotice(code, reason)
  try {
    await api.delete(livePaths.applyCoupon)
  } catch (error) {
    // Checkout re-checks the coupon anyway; the bag has already stopped counting it.
    console.warn('Coupon clear failed', error)
  }
}

async function syncCoupon(): Promise<void> {
  const refused = cartStore.couponRefused
  if (refused) return dropCoupon(refused.code, refused.reason)
  const applied = cartStore.coupon
  if (!applied) return
  const selected = selectedItems(cartStore.items).map((item) => item._id)
  // With nothing selected there is nothing to work it out on: it waits for the shopper's next choice.
  if (selected.length === 0 || !couponNeedsRefresh(applied.itemIds, selected)) return
  cartStore.couponUpdating = true
  try {
    await applyCoupon(applied.coupon)
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) await dropCoupon(applied.coupon.code, errorMessage(error, COUPON_APPLY_FAILED))
    else console.warn('Coupon update failed', error)
  } finally {
    cartStore.couponUpdating = false
  }
}

let couponWork: Promise<void> = Promise.resolve()

/**
 * Makes the applied coupon's figure the server's for the lines selected now. Runs one at a time, each looking at
 * the bag as it is when its turn comes, so quick clicks end with the server holding the last selection.
 */
export function keepCouponTrue(): Promise<void> {
  couponWork = couponWork.then(syncCoupon, syncCoupon)
  return couponWork
}

/** After an order: the server has used the lines up; forget them here and reload what is left. */
export async function afterOrderPlaced(): Promise<void> {
  cartStore.coupon = null
  cartStore.couponRefused = null
  cartStore.couponNotice = null
  if (cartStore.userId) await loadCart(cartStore.userId)
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
