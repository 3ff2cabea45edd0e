import { useEffect } from 'react'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import styles from '../_error/Error.module.css'
import { screenTitle } from './useShellNavigate'

/** An account-area URL that names no screen: the shop's own 404, as the static pages show it. */
export function NotFoundScreen() {
  useEffect(() => void (document.title = screenTitle('Page not found')), [])
  return (
    <div className={`page ${styles.wrap}`}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>This page has wandered off</h1>
      <p className={styles.text}>The page you're looking for isn't here. It may have moved, or the link may be incomplete.</p>
      <div className={styles.actions}>
        <a href="/" className="btn">
          Back to Home
        </a>
        <a href={ALL_PRODUCTS_PATH} className="btn btn-outline">
          Shop all products
        </a>
      </div>
    </div>
  )
}
