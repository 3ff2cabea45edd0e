/**
 * Apply Coupon (spec 000 §4, §5, §8): the coupons this shopper may use, a title search, one choice (or none) and
 * Apply. Automatic coupons and those whose minimum the bag does not reach are shown greyed with the reason. The
 * server decides and works out the discount; this dialog only passes on what it answers.
 *
 * Its own chunk, loaded when opened. It takes the bag's actions from the bag screen rather than importing the
 * stores: a lazily loaded module that reaches part of the code every page shares makes the bundler split that
 * code into more files, and every page would load more.
 */
import { useEffect, useId, useState } from 'react'
import { Dialog } from '../../../components/ui/Dialog'
import type { Paise } from '../../../data/catalogue/money'
import type { Coupon } from '../../../data/contract/schemas'
import {
  applyStep,
  COUPON_AUTO_APPLIED,
  COUPON_LIST_FAILED,
  COUPON_NO_MATCH,
  couponChoice,
  couponMinimum,
  couponsFor,
  searchCoupons,
  type CouponChoice,
} from '../../../data/coupons/rules'
import styles from './CouponDialog.module.css'

export interface CouponDialogProps {
  userId: string
  /** What the selected lines cost before any coupon: the figure minimums are checked against. */
  bagTotal: Paise
  /** The coupon applied to the bag now, preselected. */
  appliedId: string | null
  /** Formats paise in the shopper's currency. */
  price: (paise: Paise) => string
  /** The coupon list as the API sends it; rejects when it cannot be read. */
  loadCoupons: () => Promise<Coupon[]>
  /** Applies the coupon (null: clears it); resolves to the message to show when it fails, else null. */
  apply: (coupon: Coupon | null) => Promise<string | null>
  onClose: () => void
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; coupons: Coupon[] }

export function CouponDialog({ userId, bagTotal, appliedId, price, loadCoupons, apply: applyChoice, onClose }: CouponDialogProps) {
  const id = useId()
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [query, setQuery] = useState('')
  const [chosenId, setChosenId] = useState<string>(appliedId ?? '')
  const [error, setError] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)

  useEffect(() => {
    let current = true
    setList({ status: 'loading' })
    loadCoupons()
      .then((coupons) => current && setList({ status: 'loaded', coupons: couponsFor(coupons, userId, new Date()) }))
      .catch(() => current && setList({ status: 'failed' }))
    return () => void (current = false)
  }, [userId, attempt, loadCoupons])

  const coupons = list.status === 'loaded' ? list.coupons : []
  const shown = searchCoupons(coupons, query)

  async function apply() {
    if (list.status !== 'loaded') return
    const chosen = coupons.find((c) => c._id === chosenId) ?? null
    const step = applyStep(chosen, bagTotal)
    setError(null)
    if (step.kind === 'refuse') return setError(step.message)
    setApplying(true)
    const failure = await applyChoice(chosen)
    if (failure === null) return onClose()
    setError(failure)
    setApplying(false)
  }

  const note = (choice: CouponChoice) =>
    choice.selectable ? null : choice.reason === 'automatic' ? COUPON_AUTO_APPLIED : `Add ${price(choice.shortBy)} more to use this coupon`

  return (
    <Dialog
      title="Apply Coupon"
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          {/* In the footer, beside Apply, so the answer shows however far the list is scrolled. */}
          <p className={styles.error} role="alert">
            {error}
          </p>
          <button type="button" className={`btn ${styles.apply}`} onClick={() => void apply()} disabled={applying || list.status !== 'loaded'}>
            {applying ? 'Applying…' : 'Apply'}
          </button>
        </div>
      }
    >
      <div className={styles.search}>
        <label htmlFor={`${id}-search`}>Search coupons</label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          value={query}
          placeholder="Search by title"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>

      {list.status === 'loading' ? (
        <p className={styles.status} role="status">
          Loading coupons…
        </p>
      ) : null}
      {list.status === 'failed' ? (
        <div className={styles.status}>
          <p role="alert">{COUPON_LIST_FAILED}</p>
          <button type="button" className="btn-link" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}

      {list.status === 'loaded' ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Choose a coupon</legend>
          <label className={styles.choice}>
            <input type="radio" name={`${id}-coupon`} value="" checked={chosenId === ''} onChange={() => setChosenId('')} />
            <span className={styles.text}>
              <span className={styles.title}>No coupon</span>
            </span>
          </label>
          {shown.map((coupon) => {
            const choice = couponChoice(coupon, bagTotal)
            const noteId = `${id}-${coupon._id}-note`
            return (
              <label key={coupon._id} className={`${styles.choice} ${choice.selectable ? '' : styles.greyed}`}>
                <input
                  type="radio"
                  name={`${id}-coupon`}
                  value={coupon._id}
                  checked={chosenId === coupon._id}
                  disabled={!choice.selectable}
                  aria-describedby={choice.selectable ? undefined : noteId}
                  onChange={() => setChosenId(coupon._id)}
                />
                <span className={styles.text}>
                  <span className={styles.code}>{coupon.code}</span>
                  <span className={styles.title}>{coupon.title}</span>
                  {coupon.description ? <span className={styles.description}>{coupon.description}</span> : null}
                  {couponMinimum(coupon) > 0 ? <span className={styles.minimum}>Minimum purchase {price(couponMinimum(coupon))}</span> : null}
                  {choice.selectable ? null : (
                    <span id={noteId} className={styles.note}>
                      {note(choice)}
                    </span>
                  )}
                </span>
              </label>
            )
          })}
        </fieldset>
      ) : null}
      {list.status === 'loaded' && coupons.length === 0 ? <p className={styles.status}>No available coupons.</p> : null}
      {list.status === 'loaded' && coupons.length > 0 && shown.length === 0 ? (
        <p className={styles.status} role="status">
          {COUPON_NO_MATCH}
        </p>
      ) : null}
    </Dialog>
  )
}
