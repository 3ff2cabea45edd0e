/** The four-step tracker of an order (spec 001 §2): each step done or not yet, with its date or "--". */
import { formatOrderDate } from '../../../data/orders/orderDetail'
import type { TrackerStep } from '../../../data/orders/tracker'
import styles from './OrderDetail.module.css'

export function OrderTracker({ steps }: { steps: TrackerStep[] }) {
  const current = steps.reduce((last, step, index) => (step.reached ? index : last), -1)
  return (
    <ol className={styles.tracker} aria-label="Order tracking">
      {steps.map((step, index) => (
        <li key={step.key} className={`${styles.step} ${step.reached ? styles.reached : ''}`} data-reached={step.reached} aria-current={index === current ? 'step' : undefined}>
          <span className={styles.marker} aria-hidden="true">
            {step.reached ? null : index + 1}
          </span>
          <span className={styles.stepLabel}>
            {step.label}
            <span className="visually-hidden">{step.reached ? ' (completed)' : ' (not yet)'}</span>
          </span>
          <span className={styles.stepDate}>{step.date ? formatOrderDate(step.date) : '--'}</span>
        </li>
      ))}
    </ol>
  )
}
