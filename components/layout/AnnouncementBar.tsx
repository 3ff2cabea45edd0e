/**
 * The scrolling announcement banner (spec 000 §1) as a pure-CSS marquee: no JavaScript timer, pauses on hover,
 * and stands still (wrapped) for shoppers who prefer reduced motion. The second copy only makes the loop seamless
 * and is hidden from assistive technology.
 */
import { ANNOUNCEMENT_MESSAGES } from '../../data/content/announcements'
import styles from './AnnouncementBar.module.css'

export function AnnouncementBar() {
  return (
    <section className={styles.bar} aria-label="Announcements">
      <div className={styles.track}>
        <ul className={styles.list}>
          {ANNOUNCEMENT_MESSAGES.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
        <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true">
          {ANNOUNCEMENT_MESSAGES.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
