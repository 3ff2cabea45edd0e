/** A rating drawn as five stars, filled to the value (fractions too); named for screen readers by the caller's text. */
import styles from './Reviews.module.css'

export function Stars({ value, label, size = 'small' }: { value: number; label: string; size?: 'small' | 'large' }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className={`${styles.stars} ${size === 'large' ? styles.starsLarge : ''}`} role="img" aria-label={label}>
      <span aria-hidden="true">★★★★★</span>
      <span className={styles.starsFilled} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  )
}
