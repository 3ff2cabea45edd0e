/**
 * The phone's full-screen filter panel (spec 000 §2): filter groups on the left, the chosen group's options on the
 * right, CLOSE and APPLY. Choices are a draft until APPLY (CLOSE drops them); counts follow the draft, so each one
 * says what APPLY would show.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { activeFilterCount, clearFilters, hasFilters, isAnyPrice, toggleValue, withPrice, type FacetAttribute, type FilterState } from '../../data/catalogue/filterState'
import { Dialog } from '../ui/Dialog'
import { AttributeOptions, PriceFilter } from './FilterControls'
import type { Listing } from './useListing'
import listingStyles from './ListingScreen.module.css'
import styles from './Panels.module.css'

type GroupName = FacetAttribute | 'Price'

function chosenIn(draft: FilterState, group: GroupName): number {
  if (group === 'Price') return isAnyPrice(draft.customPrice) ? 0 : 1
  return draft.attributes[group]?.length ?? 0
}

export default function FilterPanel({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const [draft, setDraft] = useState<FilterState>(listing.filters)
  const options = listing.optionsFor(draft)
  const groups: GroupName[] = [...(options?.groups ?? []).map((g) => g.attribute), 'Price']
  const [current, setCurrent] = useState<GroupName>(groups[0] ?? 'Price')
  const shown = groups.includes(current) ? current : 'Price'
  const id = useId()
  const tabs = useRef<Array<HTMLButtonElement | null>>([])

  // Arrow keys move between groups, as in any vertical tab list.
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + groups.length) % groups.length
    setCurrent(groups[next]!)
    tabs.current[next]?.focus()
  }

  const group = options?.groups.find((g) => g.attribute === shown)
  return (
    <Dialog
      title="Filters"
      variant="fullscreen"
      onClose={onClose}
      footer={
        <>
          <button type="button" className={`btn btn-outline ${styles.footButton}`} onClick={onClose}>
            CLOSE
          </button>
          <button
            type="button"
            className={`btn ${styles.footButton}`}
            onClick={() => {
              listing.setFilters(draft)
              onClose()
            }}
          >
            APPLY
          </button>
        </>
      }
    >
      <div className={styles.panel}>
        {/* Clear all stands below the tab list, not in it: a tab list holds tabs only. */}
        <div className={styles.groupColumn}>
          <div className={styles.groupList} role="tablist" aria-orientation="vertical" aria-label="Filter groups">
            {groups.map((name, i) => (
              <button
                key={name}
                ref={(el) => {
                  tabs.current[i] = el
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${name}`}
                aria-selected={name === shown}
                aria-controls={`${id}-panel`}
                tabIndex={name === shown ? 0 : -1}
                className={styles.groupTab}
                onClick={() => setCurrent(name)}
                onKeyDown={(e) => onTabKey(e, i)}
              >
                {name}
                {chosenIn(draft, name) > 0 ? <span className={listingStyles.badge}>{chosenIn(draft, name)}</span> : null}
              </button>
            ))}
          </div>
          <button type="button" className={`btn-link ${styles.clear}`} disabled={!hasFilters(draft)} onClick={() => setDraft(clearFilters())}>
            Clear all
          </button>
        </div>
        <div className={styles.groupOptions} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${shown}`}>
          {shown === 'Price' ? (
            <PriceFilter range={draft.customPrice} bandCounts={options?.bandCounts ?? null} onChange={(range) => setDraft(withPrice(draft, range))} />
          ) : group ? (
            <AttributeOptions options={group.options} chosen={draft.attributes[group.attribute] ?? []} onToggle={(value) => setDraft(toggleValue(draft, group.attribute, value))} />
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {activeFilterCount(draft)} filters chosen
      </p>
    </Dialog>
  )
}
