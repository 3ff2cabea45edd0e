/**
 * 'JUST IN / New Arrivals' and the subcategories that have an image, in a strip scrolled 200 px per click
 * (spec 000 §2); each arrow shows only when there is something to scroll to that way.
 */
import { useRef } from 'react'
import { STRIP_SCROLL_STEP } from '../../data/catalogue/display'
import { ALL_PRODUCTS_PATH } from '../../data/catalogue/paths'
import type { SubCategoryTile } from '../../data/views/listingData'
import { ChevronLeft, ChevronRight } from '../../components/ui/Icons'
import { MediaImage } from '../../components/ui/MediaImage'
import { useScrollRoom } from '../../components/ui/useScrollRoom'
import styles from './Listing.module.css'

export function SubCategoryStrip({ tiles, currentPath }: { tiles: SubCategoryTile[]; currentPath: string }) {
  const track = useRef<HTMLUListElement>(null)
  const room = useScrollRoom(track)
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * STRIP_SCROLL_STEP, behavior: 'smooth' })
  return (
    <div className={styles.strip}>
      <button type="button" className={styles.stripArrow} data-idle={!room.back || undefined} onClick={() => scroll(-1)} aria-label="Scroll categories back">
        <ChevronLeft size={18} />
      </button>
      <ul ref={track} aria-label="Shop by category">
        <li>
          <a href={ALL_PRODUCTS_PATH} className={styles.tile}>
            <span className={styles.justInMedia}>
              <strong>JUST IN</strong>
            </span>
            <span>New Arrivals</span>
          </a>
        </li>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a href={tile.href} className={styles.tile} aria-current={tile.href === currentPath ? 'page' : undefined}>
              <span className={styles.tileMedia}>
                <MediaImage src={tile.image} alt="" width={160} height={200} />
              </span>
              <span>{tile.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.stripArrow} data-idle={!room.forward || undefined} onClick={() => scroll(1)} aria-label="Scroll categories forward">
        <ChevronRight size={18} />
      </button>
    </div>
  )
}
