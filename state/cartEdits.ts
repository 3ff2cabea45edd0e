/**
 * Changing the bag (the bag and checkout screens): selection, kept for the visit; quantity; removal; the coupon.
 *
 * The coupon's figure is always the server's: every bag answer carries it worked out on the lines it was applied
 * to, and when the selection changes the bag asks again for the selected lines (`keepCouponTrue`), or drops the
 * coupon with the server's reason when it no longer applies. Never worked out here.
 */
import { api, ApiError, errorMessage } from '../data/contract/client'
import { livePaths, toBagCoupon } from '../data/contract/calls'
import { isLineCounted, lineProblem } from '../data/catalogue/cartLines'
import type { Coupon } from '../data/contract/schemas'
import { toPaise } from '../data/catalogue/money'
import { COUPON_APPLY_FAILED, couponDroppedNotice, couponNeedsRefresh } from '../data/coupons/rules'
import { cartStore, loadCart, SELECTION_STORAGE_KEY, takeBagAnswer, type AppliedCoupon } from './cart'

// ─── Selection, kept for the visit ────────────────────────────────────────────────────────────────────────────────

/** Saves which lines the shopper unselected, for this tab; nothing saved when every line is selected. */
function saveSelection(): void {
  if (!cartStore.userId) return
  const unselected = cartStore.items.filter((item) => item.selected === false).map((item) => item._id)
  try {
    if (unselected.length === 0) window.sessionStorage.removeItem(SELECTION_STORAGE_KEY)
    else window.sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ userId: cartStore.userId, unselected }))
  } catch {
    /* storage disabled: the selection lasts while the page does */
  }
}

/** The lines that go to checkout now: selected and buyable as they stand. */
const countedIds = () => cartStore.items.filter(isLineCounted).map((item) => item._id)

/**
 * A line that sold out or was withdrawn since it was added cannot be selected for checkout: unselects it (and keeps
 * that for the visit), so checkout, which reads the selection, never takes it. Its checkbox stays off once it is
 * buyable again, until the shopper ticks it.
 */
export function unselectUnbuyable(): void {
  let changed = false
  for (const item of cartStore.items) {
    if (item.selected !== false && lineProblem(item)) {
      item.selected = false
      changed = true
    }
  }
  if (changed) saveSelection()
}

// ─── Changing the bag ───────────────────────────────────────────────────────────────────────────────────────────────

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
  takeBagAnswer(await api.put(livePaths.cartItem(itemId), { quantity }))
  await keepCouponTrue()
}

export async function removeLine(itemId: string): Promise<void> {
  takeBagAnswer(await api.delete(livePaths.cartRemove(itemId)))
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
    item_ids: countedIds(),
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
  const selected = countedIds()
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
