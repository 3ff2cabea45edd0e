/**
 * The bottom of the product page: Customer Reviews (inside the page's ReviewsFrame). In the static HTML, with its
 * code in a chunk of its own that the browser loads once the section comes near the screen (see hydrateLater).
 */
import type { ProductRating } from '../../data/build/snapshot'
import type { Product } from '../../data/contract/schemas'
import type { ReviewModel } from '../../data/reviews/rules'
import { ReviewsSection } from '../../components/reviews/ReviewsSection'

interface Props {
  /** The product as built (the page's data). */
  product: Product
  reviews: ReviewModel[]
  rating: ProductRating | null
}

export default function BelowTheFold({ product, reviews, rating }: Props) {
  return <ReviewsSection productId={product._id} productName={product.product_name} firstPage={reviews} rating={rating} />
}
