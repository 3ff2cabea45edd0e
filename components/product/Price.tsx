/** Price, struck compare price and discount percent, in the shopper's currency. */
import { useSnapshot } from 'valtio'
import type { Paise } from '../../data/catalogue/money'
import { currencyStore, displayPrice } from '../../state/currency'
import styles from './Price.module.css'

interface Props {
  price: Paise
  comparePrice: Paise | null
  discountPercent: number
  size?: 'small' | 'large'
}

export function Price({ price, comparePrice, discountPercent, size = 'small' }: Props) {
  const currency = useSnapshot(currencyStore)
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.now}>
        <span className="visually-hidden">Price </span>
        {displayPrice(price, currency)}
      </span>
      {comparePrice !== null ? (
        <s className={styles.was}>
          <span className="visually-hidden">was </span>
          {displayPrice(comparePrice, currency)}
        </s>
      ) : null}
      {/* One string, not three text nodes: React's server render separates those with comments that Preact then
          removes from every card as it hydrates. */}
      {discountPercent > 0 ? <span className={styles.off}>{`(${discountPercent}% OFF)`}</span> : null}
    </p>
  )
}
