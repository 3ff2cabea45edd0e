/**
 * The bottom of the product page: Customer Reviews (inside the page's ReviewsFrame). In the static HTML, with its
 * code in a chunk of its own that the browser loads after hydration (see hydrateLater); the visit is recorded in
 * recently viewed from here too, once that chunk is in.
 */
import { useEffect } from 'react'
import type { ProductRating } from '../../data/build/snapshot'
import type { Product } from '../../data/contract/schemas'
import { viewedEntryOf } from '../../data/catalogue/recentlyViewed'
import { rememberViewed } from '../../state/recentlyViewed'
import type { ReviewModel } from '../../data/reviews/rules'
import { ReviewsSection } from '../../components/reviews/ReviewsSection'

interface Props {
  /** The product as built (the page's data), for the recently viewed entry. */
  product: Product
  reviews: ReviewModel[]
  rating: ProductRating | null
}

export default function BelowTheFold({ product, reviews, rating }: Props) {
  useEffect(() => rememberViewed(viewedEntryOf(product)), [product])
  return <ReviewsSection productId={product._id} productName={product.product_name} firstPage={reviews} rating={rating} />
}
