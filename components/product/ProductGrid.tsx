/** Listing grid: 2 columns small, 4 medium and large, 5 extra large (spec 000 §2). */
import type { CardFace } from '../../data/catalogue/cards'
import { ProductCard } from './ProductCard'
import styles from './ProductGrid.module.css'

export function ProductGrid({ cards }: { cards: CardFace[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <ProductCard card={card} eager={i < 4} />
        </li>
      ))}
    </ul>
  )
}
