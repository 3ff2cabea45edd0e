/**
 * The bag's price summary (spec 000 §2, §9): total MRP, discount, coupon (the server's figure), shipping FREE and
 * the total of the selected lines, in the chosen currency; the coupon block that opens the Apply Coupon dialog
 * (loaded when first opened); PLACE ORDER to /checkout, disabled with its reason when nothing is selected.
 */
import { lazy, Suspense, useCallback, useState } from 'react'
import { useSnapshot } from 'valtio'
import { QuoteSummary } from '../../../components/checkout/QuoteSummary'
import type { CartTotals } from '../../../data/catalogue/cartTotals'
import type { CheckoutLine } from '../../../data/catalogue/checkoutTotals'
import type { Purchase } from '../../../data/checkout/purchase'
import { quoteKey } from '../../../data/checkout/quote'
import { errorMessage } from '../../../data/contract/client'
import type { Coupon } from '../../../data/contract/schemas'
import { COUPON_APPLIED, COUPON_APPLY_FAILED, COUPON_LIST_FAILED } from '../../../data/coupons/rules'
import { cartStore } from '../../../state/cart'
import { applyCoupon, clearCoupon } from '../../../state/cartEdits'
import { fetchCoupons } from '../../../state/coupons'
import { currencyStore, displayPrice } from '../../../state/currency'
import { toast } from '../../../state/toasts'
import { useQuote } from '../checkout/useQuote'
import { useShellNavigate } from '../useShellNavigate'
import styles from './Cart.module.css'

const CouponDialog = lazy(async () => ({ default: (await import('./CouponDialog')).CouponDialog }))

export const NOTHING_SELECTED = 'Select at least one item to place your order.'

/** The coupon list for the dialog; a failure is toasted (spec 000 §8) and the dialog offers a retry. */
async function loadCoupons(): Promise<Coupon[]> {
  try {
    return await fetchCoupons()
  } catch (error) {
    console.warn('Coupon list failed', error)
    toast.error(COUPON_LIST_FAILED)
    throw error
  }
}

/** Apply (or, with none chosen, clear): the spec's success toast, else the server's message or the fallback. */
async function applyChoice(coupon: Coupon | null): Promise<string | null> {
  try {
    if (coupon) {
      await applyCoupon(coupon)
      toast.success(COUPON_APPLIED)
    } else if (cartStore.coupon) {
      await clearCoupon()
    }
    return null
  } catch (error) {
    return errorMessage(error, coupon ? COUPON_APPLY_FAILED : 'Could not remove the coupon')
  }
}

export function BagSummary({ totals, userId, lines }: { totals: CartTotals; userId: string; lines: readonly CheckoutLine[] }) {
  const currency = useSnapshot(currencyStore)
  const { coupon, couponNotice, couponUpdating } = useSnapshot(cartStore)
  const purchase: Purchase | null = lines.length > 0 ? { kind: 'bag', itemIds: lines.map((line) => line.id) } : null
  const priced = useQuote(userId, purchase, purchase ? quoteKey(purchase, lines, coupon?.coupon._id ?? null) : 'nothing')
  const [dialogOpen, setDialogOpen] = useState(false)
  const go = useShellNavigate()
  const price = useCallback((paise: number) => displayPrice(paise, currency), [currency])
  const nothingSelected = totals.lines === 0

  return (
    <aside className={styles.summary} aria-labelledby="bag-summary-title">
      <section className={styles.coupons} aria-labelledby="bag-coupons-title">
        <h2 id="bag-coupons-title">Coupons</h2>
        <div className={styles.couponRow}>
          <p>
            {coupon ? (
              <>
                <strong className={styles.couponCode}>{coupon.coupon.code}</strong> applied
              </>
            ) : (
              'Apply a coupon to save more'
            )}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setDialogOpen(true)}
            aria-label={coupon ? 'Change coupon' : undefined}
          >
            {coupon ? 'Change' : 'Apply Coupon'}
          </button>
        </div>
        {couponNotice ? (
          <p className={styles.couponNotice} role="status">
            {couponNotice}
          </p>
        ) : null}
      </section>

      <h2 id="bag-summary-title">
        Price details ({totals.quantity} {totals.quantity === 1 ? 'item' : 'items'})
      </h2>
      <QuoteSummary quote={priced.quote} busy={priced.busy || couponUpdating} couponLabel="Coupon Discount" />
      {priced.failed ? (
        <p className={styles.reason} role="alert">
          We could not work out your total.{' '}
          <button type="button" className="btn-link" onClick={priced.retry}>
            Try again
          </button>
        </p>
      ) : null}
      <button
        type="button"
        className={`btn ${styles.placeOrder}`}
        disabled={nothingSelected}
        aria-describedby={nothingSelected ? 'bag-place-order-reason' : undefined}
        onClick={() => go('/checkout')}
      >
        PLACE ORDER
      </button>
      {nothingSelected ? (
        <p id="bag-place-order-reason" className={styles.reason}>
          {NOTHING_SELECTED}
        </p>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CouponDialog
            userId={userId}
            bagTotal={priced.quote?.subtotal ?? totals.total}
            appliedId={coupon?.coupon._id ?? null}
            price={price}
            loadCoupons={loadCoupons}
            apply={applyChoice}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      ) : null}
    </aside>
  )
}
