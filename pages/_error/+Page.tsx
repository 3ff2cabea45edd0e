import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import styles from './Error.module.css'

/** Not found (and, rarely, a render error) in the shop's own look, with ways back into the catalogue. */
export default function Page() {
  const { is404 } = usePageContext()
  useEffect(() => {
    // A product or listing URL with the right id but another name (or none) moves to its canonical address.
    if (is404 && window.location.pathname.startsWith('/product/')) void import('./sendOnById').then((m) => m.sendOnById()).catch(() => undefined)
  }, [is404])
  return (
    <div className={`page ${styles.wrap}`}>
      <p className={styles.code}>{is404 ? '404' : 'Oops'}</p>
      <h1 className={styles.title}>{is404 ? 'This page has wandered off' : 'Something went wrong'}</h1>
      <p className={styles.text}>
        {is404 ? "The page you're looking for isn't here. It may have moved, or the piece may be sold out." : 'Please try again in a moment.'}
      </p>
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
