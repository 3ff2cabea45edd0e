/**
 * Coupons (/profile?tab=coupons, no menu entry; spec 001 §2, §5): the coupons this shopper may use — Active, for
 * all customers or for them — with code, title, description and minimum purchase.
 */
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Coupon } from '../../../data/contract/schemas'
import { AUTOMATIC_DISCOUNT, COUPON_LIST_FAILED, couponMinimum, couponsFor } from '../../../data/coupons/rules'
import { formatOrderDate } from '../../../data/orders/orderDetail'
import { fetchCoupons } from '../../../state/coupons'
import { currencyStore, displayPrice } from '../../../state/currency'
import { useSignedInUser } from '../RequireUser'
import styles from './Coupons.module.css'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; coupons: Coupon[] }

export function CouponsTab() {
  const user = useSignedInUser()
  const currency = useSnapshot(currencyStore)
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  useEffect(() => {
    let current = true
    fetchCoupons()
      .then((coupons) => current && setLoad({ status: 'loaded', coupons: couponsFor(coupons, user._id, new Date()) }))
      .catch((error: unknown) => {
        console.warn('Coupons load failed', error)
        if (current) setLoad({ status: 'failed' })
      })
    return () => void (current = false)
  }, [user._id])

  if (load.status === 'loading') {
    return (
      <p className={styles.quiet} role="status">
        Loading coupons…
      </p>
    )
  }
  if (load.status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {COUPON_LIST_FAILED}
      </p>
    )
  }
  if (load.coupons.length === 0) return <p className={styles.quiet}>No available coupons.</p>
  return (
    <ul className={styles.coupons} aria-label="Available coupons">
      {load.coupons.map((coupon) => {
        const minimum = couponMinimum(coupon)
        const automatic = coupon.method === AUTOMATIC_DISCOUNT
        return (
          <li key={coupon._id} className={styles.coupon}>
            <p className={styles.code}>{coupon.code}</p>
            <div className={styles.body}>
              <h3 className={styles.title}>{coupon.title || coupon.code}</h3>
              {coupon.description ? <p className={styles.description}>{coupon.description}</p> : null}
              <p className={styles.terms}>
                {minimum > 0 ? `Minimum purchase ${displayPrice(minimum, currency)}` : 'No minimum purchase'}
                {coupon.expiry_date ? ` · Valid till ${formatOrderDate(coupon.expiry_date)}` : ''}
              </p>
              {automatic ? <p className={styles.auto}>Applied automatically at checkout</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
