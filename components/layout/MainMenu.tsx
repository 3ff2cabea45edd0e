/**
 * The desktop menu from the server's 'Main Menu': dropdowns of inner and sub-inner items, shown on hover, and for
 * the keyboard a disclosure (WAI-ARIA APG "disclosure navigation menu with top-level links"): Tab moves from
 * category to category, each category's button opens its panel, Escape closes it and focus leaving it closes it.
 * Items without a link are shown disabled. A category with no inner items gets the discount timer instead
 * (spec 001 §2), only once hydrated (the static HTML stays the same) and only while it is open, so its clock ticks
 * for nobody otherwise.
 */
import { useEffect, useRef, useState } from 'react'
import { formatCountdown, msUntilEndOfDay } from '../../data/content/offerCountdown'
import type { LayoutData, MenuEntry, MenuLink } from '../../data/views/layoutData'
import { ChevronDown } from '../ui/Icons'
import { MediaImage } from '../ui/MediaImage'
import { useHydrated } from '../ui/useHydrated'
import styles from './Header.module.css'

const isSale = (label: string) => label.trim().toLowerCase() === 'sale'

function MenuAnchor({ item, className = "" }: { item: MenuLink; className?: string }) {
  return item.link ? (
    <a href={item.link} className={className}>
      {item.label}
    </a>
  ) : (
    <span className={`${className} ${styles.disabled}`} aria-disabled="true">
      {item.label}
    </span>
  )
}

function Dropdown({ item, id }: { item: MenuEntry; id: string }) {
  return (
    <div className={styles.dropdown} id={id}>
      <div className={styles.dropdownInner}>
        <div className={styles.groups}>
          {item.groups.map((group) => (
            <div key={group.id}>
              <MenuAnchor item={group} className={styles.groupTitle} />
              {group.links.length > 0 ? (
                <ul className={styles.leaves}>
                  {group.links.map((leaf) => (
                    <li key={leaf.id} className={styles.leaf}>
                      <MenuAnchor item={leaf} className="" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
        {item.image && item.imageLink ? (
          <a href={item.imageLink} className={styles.menuImage} aria-label={`Shop ${item.label}`}>
            <MediaImage src={item.image} alt="" width={220} height={275} />
          </a>
        ) : item.image ? (
          <span className={styles.menuImage}>
            <MediaImage src={item.image} alt="" width={220} height={275} />
          </span>
        ) : null}
      </div>
    </div>
  )
}

function OfferTimer({ item }: { item: MenuEntry }) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const clock = window.setInterval(() => setNow(new Date()), 1000)
    return () => window.clearInterval(clock)
  }, [])
  return (
    <div className={styles.timerPanel}>
      <p className="eyebrow">{item.label}</p>
      <p className={styles.timerText}>Today&rsquo;s offers end in</p>
      <p className={styles.countdown} role="timer">
        {formatCountdown(msUntilEndOfDay(now))}
      </p>
      {item.link ? (
        // The category's own link is the keyboard's way there: this one is for the pointer.
        <a href={item.link} className="btn-link" tabIndex={-1}>
          Shop {item.label}
        </a>
      ) : null}
    </div>
  )
}

/** A menu item with no inner items: the link, and the timer panel while the pointer or focus is on it. */
function TimerItem({ item }: { item: MenuEntry }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const entry = useRef<HTMLLIElement>(null)
  // The pointer or focus may have come to the item before the page's scripts did (they start after the first
  // paint): its enter event is then long past.
  useEffect(() => {
    if (hydrated && entry.current?.matches(':hover, :focus-within')) setOpen(true)
  }, [hydrated])
  return (
    <li
      ref={entry}
      className={styles.navItem}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <MenuAnchor item={item} className={`${styles.navLink} ${isSale(item.label) ? styles.sale : ''}`} />
      {hydrated && open ? <OfferTimer item={item} /> : null}
    </li>
  )
}

/** A category with a panel: its link, then the button that shows or hides the panel. */
function DropdownItem({ item }: { item: MenuEntry }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = `menu-panel-${item.id}`
  return (
    <li
      className={styles.navItem}
      data-open={open || undefined}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        button.current?.focus()
      }}
    >
      <MenuAnchor item={item} className={`${styles.navLink} ${styles.withPanel} ${isSale(item.label) ? styles.sale : ''}`} />
      <button ref={button} type="button" className={styles.disclosure} aria-expanded={open} aria-controls={panelId} aria-label={`${item.label} menu`} onClick={() => setOpen(!open)}>
        <ChevronDown size={14} />
      </button>
      <Dropdown item={item} id={panelId} />
    </li>
  )
}

export function MainMenu({ layout }: { layout: LayoutData }) {
  const hasSale = layout.menu.some((item) => isSale(item.label))
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.navList}>
        {layout.menu.map((item) =>
          item.groups.length > 0 ? (
            <DropdownItem key={item.id} item={item} />
          ) : (
            <TimerItem key={item.id} item={item} />
          ),
        )}
        {!hasSale && layout.salePath ? (
          <li className={styles.navItem}>
            <a href={layout.salePath} className={`${styles.navLink} ${styles.sale}`}>
              Sale
            </a>
          </li>
        ) : null}
        <li className={styles.navItem}>
          <a href="/blog" className={`${styles.navLink} ${styles.blog}`}>
            Blog
          </a>
        </li>
      </ul>
    </nav>
  )
}
