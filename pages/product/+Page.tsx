import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { Price } from '../../components/product/Price'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { BagIcon, TruckIcon } from '../../components/ui/Icons'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/content/announcements'
import { QUANTITY_CHOICES } from '../../data/catalogue/display'
import { priceTag } from '../../data/catalogue/money'
import { optionGallery } from '../../data/catalogue/variantSelection'
import { displayOption } from '../../data/catalogue/visibility'
import type { Data } from './+data'
import { Gallery } from './Gallery'
import styles from './Product.module.css'
import { ProductDetails } from './ProductDetails'
import { useProductPage } from './useProductPage'
import { VariantPicker } from './VariantPicker'

export default function Page() {
  const data = useData<Data>()
  const view = useProductPage(data.product)
  const { product, variant } = view
  const shown = variant ?? displayOption(product)
  const tag = priceTag(shown)
  const images = optionGallery(product, shown)
  // Listings show what this visitor looked at (spec 000 §3): the price in rupees, as the card of the visit showed it.
  // The store loads after hydration: nothing on this page waits for it.
  useEffect(() => {
    const built = data.product
    const option = displayOption(built)
    void import('../../state/recentlyViewed').then(({ rememberViewed }) => rememberViewed({
      _id: built._id,
      name: built.product_name,
      main_image: built.main_image ?? option?.image ?? built.image ?? null,
      price: option?.price ?? 0,
      tag: built.tagline ?? '',
      category_name: built.categories[0]?.category_name ?? '',
    }))
  }, [data.product])
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={data.crumbs} className={styles.crumbs} />
      <div className={styles.layout}>
        <Gallery key={shown?._id ?? product._id} images={images} name={product.product_name} />
        <div className={styles.info}>
          {product.brand ? <p className="eyebrow">{product.brand}</p> : null}
          <h1 className={styles.name}>{product.product_name}</h1>
          {product.tagline ? <p className={styles.tagline}>{product.tagline}</p> : null}
          <div className={styles.priceBlock}>
            <Price size="large" price={tag.price} comparePrice={tag.comparePrice} discountPercent={tag.discountPercent} />
            <p className={styles.taxNote}>Inclusive of all taxes</p>
          </div>
          <VariantPicker product={product} selection={view.selection} onChoose={view.choose} />
          <div className={styles.buyRow}>
            <label className={styles.quantity}>
              <span>Qty</span>
              <select value={view.quantity} onChange={(e) => view.setQuantity(Number(e.target.value))}>
                {QUANTITY_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={`btn ${styles.addToBag}`} disabled={!view.available || view.adding} onClick={() => void view.addToBag()}>
              <BagIcon size={18} />
              {view.adding ? 'Adding...' : 'ADD TO BAG'}
            </button>
          </div>
          {!view.available ? (
            <p className={styles.unavailable} role="status">
              This option is currently unavailable.
            </p>
          ) : null}
          <p className={styles.shipping}>
            <TruckIcon size={20} /> Free shipping on orders above ₹{FREE_SHIPPING_THRESHOLD_RUPEES} within India
          </p>
          <ProductDetails product={product} />
        </div>
      </div>
    </div>
  )
}
