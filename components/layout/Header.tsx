/** The shop header (spec 001 §2): announcement banner, logo, search, account/wishlist/bag, the main menu. */
import { useCallback, useMemo, useState } from 'react'
import type { LayoutData } from '../../data/views/layoutData'
import { HydrateInTurn } from '../ui/HydrateInTurn'
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
  // The search placeholder names the shop's categories: the main menu's linked items (spec 001 §2).
  const categories = useMemo(() => {
    const linked = layout.menu.filter((item) => item.link).map((item) => item.label)
    return linked.length > 0 ? linked : layout.footerCategories.map((c) => c.label)
  }, [layout])
  return (
    <>
      <AnnouncementBar />
      {/* The header's frame, then each of its parts in a turn of its own (searches, account and bag, the menu): in one
          turn the whole header was one of the longest tasks of a phone's first visit. */}
      <HydrateInTurn>
        <header className={styles.header}>
          <div className={`page ${styles.bar}`}>
            <div className={styles.left}>
              <button type="button" className={styles.menuButton} aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </button>
              <HydrateInTurn>
                <div className={styles.desktopSearch}>
                  <SearchBox id="search-desktop" categories={categories} />
                </div>
              </HydrateInTurn>
            </div>
            <a href="/" className={styles.logo} aria-label="Vitrine home">
              Vitrine<span aria-hidden="true">.</span>
            </a>
            <HydrateInTurn>
              <HeaderActions />
            </HydrateInTurn>
          </div>
          <HydrateInTurn>
            <div className={styles.mobileSearch}>
              <SearchBox id="search-mobile" categories={categories} />
            </div>
          </HydrateInTurn>
          <HydrateInTurn>
            <MainMenu layout={layout} />
          </HydrateInTurn>
        </header>
      </HydrateInTurn>
      {drawerOpen ? <MobileDrawer layout={layout} onClose={closeDrawer} /> : null}
    </>
  )
}
