/**
 * The shopper's bag. The server holds the lines; the store mirrors them, with the client-only `selected` flag
 * (spec 000 §3: default true, kept across reloads of the lines), the coupon applied to it, and the count for the
 * header badge. Actions throw ApiError with the server's message so screens can show it.
 */
import { proxy } from 'valtio'
import { api } from '../data/contract/client'
import type { CartAddBody, CartItem, Coupon } from '../data/contract/schemas'
import { livePaths, toCartItem, unwrap } from '../data/contract/calls'
import { toPaise, type Paise } from '../data/catalogue/money'

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed'

/** A coupon the server accepted for the bag, and what it takes off (the server's figure, never the browser's). */
export interface AppliedCoupon {
  coupon: Coupon
  discount: Paise
}

export const cartStore = proxy<{ items: CartItem[]; totalQuantity: number; status: CartStatus; userId: string | null; coupon: AppliedCoupon | null }>({
  items: [],
  totalQuantity: 0,
  status: 'idle',
  userId: null,
  coupon: null,
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

/** The lines PLACE ORDER takes to checkout (spec 000 §2: the selected ones). */
export function selectedItems<T extends Pick<CartItem, 'selected'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.selected !== false)
}

function setItems(items: CartItem[]): void {
  cartStore.items = items
  cartStore.totalQuantity = totalQuantity(items)
  cartStore.status = 'loaded'
}

export async function loadCart(userId: string): Promise<void> {
  cartStore.status = 'loading'
  cartStore.userId = userId
  try {
    setItems(parseCartItems(await api.get(livePaths.cart(userId)), cartStore.items))
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

/** Selection is the shopper's own choice of what to buy now; totals count selected lines only. */
export function setLineSelected(itemId: string, selected: boolean): void {
  const item = cartStore.items.find((i) => i._id === itemId)
  if (item) item.selected = selected
}

/** Changes a line's quantity on the server, which re-checks stock (its message is thrown as an ApiError). */
export async function setLineQuantity(itemId: string, quantity: number): Promise<void> {
  setItems(parseCartItems(await api.put(livePaths.cartItem(itemId), { quantity }), cartStore.items))
}

export async function removeLine(itemId: string): Promise<void> {
  setItems(parseCartItems(await api.delete(livePaths.cartRemove(itemId)), cartStore.items))
}

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
  const data = (body as { data?: { coupon?: Coupon; discountAmount?: number } } | null)?.data
  const applied: AppliedCoupon = { coupon: data?.coupon ?? (coupon as Coupon), discount: toPaise(data?.discountAmount ?? 0) }
  cartStore.coupon = applied
  return applied
}

/** "Apply with none clears the coupon" (spec 000 §4): on the server too, so checkout does not use it. */
export async function clearCoupon(): Promise<void> {
  await api.delete(livePaths.applyCoupon)
  cartStore.coupon = null
}

/** After an order: the server has used the lines up; forget them here and reload what is left. */
export async function afterOrderPlaced(): Promise<void> {
  cartStore.coupon = null
  if (cartStore.userId) await loadCart(cartStore.userId)
}

export function clearCart(): void {
  cartStore.items = []
  cartStore.totalQuantity = 0
  cartStore.status = 'idle'
  cartStore.userId = null
  cartStore.coupon = null
}
