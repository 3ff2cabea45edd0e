/** Collapsible details (native <details>): description (sanitised at build time), tagline, fit, returns note. */
import { productReturnText, returnDays } from '../../data/catalogue/returns'
import type { Product } from '../../data/contract/schemas'
import { ReturnIcon } from '../../components/ui/Icons'
import styles from './Product.module.css'

export function ProductDetails({ product }: { product: Product }) {
  return (
    <div className={styles.details}>
      <details open>
        <summary>Product details</summary>
        <div className={styles.detailsBody}>
          {product.sort_description ? <p>{product.sort_description}</p> : null}
          {product.description ? <div className={styles.rich} dangerouslySetInnerHTML={{ __html: product.description }} /> : null}
        </div>
      </details>
      {product.tagline || product.fit_product ? (
        <details>
          <summary>Style &amp; fit</summary>
          <div className={styles.detailsBody}>
            {product.tagline ? <p>{product.tagline}</p> : null}
            {product.fit_product ? (
              <p>
                <strong>Fit:</strong> {product.fit_product}
              </p>
            ) : null}
          </div>
        </details>
      ) : null}
      <p className={styles.returns}>
        <ReturnIcon size={20} /> {productReturnText(returnDays(product))}
      </p>
    </div>
  )
}
