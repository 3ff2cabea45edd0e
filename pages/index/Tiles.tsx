/** Home tiles: the offer carousel strip, the collection hub and the recent collections. */
import { useRef } from 'react'
import type { LinkedImage } from '../../data/views/homeData'
import { ChevronLeft, ChevronRight } from '../../components/ui/Icons'
import { MediaImage } from '../../components/ui/MediaImage'
import { useScrollRoom } from '../../components/ui/useScrollRoom'
import styles from './Tiles.module.css'

function Tile({ tile, className }: { tile: LinkedImage; className?: string }) {
  const body = (
    <>
      <span className={styles.tileMedia}>
        <MediaImage src={tile.image} alt="" width={400} height={500} />
      </span>
      <span className={styles.tileLabel}>{tile.label}</span>
    </>
  )
  return tile.href ? (
    <a href={tile.href} className={className}>
      {body}
    </a>
  ) : (
    <div className={className}>{body}</div>
  )
}

export function OfferStrip({ items }: { items: LinkedImage[] }) {
  const track = useRef<HTMLUListElement>(null)
  const room = useScrollRoom(track)
  if (items.length === 0) return null
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * 320, behavior: 'smooth' })
  return (
    <section className={styles.offerStrip} aria-label="Shop by offer">
      <button type="button" className={styles.stripArrow} data-idle={!room.back || undefined} onClick={() => scroll(-1)} aria-label="Scroll offers back">
        <ChevronLeft size={18} />
      </button>
      <ul ref={track}>
        {items.map((item) => (
          <li key={item.id}>
            <Tile tile={item} className={styles.offerTile} />
          </li>
        ))}
      </ul>
      <button type="button" className={styles.stripArrow} data-idle={!room.forward || undefined} onClick={() => scroll(1)} aria-label="Scroll offers forward">
        <ChevronRight size={18} />
      </button>
    </section>
  )
}

export function CollectionHub({ collections }: { collections: LinkedImage[] }) {
  if (collections.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="collection-hub">
      <div className={styles.sectionHead}>
        <p className="eyebrow">Curated for you</p>
        <h2 id="collection-hub" className="section-title">
          COLLECTION HUB
        </h2>
      </div>
      <ul className={styles.hub}>
        {collections.map((c) => (
          <li key={c.id}>
            <Tile tile={c} className={styles.hubTile} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export function RecentCollections({ items, viewAllHref }: { items: LinkedImage[]; viewAllHref: string }) {
  return (
    <section className={styles.section} aria-labelledby="recent-collection">
      <div className={styles.sectionHeadRow}>
        <div>
          <p className="eyebrow">Just landed</p>
          <h2 id="recent-collection" className="section-title">
            Recent Collection
          </h2>
        </div>
        <a href={viewAllHref} className="btn-link">
          VIEW ALL
        </a>
      </div>
      <ul className={styles.recent}>
        {items.map((c) => (
          <li key={c.id}>
            <Tile tile={c} className={styles.recentTile} />
          </li>
        ))}
      </ul>
    </section>
  )
}
