/** Complete the Look and the 2 related products (spec 000 §2), as product cards pre-rendered from the snapshot. */
import type { CardFace } from '../../data/catalogue/cards'
import { ProductCard } from '../../components/product/ProductCard'
import styles from './Product.module.css'

export function ProductShelves({ completeLook, related }: { completeLook: CardFace[]; related: CardFace[] }) {
  return (
    <>
      <Shelf id="complete-the-look" title="Complete the Look" eyebrow="Style it with" cards={completeLook} />
      <Shelf id="related-products" title="Related Products" eyebrow="You may also like" cards={related} />
    </>
  )
}

function Shelf({ id, title, eyebrow, cards }: { id: string; title: string; eyebrow: string; cards: CardFace[] }) {
  if (cards.length === 0) return null
  return (
    <section className={styles.shelf} aria-labelledby={id}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className={styles.shelfCards}>
        {cards.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
