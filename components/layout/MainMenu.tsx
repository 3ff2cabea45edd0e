/**
 * The desktop menu from the server's 'Main Menu': dropdowns of inner and sub-inner items, shown on hover and on
 * keyboard focus (focus-within), so it works without JavaScript. Items without a link are shown disabled. A
 * category with no inner items gets the discount timer instead (spec 001 §2), only once hydrated (the static HTML
 * stays the same) and only while it is open, so its clock ticks for nobody otherwise.
 */
import { useEffect, useState } from 'react'
import { formatCountdown, msUntilEndOfDay } from '../../data/content/offerCountdown'
import type { LayoutData, MenuEntry, MenuLink } from '../../data/views/layoutData'
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

function Dropdown({ item }: { item: MenuEntry }) {
  return (
    <div className={styles.dropdown}>
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
        <a href={item.link} className="btn-link">
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
  return (
    <li
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

export function MainMenu({ layout }: { layout: LayoutData }) {
  const hasSale = layout.menu.some((item) => isSale(item.label))
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.navList}>
        {layout.menu.map((item) =>
          item.groups.length > 0 ? (
            <li key={item.id} className={styles.navItem}>
              <MenuAnchor item={item} className={`${styles.navLink} ${isSale(item.label) ? styles.sale : ''}`} />
              <Dropdown item={item} />
            </li>
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
