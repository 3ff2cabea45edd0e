import { isSortKey, SORT_KEYS, SORT_LABELS, type SortKey } from '../../data/catalogue/sorting'
import styles from './ListingScreen.module.css'

/** The desktop sort control (spec 000 §4: Latest by default); phones sort from the bottom bar's sheet. */
export function SortToolbar({ sort, onSort }: { sort: SortKey; onSort: (key: SortKey) => void }) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.sort}>
        <span>Sort by</span>
        <select className="select" value={sort} onChange={(e) => isSortKey(e.target.value) && onSort(e.target.value)}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
