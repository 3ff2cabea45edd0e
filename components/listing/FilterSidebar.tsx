/**
 * The desktop filter sidebar (spec 000 §2, §4): Size and Color with counts, the price slider and bands, Clear all;
 * each group expands and collapses. Reaching for it starts loading the card index, so the first click is quick.
 */
import { useId, useState, type ReactNode } from 'react'
import { clearFilters, hasFilters, toggleValue, withPrice } from '../../data/catalogue/filterState'
import { ChevronDown } from '../ui/Icons'
import { AttributeOptions, PriceFilter } from './FilterControls'
import type { Listing } from './useListing'
import styles from './Filters.module.css'

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true)
  const id = useId()
  return (
    <section className={styles.group}>
      <h3 className={styles.groupTitle}>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {title}
          <ChevronDown size={16} />
        </button>
      </h3>
      <div id={id} hidden={!open} className={styles.groupBody}>
        {children}
      </div>
    </section>
  )
}

export function FilterSidebar({ listing }: { listing: Listing }) {
  const { filters, options, setFilters, prepare } = listing
  return (
    <aside className={styles.sidebar} aria-labelledby="filters-title" onPointerEnter={prepare} onFocus={prepare}>
      <div className={styles.sidebarHead}>
        <h2 id="filters-title" className={styles.sidebarTitle}>
          Filters
        </h2>
        <button type="button" className="btn-link" disabled={!hasFilters(filters)} onClick={() => setFilters(clearFilters())}>
          Clear all
        </button>
      </div>
      {(options?.groups ?? []).map((group) => (
        <FilterGroup key={group.attribute} title={group.attribute}>
          <AttributeOptions options={group.options} chosen={filters.attributes[group.attribute] ?? []} onToggle={(value) => setFilters(toggleValue(filters, group.attribute, value))} />
        </FilterGroup>
      ))}
      <FilterGroup title="Price">
        <PriceFilter range={filters.customPrice} bandCounts={options?.bandCounts ?? null} onChange={(range) => setFilters(withPrice(filters, range))} />
      </FilterGroup>
    </aside>
  )
}
