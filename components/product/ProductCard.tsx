/**
 * The product card on home rows and listings (spec 000 §2): image that swaps to the second gallery image on
 * hover, name, price with struck compare price and discount, 'New In' badge, rating, the wishlist heart and QUICK ADD
 * (which exist only once hydrated: CardActions); the whole card opens the product.
 *
 * Each card hydrates in a turn of its own (HydrateInTurn): a listing's 24 cards are the bulk of its hydration.
 */
import type { CardFace } from '../../data/catalogue/cards'
import { mediaUrl } from '../../data/contract/client'
import { HydrateInTurn } from '../ui/HydrateInTurn'
import { useHydrated } from '../ui/useHydrated'
import { MediaImage } from '../ui/MediaImage'
import { CardActions } from './CardActions'
import { Price } from './Price'
import styles from './ProductCard.module.css'

/** An empty image: where nothing can hover, the hover image is never fetched. */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/**
 * The second image, shown on hover: only once the card has hydrated (nothing hovers before that to matter), which
 * takes some 280 bytes off each card's 1,100 in the static HTML of a home row or a listing. Where nothing can hover
 * (a phone), the picture is never fetched: it would download and paint a second image per card.
 */
function HoverImage({ src }: { src: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <picture>
      <source media="(hover: hover)" srcSet={mediaUrl(src)} />
      <img src={NO_IMAGE} alt="" className={styles.hover} width={400} height={500} loading="lazy" decoding="async" />
    </picture>
  )
}

/** `headingLevel`: the card's name is a heading one level below the section it sits in (2 under a page's h1). */
export function ProductCard(props: { card: CardFace; eager?: boolean; headingLevel?: 2 | 3 }) {
  return (
    <HydrateInTurn>
      <Card {...props} />
    </HydrateInTurn>
  )
}

function Card({ card, eager = false, headingLevel = 3 }: { card: CardFace; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <MediaImage src={card.image} alt={card.name} loading={eager ? 'eager' : 'lazy'} width={400} height={500} />
        {card.hoverImage ? <HoverImage src={card.hoverImage} /> : null}
        {card.newIn ? <span className={styles.badge}>New In</span> : null}
        {card.rating ? (
          <span className={styles.rating}>
            <span aria-hidden="true">★ </span>
            {card.rating.toFixed(1)}
            <span className="visually-hidden">{` out of 5 from ${card.reviewCount} ${card.reviewCount === 1 ? 'review' : 'reviews'}`}</span>
          </span>
        ) : null}
        <CardActions card={card} />
      </div>
      <div className={styles.body}>
        <a href={card.path} className={styles.link}>
          <Name className={styles.name}>{card.name}</Name>
        </a>
        <Price price={card.price} comparePrice={card.comparePrice} discountPercent={card.discountPercent} />
      </div>
    </article>
  )
}
