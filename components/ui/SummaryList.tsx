/**
 * A price summary (the bag's price details, an order's summary): label and amount per row, savings in green, the
 * total last above a rule.
 */
import { Fragment, type ReactNode } from 'react'
import styles from './SummaryList.module.css'

export interface SummaryRow {
  label: ReactNode
  value: ReactNode
  /** saving: money off or FREE; total: the amount to pay. */
  tone?: 'saving' | 'total'
}

export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row, index) => (
        <Fragment key={index}>
          <dt className={row.tone === 'total' ? styles.total : undefined}>{row.label}</dt>
          <dd className={row.tone ? styles[row.tone] : undefined}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
