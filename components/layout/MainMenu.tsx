/**
 * The desktop menu from the server's 'Main Menu': dropdowns of inner and sub-inner items, shown on hover and on
 * keyboard focus (focus-within), so it works without JavaScript. Items without a link are shown disabled.
 */
import type { LayoutData, MenuEntry, MenuLink } from '../../data/views/layoutData'
import { MediaImage } from '../ui/MediaImage'
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
        {item.image ? (
          <a href={item.imageLink ?? '/product/all'} className={styles.menuImage} aria-label={`Shop ${item.label}`}>
            <MediaImage src={item.image} alt="" width={220} height={275} />
          </a>
        ) : null}
      </div>
    </div>
  )
}

export function MainMenu({ layout }: { layout: LayoutData }) {
  const hasSale = layout.menu.some((item) => isSale(item.label))
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.navList}>
        {layout.menu.map((item) => (
          <li key={item.id} className={styles.navItem}>
            <MenuAnchor item={item} className={`${styles.navLink} ${isSale(item.label) ? styles.sale : ''}`} />
            {item.groups.length > 0 ? <Dropdown item={item} /> : null}
          </li>
        ))}
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
