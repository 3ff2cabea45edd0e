/**
 * A price summary (the bag's price details, the checkout's order summary, an order's summary): label and amount per
 * row, savings in green, an amount not applied (no coupon) muted, the total last above a rule.
 */
import { Fragment, type ReactNode } from 'react'
import styles from './SummaryList.module.css'

export interface SummaryRow {
  label: ReactNode
  value: ReactNode
  /** saving: money off or FREE; muted: nothing applied; total: the amount to pay. */
  tone?: 'saving' | 'muted' | 'total'
}

/** `busy`: the amounts are being worked out again (a coupon being applied), announced by aria-busy. */
export function SummaryList({ rows, busy }: { rows: SummaryRow[]; busy?: boolean }) {
  return (
    <dl className={styles.list} aria-busy={busy}>
      {rows.map((row, index) => (
        <Fragment key={index}>
          <dt className={row.tone === 'total' ? styles.total : undefined}>{row.label}</dt>
          <dd className={row.tone ? styles[row.tone] : undefined}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
