/** The phone's sort sheet (spec 000 §2, §4): choosing an order applies it and closes; so does a click outside. */
import { SORT_KEYS, SORT_LABELS, type SortKey } from '../../data/catalogue/sorting'
import { Dialog } from '../ui/Dialog'
import filterStyles from './Filters.module.css'
import styles from './Panels.module.css'

interface Props {
  sort: SortKey
  onSort: (key: SortKey) => void
  onClose: () => void
}

export default function SortSheet({ sort, onSort, onClose }: Props) {
  return (
    <Dialog title="Sort by" variant="sheet" onClose={onClose}>
      <ul className={styles.sortList}>
        {SORT_KEYS.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={`${filterStyles.band} ${styles.sortOption}`}
              aria-pressed={sort === key}
              onClick={() => {
                if (key !== sort) onSort(key)
                onClose()
              }}
            >
              {SORT_LABELS[key]}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
