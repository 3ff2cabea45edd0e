/**
 * The scrolling announcement banner (spec 000 §1) as a pure-CSS marquee: no JavaScript timer, pauses on hover,
 * and stands still (wrapped) for shoppers who prefer reduced motion. The second copy only makes the loop seamless
 * and is hidden from assistive technology.
 *
 * Moving text that runs on needs a way to stop it that does not take a mouse (WCAG 2.2.2): a pause switch at the
 * bar's end, a checkbox styled by CSS, so that it works from the first paint, before any script.
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
      <label className={styles.pause}>
        <input type="checkbox" className="visually-hidden" />
        <span className={styles.pauseIcon} aria-hidden="true">
          <svg className={styles.whilePlaying} viewBox="0 0 24 24" width="24" height="24">
            <path d="M9.5 8v8M14.5 8v8" />
          </svg>
          <svg className={styles.whilePaused} viewBox="0 0 24 24" width="24" height="24">
            <path d="M10 8.5v7l5.5-3.5z" />
          </svg>
        </span>
        <span className="visually-hidden">Pause announcements</span>
      </label>
    </section>
  )
}
