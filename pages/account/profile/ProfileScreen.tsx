/**
 * My Account (/profile, spec 001 §2 Profile): a tab list picked by the URL's `tab` (profile, orders, addresses;
 * coupons without a menu entry, listed only while open). Choosing a tab updates the URL, so Back and shared links
 * work; an unknown tab shows Profile Details. The panels come in this screen's own chunk: splitting them further
 * made the shared chunks of every page split too (measured: +0.4 kB gzip on product pages).
 */
import { useEffect, useId, useRef, type ComponentType, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { profileTabFrom, profileTabPath, type ProfileTab } from '../../../data/account/routes'
import { AddressBook } from '../../../components/addresses/AddressBook'
import { EmailText } from '../../../components/ui/EmailText'
import { useSignedInUser } from '../RequireUser'
import { screenTitle } from '../useShellNavigate'
import { CouponsTab } from './CouponsTab'
import { OrdersTab } from './OrdersTab'
import { ProfileDetails } from './ProfileDetails'
import styles from './Profile.module.css'

const PANELS: Record<ProfileTab, ComponentType> = { profile: ProfileDetails, orders: OrdersTab, addresses: AddressBook, coupons: CouponsTab }

export const TAB_LABELS: Record<ProfileTab, string> = {
  profile: 'Profile Details',
  orders: 'Orders & Returns',
  addresses: 'Addresses',
  coupons: 'Coupons',
}
const MENU_TABS: ProfileTab[] = ['profile', 'orders', 'addresses']

export function ProfileScreen() {
  const user = useSignedInUser()
  const { search } = useLocation()
  const navigate = useNavigate()
  const active = profileTabFrom(search)
  const tabs = MENU_TABS.includes(active) ? MENU_TABS : [...MENU_TABS, active]
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({})
  const ids = useId()
  const tabId = (tab: ProfileTab) => `${ids}-tab-${tab}`
  const panelId = `${ids}-panel`
  useEffect(() => void (document.title = screenTitle(TAB_LABELS[active])), [active])
  // On a phone the tabs scroll sideways: bring the open one into view (sideways only, never moving the page).
  useEffect(() => {
    const tab = tabRefs.current[active]
    const list = tab?.parentElement
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left
    list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2
  }, [active])

  const choose = (tab: ProfileTab) => {
    if (tab !== active) navigate(profileTabPath(tab))
  }

  // Arrow keys, Home and End move between tabs and open them (the ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active)
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined
    if (!next) return
    event.preventDefault()
    choose(next)
    tabRefs.current[next]?.focus()
  }

  const Panel = PANELS[active]
  const initials = user.name.trim().split(/\s+/).slice(0, 2).map((part) => part[0]?.toUpperCase() ?? '').join('')
  return (
    <div className={`page ${styles.profile}`}>
      <header className={styles.head}>
        <p className="eyebrow">My Account</p>
        <h1 className={styles.title}>Hello, {user.name.split(' ')[0]}</h1>
      </header>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <div className={styles.who}>
            <span className={styles.avatar} aria-hidden="true">
              {initials}
            </span>
            <div>
              <p className={styles.whoName}>{user.name}</p>
              <p className={styles.whoContact}>{user.email ? <EmailText email={user.email} /> : user.phone_number}</p>
            </div>
          </div>
          <div role="tablist" aria-label="My Account" className={styles.tabs} onKeyDown={onKeyDown}>
            {tabs.map((tab) => (
              <button
                key={tab}
                ref={(element) => void (tabRefs.current[tab] = element)}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={tab === active}
                aria-controls={panelId}
                tabIndex={tab === active ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(tab)}
              >
                {TAB_LABELS[tab]}
              </button>
            ))}
          </div>
        </aside>
        <section role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel} tabIndex={0}>
          <h2 className={styles.panelTitle}>{TAB_LABELS[active]}</h2>
          <Panel />
        </section>
      </div>
    </div>
  )
}
