/** The shop header (spec 001 §2): announcement banner, logo, search, account/wishlist/bag, the main menu. */
import { useCallback, useState } from 'react'
import type { LayoutData } from '../../data/views/layoutData'
import { MenuIcon } from '../ui/Icons'
import { AnnouncementBar } from './AnnouncementBar'
import styles from './Header.module.css'
import { HeaderActions } from './HeaderActions'
import { MainMenu } from './MainMenu'
import { MobileDrawer } from './MobileDrawer'
import { SearchBox } from './SearchBox'

export function Header({ layout }: { layout: LayoutData }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  return (
    <>
      <AnnouncementBar />
      <header className={styles.header}>
        <div className={`page ${styles.bar}`}>
          <div className={styles.left}>
            <button type="button" className={styles.menuButton} aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </button>
            <div className={styles.desktopSearch}>
              <SearchBox id="search-desktop" />
            </div>
          </div>
          <a href="/" className={styles.logo} aria-label="Vitrine home">
            Vitrine<span aria-hidden="true">.</span>
          </a>
          <HeaderActions />
        </div>
        <div className={styles.mobileSearch}>
          <SearchBox id="search-mobile" placeholder="Search products" />
        </div>
        <MainMenu layout={layout} />
      </header>
      {drawerOpen ? <MobileDrawer layout={layout} onClose={closeDrawer} /> : null}
    </>
  )
}
