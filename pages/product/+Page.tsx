import { useSnapshot } from 'valtio'
import { useData } from 'vike-react/useData'
import { Price } from '../../components/product/Price'
import { ReviewsFrame } from '../../components/reviews/ReviewsFrame'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { HydrateInTurn } from '../../components/ui/HydrateInTurn'
import { BagIcon, HeartIcon, TruckIcon } from '../../components/ui/Icons'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../../data/content/announcements'
import { QUANTITY_CHOICES } from '../../data/catalogue/display'
import { priceTag } from '../../data/catalogue/money'
import { optionGallery } from '../../data/catalogue/variantSelection'
import { displayOption } from '../../data/catalogue/visibility'
import { isInWishlist, wishlistStore } from '../../state/wishlist'
import type { Data } from './+data'
import { Gallery } from './Gallery'
import { ProductShelves } from './ProductShelves'
import { BelowTheFold } from './lazyParts'
import styles from './Product.module.css'
import { ProductDetails } from './ProductDetails'
import { SizeChart } from './SizeChart'
import { TitleRating } from './TitleRating'
import { useProductPage } from './useProductPage'
import { VariantPicker } from './VariantPicker'

export default function Page() {
  const data = useData<Data>()
  const view = useProductPage(data.product)
  const wishlist = useSnapshot(wishlistStore)
  const { product, variant } = view
  const shown = variant ?? displayOption(product)
  const tag = priceTag(shown)
  const wishlisted = isInWishlist(wishlist.entries, product._id)
  const blocked = !view.available || view.busy !== null
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={data.crumbs} className={styles.crumbs} />
      <div className={styles.layout}>
        {/* The gallery and the buying column hydrate each in a turn of their own, then each card of the shelves. */}
        <HydrateInTurn>
          <Gallery key={shown?._id ?? product._id} media={optionGallery(product, shown)} name={product.product_name} />
        </HydrateInTurn>
        <HydrateInTurn>
          <div className={styles.info}>
            {product.brand ? <p className="eyebrow">{product.brand}</p> : null}
            <h1 className={styles.name}>{product.product_name}</h1>
            <TitleRating rating={data.rating} />
            {product.tagline ? <p className={styles.tagline}>{product.tagline}</p> : null}
            <div className={styles.priceBlock}>
              <Price size="large" price={tag.price} comparePrice={tag.comparePrice} discountPercent={tag.discountPercent} />
              <p className={styles.taxNote}>Inclusive of all taxes</p>
            </div>
            <VariantPicker product={product} selection={view.selection} onChoose={view.choose} />
            <SizeChart image={product.size_chart_image} productName={product.product_name} />
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
              <button type="button" className={`btn ${styles.addToBag}`} disabled={blocked} onClick={() => void view.addToBag()}>
                <BagIcon size={18} />
                {view.busy === 'adding' ? 'Adding...' : 'ADD TO BAG'}
              </button>
            </div>
            <div className={styles.buyRow}>
              <button type="button" className={`btn ${styles.buyNow}`} disabled={blocked} aria-busy={view.busy === 'buying'} onClick={() => void view.buyNow()}>
                BUY NOW
              </button>
              {wishlisted ? (
                <a href="/wishlist" className={`btn btn-outline ${styles.wishlist} ${styles.wishlisted}`}>
                  <HeartIcon size={18} fill="currentColor" />
                  WISHLISTED
                </a>
              ) : (
                <button type="button" className={`btn btn-outline ${styles.wishlist}`} disabled={view.busy === 'wishlisting'} onClick={() => void view.wishlist()}>
                  <HeartIcon size={18} />
                  WISHLIST
                </button>
              )}
            </div>
            {!view.available ? (
              <p className={styles.unavailable} role="status">
                This option is currently unavailable.
              </p>
            ) : null}
            <p className={styles.shipping}>
              <TruckIcon size={20} />
              {` Free shipping on orders above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} within India`}
            </p>
            <ProductDetails product={product} />
          </div>
        </HydrateInTurn>
      </div>
      <ProductShelves completeLook={data.completeLook} related={data.related} />
      <ReviewsFrame>
        <BelowTheFold product={data.product} reviews={data.reviews} rating={data.rating} />
      </ReviewsFrame>
    </div>
  )
}
