/**
 * The mobile side drawer (spec 001 §2 Header): categories as accordions (native <details>, keyboard-friendly), each
 * group's heading over its links, Profile with the account links the desktop user menu has, and Logout; or Sign In /
 * Sign Up. A modal <dialog> (useModalDialog): Tab stays in it, the page behind is inert, and closing it (Escape, the
 * backdrop, ✕, or following a link) gives focus back to the menu button.
 */
import { useRef } from 'react'
import { useSnapshot } from 'valtio'
import type { LayoutData, MenuLink } from '../../data/views/layoutData'
import { logout, sessionStore } from '../../state/session'
import { ChevronDown, CloseIcon } from '../ui/Icons'
import { useModalDialog } from '../ui/useModalDialog'
import { ACCOUNT_LINKS } from './accountLinks'
import { CurrencySwitch } from './HeaderActions'
import styles from './MobileDrawer.module.css'

function Leaf({ item }: { item: MenuLink }) {
  return item.link ? (
    <a href={item.link}>{item.label}</a>
  ) : (
    <span className={styles.disabled} aria-disabled="true">
      {item.label}
    </span>
  )
}

export function MobileDrawer({ layout, onClose }: { layout: LayoutData; onClose: () => void }) {
  const { user } = useSnapshot(sessionStore)
  const ref = useRef<HTMLDialogElement>(null)
  useModalDialog(ref, onClose)
  const hasSale = layout.menu.some((m) => m.label.toLowerCase() === 'sale')
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label="Menu"
      // The backdrop's click lands on the <dialog> itself (its content fills it); a link followed closes it too.
      onClick={(e) => (e.target === e.currentTarget || (e.target as HTMLElement).closest('a')) && onClose()}
    >
      <div className={styles.content}>
        <div className={styles.top}>
          Vitrine
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.list}>
          {layout.menu.map((item) => (
            <li key={item.id}>
              {item.groups.length > 0 ? (
                <details>
                  <summary>
                    {item.label}
                    <ChevronDown size={18} />
                  </summary>
                  <ul className={styles.sub}>
                    {item.link ? (
                      <li>
                        <a href={item.link}>All {item.label}</a>
                      </li>
                    ) : null}
                    {item.groups.map((group) => (
                      <li key={group.id} className={styles.group}>
                        <Leaf item={group} />
                        {group.links.length > 0 ? (
                          <ul className={styles.leaves}>
                            {group.links.map((leaf) => (
                              <li key={leaf.id}>
                                <Leaf item={leaf} />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : item.link ? (
                <a className={`${styles.row} ${item.label.toLowerCase() === 'sale' ? styles.sale : ''}`} href={item.link}>
                  {item.label}
                </a>
              ) : (
                <span className={`${styles.row} ${styles.disabled}`} aria-disabled="true">
                  {item.label}
                </span>
              )}
            </li>
          ))}
          {!hasSale && layout.salePath ? (
            <li>
              <a className={`${styles.row} ${styles.sale}`} href={layout.salePath}>
                Sale
              </a>
            </li>
          ) : null}
          <li>
            <a className={styles.row} href="/blog">
              Blog
            </a>
          </li>
        </ul>
        <div className={styles.footer}>
          <div className={styles.currencyRow}>
            Currency
            <CurrencySwitch alwaysVisible />
          </div>
          {user ? (
            <nav className={styles.account} aria-label="Your account">
              <p className={styles.who}>{user.name}</p>
              <ul className={styles.accountLinks}>
                <li>
                  <a href="/profile">Profile</a>
                </li>
                {ACCOUNT_LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn-outline" onClick={() => void logout()}>
                Logout
              </button>
            </nav>
          ) : (
            <div className={styles.links}>
              <a href="/login">Sign In</a>
              <a href="/signup">Sign Up</a>
            </div>
          )}
        </div>
      </div>
    </dialog>
  )
}
