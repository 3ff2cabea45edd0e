/**
 * A home row of products (KIDS, DREAMY WOMEN, SALE): a heading, VIEW ALL to the category listing, and arrows that
 * scroll by 230 px per card for as many cards as the width shows (spec 000 §9), each shown only when there is
 * something to scroll to that way (their place is kept, so VIEW ALL never moves); 5 skeletons when empty.
 */
import { useRef } from 'react'
import type { CardFace } from '../../data/catalogue/cards'
import { ROW_SKELETONS, rowScrollStep } from '../../data/catalogue/display'
import { ChevronLeft, ChevronRight } from '../ui/Icons'
import { useScrollRoom } from '../ui/useScrollRoom'
import { Skeleton } from '../ui/Skeleton'
import { ProductCard } from './ProductCard'
import styles from './ProductRow.module.css'

interface Props {
  title: string
  eyebrow?: string
  viewAllHref: string | null
  cards: CardFace[]
}

export function ProductRow({ title, eyebrow, viewAllHref, cards }: Props) {
  const track = useRef<HTMLUListElement>(null)
  const room = useScrollRoom(track)
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * rowScrollStep(window.innerWidth), behavior: 'smooth' })
  const headingId = `row-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} data-idle={!room.back || undefined} onClick={() => scroll(-1)} aria-label={`Scroll ${title} back`}>
            <ChevronLeft size={18} />
          </button>
          <button type="button" className={styles.arrow} data-idle={!room.forward || undefined} onClick={() => scroll(1)} aria-label={`Scroll ${title} forward`}>
            <ChevronRight size={18} />
          </button>
          {viewAllHref ? (
            <a className="btn-link" href={viewAllHref}>
              VIEW ALL<span className="visually-hidden"> {title}</span>
            </a>
          ) : null}
        </div>
      </div>
      <ul className={styles.track} ref={track}>
        {cards.length > 0
          ? cards.map((card) => (
              <li key={card.id}>
                <ProductCard card={card} />
              </li>
            ))
          : Array.from({ length: ROW_SKELETONS }, (_, i) => (
              <li key={i}>
                <Skeleton className={styles.skeletonCard} />
              </li>
            ))}
      </ul>
    </section>
  )
}
