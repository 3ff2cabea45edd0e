import { useEffect } from 'react'
import { screenTitle } from '../useShellNavigate'
import styles from './Cart.module.css'

/** Account screens not built yet, and unknown account URLs. */
export function NotFoundScreen() {
  useEffect(() => void (document.title = screenTitle('Not found')), [])
  return (
    <div className={`page ${styles.empty}`}>
      <h1 className={styles.title}>Not found</h1>
      <p>This page isn't available yet.</p>
      <a href="/" className="btn">
        Continue shopping
      </a>
    </div>
  )
}
