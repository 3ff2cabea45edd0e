/** Paging bar (spec 000 §2): first, previous, a window of 5 numbers, next, last. Real links, handled in place. */
import { pageWindow } from '../../data/catalogue/paging'
import styles from './PagingBar.module.css'

interface Props {
  page: number
  count: number
  hrefFor: (page: number) => string
  onPage: (page: number) => void
}

export function PagingBar({ page, count, hrefFor, onPage }: Props) {
  if (count <= 1) return null
  const link = (target: number, label: string, text: string, current = false) => {
    const disabled = target < 1 || target > count || (target === page && !current)
    if (disabled) {
      return (
        // A link that leads nowhere from here: role link so that its name is read (HTML allows no label on a plain span).
        <span className={styles.item} role="link" aria-disabled="true" aria-label={label}>
          {text}
        </span>
      )
    }
    return (
      <a
        href={hrefFor(target)}
        className={styles.item}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault()
          if (target !== page) onPage(target)
        }}
      >
        {text}
      </a>
    )
  }
  return (
    <nav className={styles.bar} aria-label="Pages">
      {link(1, 'First page', '«')}
      {link(page - 1, 'Previous page', '‹')}
      {pageWindow(page, count).map((n) => (
        <span key={n}>{link(n, `Page ${n}`, String(n), n === page)}</span>
      ))}
      {link(page + 1, 'Next page', '›')}
      {link(count, 'Last page', '»')}
    </nav>
  )
}
